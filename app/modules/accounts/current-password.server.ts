import { hit, reset } from "~/modules/rate-limits/counter.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";
import { isUsersPassword } from "./users.server";

export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect.";

export type CurrentPasswordCheck = { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Re-authentication for a signed-in change (password, email): the current password, counted
 * before it is checked, so a stolen session cannot guess it faster than the limit allows.
 */
export async function checkCurrentPassword(userId: number, password: string): Promise<CurrentPasswordCheck> {
  const key = `current-password:user:${userId}`;
  const attempt = await hit(key, LIMITS.currentPasswordPerUser);
  if (!attempt.allowed) return { ok: false, reason: "limited", retryAfterSeconds: attempt.retryAfterSeconds };
  if (!(await isUsersPassword(userId, password))) return { ok: false, reason: "wrong" };
  await reset(key);
  return { ok: true };
}
