import { useEffect, useState } from "react";

/** False on the server and in the first client render; true once JavaScript runs. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
