import { useEffect, useState } from "react";
import { showToast } from "./toaster";
import type { ToastInput } from "~/modules/toast/toast";

/**
 * A toast that comes with an action's answer (a re-rendered form). With JavaScript it
 * goes to the toast area; without it, the server-rendered copy shows in the same place.
 */
export function ActionToast({ toast }: { toast: (ToastInput & { id: string }) | null | undefined }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  if (!toast || hydrated) return null;
  const destructive = toast.variant === "destructive";
  return (
    <div role={destructive ? "alert" : "status"} data-testid="toast" data-toasts data-variant={toast.variant ?? "default"}
      className={`toast-auto-dismiss fixed bottom-4 right-4 z-[100] w-[calc(100%-2rem)] rounded-lg border p-4 shadow-lg md:max-w-[420px] ${destructive ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white"}`}>
      <p className="text-sm font-semibold">{toast.title}</p>
      {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
    </div>
  );
}
