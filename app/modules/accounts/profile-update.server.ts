import { checkCurrentPassword, WRONG_CURRENT_PASSWORD } from "./current-password.server";
import { hit, tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";
import type { ProfileInput } from "./schemas";
import { emailChanged } from "./email-verification.server";
import { updateProfile, type PublicUser } from "./users.server";
import { AppError } from "~/utils/app-error";

export const CURRENT_PASSWORD_FOR_EMAIL = "Please enter your current password to change your email.";

/**
 * Saves the signed-in user's own profile (My Info form and PUT /api/users/:id). A new email
 * needs the current password, as whoever holds a session must not take the account over by
 * moving its email; and as the answer tells whether an address already has an account, email
 * changes are limited per user and per address. A refusal is an AppError: beside the current
 * password (400), beside the email when another account has it (409), or for the whole form
 * when limited (429, with Retry-After).
 */
export async function updateOwnProfile(user: { id: number; email: string }, input: ProfileInput, address: string): Promise<PublicUser> {
  const changingEmail = input.email !== user.email.toLowerCase();
  if (changingEmail) await refuseUnsafeEmailChange(user.id, input.currentPassword, address);
  const updated = await updateProfile(user.id, input);
  if (changingEmail) await emailChanged(user.id);
  return updated;
}

const tooMany = (retryAfterSeconds: number) => new AppError(tooManyAttemptsMessage(retryAfterSeconds), { status: 429, code: "auth-refused", retryAfterSeconds });
const atCurrentPassword = (message: string) => new AppError(message, { status: 400, code: "auth-refused", field: "currentPassword" });

async function refuseUnsafeEmailChange(userId: number, currentPassword: string | undefined, address: string): Promise<void> {
  if (!currentPassword) throw atCurrentPassword(CURRENT_PASSWORD_FOR_EMAIL);
  const limits = await Promise.all([hit(`email-change:user:${userId}`, LIMITS.emailChangePerUser), hit(`email-change:ip:${address}`, LIMITS.emailChangePerIp)]);
  const limited = limits.find((s) => !s.allowed);
  if (limited) throw tooMany(limited.retryAfterSeconds);
  const check = await checkCurrentPassword(userId, currentPassword);
  if (check.ok) return;
  if (check.reason === "limited") throw tooMany(check.retryAfterSeconds);
  throw atCurrentPassword(WRONG_CURRENT_PASSWORD);
}
