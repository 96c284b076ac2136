import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { showToast } from "./toaster";

const BENEFITS = [
  "Sign in with your fingerprint, face, or security key",
  "More secure than passwords",
  "Works across all your devices",
];

export function PasskeyPrompt({ userId, available }: { userId: number; available: boolean }) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  // Unknown until the browser says it is a secure context; without JavaScript it cannot work anyway.
  const [hydrated, setHydrated] = useState(false);
  const [secure, setSecure] = useState(false);
  const location = useLocation();
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setHydrated(true);
    setSecure(available && window.isSecureContext);
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [available]);

  if (!open) return null;
  const here = `${location.pathname}${location.search}`;

  const setUp = async () => {
    setBusy(true);
    // The ceremony's code and texts load on the first press: every page carries this prompt.
    const texts = () => import("~/modules/passkeys/messages");
    try {
      const [{ setUpPasskey }, { PASSKEY_TEXT }] = await Promise.all([import("~/modules/passkeys/client"), texts()]);
      await setUpPasskey(userId);
      showToast(PASSKEY_TEXT.setupSucceeded);
      // The prompt's own success callback.
      setTimeout(() => showToast(PASSKEY_TEXT.promptReady), 50);
      setOpen(false);
    } catch (error) {
      const { PASSKEY_TEXT, setupFailureMessage } = await texts();
      showToast({ title: PASSKEY_TEXT.setupFailedTitle, description: setupFailureMessage(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fixed inset-0 z-[90] flex items-center justify-center bg-slate-900/60 p-4" data-testid="passkey-prompt">
      <div role="dialog" aria-modal="true" aria-labelledby="passkey-title" aria-describedby="passkey-subtitle" className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
        <Link to={here} replace onClick={(e) => { e.preventDefault(); setOpen(false); }} aria-label="Close" className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:text-slate-900">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><path d="M6 6l12 12M18 6 6 18" /></svg>
        </Link>
        <h2 id="passkey-title" className="text-xl font-bold">Secure Your Account</h2>
        <p id="passkey-subtitle" className="mt-1 text-slate-600">Set up a passkey for faster, more secure sign-ins.</p>
        <ul className="mt-4 space-y-2">
          {BENEFITS.map((b) => (
            <li key={b} className="flex items-start gap-2 text-sm">
              <svg aria-hidden="true" className="mt-0.5 shrink-0 text-emerald-600" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3"><path d="M5 13l4 4L19 7" /></svg>
              {b}
            </li>
          ))}
        </ul>
        {import.meta.env.DEV ? (
          <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">Development note: passkeys need HTTPS (localhost works while developing).</p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={here} replace onClick={(e) => { e.preventDefault(); setOpen(false); }} className="rounded-md border border-slate-300 px-4 py-2 text-center font-semibold hover:bg-slate-50">
            Skip for now
          </Link>
          <button ref={first} type="button" onClick={setUp} disabled={!secure || busy} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {hydrated && !secure ? "Available in Production" : busy ? "Setting up..." : "Set Up Passkey"}
          </button>
        </div>
        <p className="mt-4 text-center text-xs text-slate-500">Your biometric data stays on your device and is never shared.</p>
      </div>
    </div>
  );
}
