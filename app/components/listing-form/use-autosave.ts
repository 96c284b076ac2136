import { useEffect, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { autosavePayload, dataRequestUrl } from "./autosave-payload";
import { forgetLeavingSave, rememberLeavingSave, takeLeavingSave } from "./leaving-save";

const DELAY_MS = 700;

/**
 * Saves a wizard form to the server shortly after the seller stops typing, so a reload or a
 * lost connection keeps what was entered. Files are left out: photos upload on their own.
 * A save still waiting when the form is submitted, or replaced by a newer one (after a save
 * the fields remount with the stored draft), is dropped: it could only carry older values.
 * A save still waiting when the page is hidden or left goes out at once, as a beacon the
 * browser delivers even after the page is gone; a reload sends it again before showing the
 * draft (see leaving-save.ts).
 */
export function useAutosave(action: string) {
  const fetcher = useFetcher();
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<HTMLFormElement | null>(null);
  // The last save sent as a beacon, until the seller changes something again.
  const beaconed = useRef<URLSearchParams | null>(null);
  // Whether the seller has changed anything on this page yet.
  const edited = useRef(false);

  const cancel = () => {
    clearTimeout(timer.current);
    pending.current = null;
  };
  const take = () => {
    const form = pending.current;
    cancel();
    return form?.isConnected ? autosavePayload(form) : null;
  };
  const schedule = (form: HTMLFormElement) => {
    edited.current = true;
    clearTimeout(timer.current);
    pending.current = form;
    beaconed.current = null;
    timer.current = setTimeout(() => {
      const payload = take();
      if (payload) void fetcher.submit(payload, { method: "post", action });
    }, DELAY_MS);
  };
  /** Sends the waiting save now, in a request that outlives the page. */
  const flush = () => {
    const payload = take();
    if (!payload) return;
    beaconed.current = payload;
    const url = dataRequestUrl(action);
    if (navigator.sendBeacon?.(url, payload)) return;
    // Too large for a beacon, or none: a plain request still has a chance while the page lives.
    void fetch(url, { method: "POST", body: payload, credentials: "same-origin" }).catch(() => {});
  };

  const latest = useRef({ flush, beaconed, action });
  latest.current = { flush, beaconed, action };
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") latest.current.flush();
      else latest.current.beaconed.current = null;
    };
    const onPageHide = () => {
      latest.current.flush();
      const sent = latest.current.beaconed.current;
      if (sent) rememberLeavingSave(latest.current.action, sent);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) forgetLeavingSave();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      clearTimeout(timer.current);
    };
  }, []);

  // Once, when the wizard's form first shows: the kept save is gone from storage after one look.
  useEffect(() => {
    const left = takeLeavingSave(action);
    if (!left) return;
    // Saved before the draft is read again, so the page shows what was typed last. Once the
    // seller has typed on this page, the fields are not read again (that would remount them and
    // drop the new typing): what they show is saved next, over the kept save.
    void fetcher.submit(left, { method: "post", action }).then(() => {
      if (!edited.current) void revalidator.revalidate();
    });
  }, []);

  return { schedule, cancel, flush };
}
