import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Toast, ToastInput } from "~/modules/toast/toast";
import { StaticToast } from "./static-toast";

// The specification's default display time (app.css lets a server-rendered toast leave at 5 s too).
const DISPLAY_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

// At most one toast at a time: a new one replaces the current one.
let current: Toast | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(input: ToastInput) {
  current = {
    id: input.id ?? Math.random().toString(36).slice(2),
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
  };
  emit();
}

/** Closes the toast showing, or only toast `id` when it is still the one showing. */
export function dismissToast(id?: string) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

/**
 * A toast belongs to the answer that brought it: the server's (the toast cookie, read by the root
 * loader) leaves when the next navigation's answer comes without it, as an action's leaves
 * with its answer (action-toast.tsx). A failed step's message is gone once the step is passed.
 */
function useCurrentToast(serverToast: Toast | null) {
  const seenServerToast = useRef<string | null>(null);
  useEffect(() => {
    if (serverToast && seenServerToast.current !== serverToast.id) {
      seenServerToast.current = serverToast.id;
      showToast(serverToast);
    }
    if (!serverToast && seenServerToast.current) dismissToast(seenServerToast.current);
  }, [serverToast]);
  const clientToast = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => current,
    () => null,
  );
  // Before hydration (or without JavaScript) the server's toast is what shows.
  return clientToast ?? (seenServerToast.current ? null : serverToast);
}

function ToastItem({ toast }: { toast: Toast }) {
  const item = useRef<HTMLDivElement>(null);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (!item.current?.matches(":hover, :focus-within")) dismissToast();
    }, DISPLAY_MS + 250);
    return () => clearTimeout(timer);
  }, [toast.id]);

  const destructive = toast.variant === "destructive";
  return (
    <div
      ref={item}
      role={destructive ? "alert" : "status"}
      data-variant={toast.variant}
      data-testid="toast"
      className={`toast-auto-dismiss pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
        destructive ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"
      }`}
      onPointerDown={(e) => (startX.current = e.clientX)}
      onPointerMove={(e) => {
        if (startX.current === null || !item.current) return;
        const dx = Math.max(0, e.clientX - startX.current);
        item.current.style.transform = `translateX(${dx}px)`;
      }}
      onPointerUp={(e) => {
        const dx = startX.current === null ? 0 : e.clientX - startX.current;
        startX.current = null;
        if (dx > SWIPE_THRESHOLD_PX) dismissToast();
        else if (item.current) item.current.style.transform = "";
      }}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast()}
        aria-label="Close notification"
        className={`absolute right-2 top-2 rounded p-1 ${destructive ? "text-white/80 hover:text-white" : "text-slate-500 hover:text-slate-900"}`}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}

export function Toaster({ serverToast }: { serverToast: Toast | null }) {
  const toast = useCurrentToast(serverToast);
  const region = useRef<HTMLElement>(null);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      data-toasts
      className="pointer-events-none fixed bottom-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
    >
      {/* Not a list: each toast is its own status or alert region, which a list item cannot be. */}
      <div className="flex flex-col gap-2">{toast ? hydrated ? <ToastItem key={toast.id} toast={toast} /> : <StaticToast toast={toast} placement="fixed" /> : null}</div>
    </section>
  );
}
