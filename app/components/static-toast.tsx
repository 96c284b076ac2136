import type { ToastInput } from "~/modules/toast/toast";

/**
 * A toast as the server renders it, for the page before hydration and without JavaScript. Its
 * close control is the summary of an open <details>: pressing it (mouse, Enter or Space) closes
 * the details, and app.css hides a closed one. "fixed" sits in the toast corner and leaves on
 * its own; "inline" stays where its form is, beside what it is about, until closed.
 */
export function StaticToast({ toast, placement }: { toast: ToastInput; placement: "fixed" | "inline" }) {
  const destructive = toast.variant === "destructive";
  const colours = destructive ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900";
  const where = placement === "fixed" ? "toast-auto-dismiss pointer-events-auto w-full shadow-lg" : "mt-4 w-full";
  return (
    <details open data-static-toast data-testid="toast" data-variant={toast.variant ?? "default"} className={`relative rounded-lg border p-4 pr-12 ${colours} ${where}`}>
      <summary aria-label="Close notification"
        className={`absolute right-2 top-2 flex h-8 w-8 items-center justify-center rounded ${destructive ? "text-white/90 hover:text-white" : "text-slate-600 hover:text-slate-900"} focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current`}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </summary>
      <div role={destructive ? "alert" : "status"} className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
      </div>
    </details>
  );
}
