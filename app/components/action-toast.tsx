import { useEffect, useState } from "react";
import { dismissToast, showToast } from "./toaster";
import { StaticToast } from "./static-toast";
import type { ToastInput } from "~/modules/toast/toast";

/**
 * A toast that comes with an action's answer (a re-rendered form). With JavaScript it goes to
 * the toast area, and leaves with the answer: when the next navigation replaces it (the step
 * passed, the page left). Without JavaScript it shows where the form is, with a close control.
 */
export function ActionToast({ toast }: { toast: (ToastInput & { id: string }) | null | undefined }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!toast) return;
    showToast(toast);
    return () => dismissToast(toast.id);
  }, [toast]);
  if (!toast || hydrated) return null;
  return <StaticToast toast={toast} placement="inline" />;
}
