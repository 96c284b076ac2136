import { hit, reset, type LimitState } from "~/modules/rate-limits/counter.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";

// Sign-in limits (decisions 10 and 29), each counted (one atomic upsert) before the password is
// checked, so parallel attempts cannot slip past a limit.
//
// A known device (a browser with a device cookie for this account, known-devices.server.ts)
// counts only against its own budget, 10 in 15 minutes, which nobody without that cookie can
// spend: a stranger guessing from anywhere cannot lock the owner out of their own browser.
// Past its budget a device is treated as unknown.
//
// Unknown devices count against:
// - their address (SIGNIN_LIMIT_PER_IP; IPv6 per /64), every attempt;
// - the account at that address, 5 in 15 minutes: guessing from one address is slow;
// - the account, 100 in 15 minutes from all unknown devices together: a ceiling on guessing
//   spread over many addresses. A completed password reset lifts it.

const keys = (email: string, address: string) => ({
  address: `signin:ip:${address}`,
  accountAtAddress: `signin:account:${email}:ip:${address}`,
  account: `signin:account:${email}`,
});

const deviceKey = (device: string) => `signin:device:${device}`;

/**
 * Counts one sign-in attempt; the state that refuses it, or null when the password may be
 * checked. `device` is the browser's device id for this account, null for an unknown device.
 */
export async function countSignInAttempt(email: string, address: string, device: string | null): Promise<LimitState | null> {
  if (device && (await hit(deviceKey(device), LIMITS.signInPerKnownDevice)).allowed) return null;
  const k = keys(email, address);
  const [perAddress, perAccountAtAddress] = await Promise.all([hit(k.address, LIMITS.signInPerIp), hit(k.accountAtAddress, LIMITS.signInPerAccountAndAddress)]);
  const refused = [perAddress, perAccountAtAddress].find((s) => !s.allowed);
  if (refused) return refused;
  const perAccount = await hit(k.account, LIMITS.signInPerAccount);
  return perAccount.allowed ? null : perAccount;
}

/** After a correct password: this address starts afresh for the account (the browser gets a new device id). */
export async function recordSignIn(email: string, address: string) {
  await reset(keys(email, address).accountAtAddress);
}

/** After a completed password reset: unknown devices may try again, the new password is not the one they guessed at. */
export async function liftAccountCeiling(email: string) {
  await reset(keys(email, "").account);
}
