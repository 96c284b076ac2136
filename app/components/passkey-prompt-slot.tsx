import { Suspense, lazy, useEffect, useState } from "react";

// Shown once after some sign-ins, so its code loads only then.
const PasskeyPrompt = lazy(() => import("./passkey-prompt").then((m) => ({ default: m.PasskeyPrompt })));

/**
 * The passkey prompt, offered only where the browser can make a passkey: after hydration, when
 * it has PublicKeyCredential. Without JavaScript nothing is shown (a passkey needs the script).
 */
export function PasskeyPromptSlot({ userId, available }: { userId: number; available: boolean }) {
  const [possible, setPossible] = useState(false);
  useEffect(() => setPossible(typeof window.PublicKeyCredential === "function"), []);
  if (!possible) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyPrompt userId={userId} available={available} />
    </Suspense>
  );
}
