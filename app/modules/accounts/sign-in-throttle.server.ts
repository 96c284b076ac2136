import { LIMITS, hit, peek, reset, type LimitState } from "./rate-limit.server";

// Sign-in limits, each counted (one atomic upsert) before the password is checked, so parallel
// attempts cannot slip past a limit:
// - per address, every attempt (SIGNIN_LIMIT_PER_IP);
// - per account and address, 5 in 15 minutes: guessing from one address is slow, and the owner
//   at any other address is not locked out by it;
// - per account, 100 checked passwords in 15 minutes from addresses the account has not signed
//   in from in the last 30 days: a ceiling on guessing spread over many addresses, which even
//   when reached does not stop the owner at an address they used before.

const keys = (email: string, address: string) => ({
  address: `signin:ip:${address}`,
  accountAtAddress: `signin:account:${email}:ip:${address}`,
  account: `signin:account:${email}`,
  known: `signin:known:${email}:ip:${address}`,
});

/** Counts one sign-in attempt; the state that refuses it, or null when the password may be checked. */
export async function countSignInAttempt(email: string, address: string): Promise<LimitState | null> {
  const k = keys(email, address);
  const [perAddress, perAccountAtAddress] = await Promise.all([hit(k.address, LIMITS.signInPerIp), hit(k.accountAtAddress, LIMITS.signInPerAccountAndAddress)]);
  const refused = [perAddress, perAccountAtAddress].find((s) => !s.allowed);
  if (refused) return refused;
  if ((await peek(k.known, LIMITS.knownAddress)).count > 0) return null;
  const perAccount = await hit(k.account, LIMITS.signInPerAccount);
  return perAccount.allowed ? null : perAccount;
}

/** After a correct password: this address starts afresh and is known to the account. */
export async function recordSignIn(email: string, address: string) {
  const k = keys(email, address);
  await reset(k.accountAtAddress);
  await reset(k.known);
  await hit(k.known, LIMITS.knownAddress);
}
