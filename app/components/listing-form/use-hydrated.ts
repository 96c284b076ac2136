import { useEffect, useState } from "react";

// Whether the page has hydrated: from then on every component renders on the client first.
let hydrating = true;

/**
 * False on the server and in the hydrating render; true once JavaScript runs. A component
 * mounted after hydration (a wizard step's fields after Next) is true from its first render,
 * so it never shows its plain-form controls for a frame.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
