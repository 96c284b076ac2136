import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

const DELAY_MS = 700;

/**
 * Saves a wizard form to the server shortly after the seller stops typing, so a reload or a
 * lost connection keeps what was entered. Files are left out: photos upload on their own.
 * A save still waiting when the form is submitted, or replaced by a newer one (after a save
 * the fields remount with the stored draft), is dropped: it could only carry older values.
 */
export function useAutosave(action: string) {
  const fetcher = useFetcher();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = () => clearTimeout(timer.current);
  const schedule = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.isConnected) return;
      const data = new FormData(form);
      data.delete("photoFiles");
      data.set("intent", "autosave");
      void fetcher.submit(data, { method: "post", action });
    }, DELAY_MS);
  };
  return { schedule, cancel };
}
