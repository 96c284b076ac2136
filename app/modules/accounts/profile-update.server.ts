import { checkCurrentPassword, WRONG_CURRENT_PASSWORD } from "./current-password.server";
import { hit, tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";
import type { ProfileInput } from "./schemas";
import { emailChanged } from "./email-verification.server";
import { updateProfile, type PublicUser } from "./users.server";
import { isAppError } from "~/utils/app-error";

export const CURRENT_PASSWORD_FOR_EMAIL = "Please enter your current password to change your email.";

export type ProfileUpdate =
  | { ok: true; user: PublicUser }
  | { ok: false; status: number; field: "currentPassword" | "email" | null; message: string; retryAfterSeconds?: number };

/**
 * Saves the signed-in user's own profile (My Info form and PUT /api/users/:id). A new email
 * needs the current password, as whoever holds a session must not take the account over by
 * moving its email; and as the answer tells whether an address already has an account, email
 * changes are limited per user and per address.
 */
export async function updateOwnProfile(user: { id: number; email: string }, input: ProfileInput, address: string): Promise<ProfileUpdate> {
  const changingEmail = input.email !== user.email.toLowerCase();
  if (changingEmail) {
    const refused = await emailChangeRefusal(user.id, input.currentPassword, address);
    if (refused) return refused;
  }
  try {
    const updated = await updateProfile(user.id, input);
    if (changingEmail) await emailChanged(user.id);
    return { ok: true, user: updated };
  } catch (error) {
    if (isAppError(error, "duplicate-email")) return { ok: false, status: 409, field: "email", message: error.message };
    throw error;
  }
}

async function emailChangeRefusal(userId: number, currentPassword: string | undefined, address: string): Promise<ProfileUpdate | null> {
  if (!currentPassword) return { ok: false, status: 400, field: "currentPassword", message: CURRENT_PASSWORD_FOR_EMAIL };
  const limits = await Promise.all([hit(`email-change:user:${userId}`, LIMITS.emailChangePerUser), hit(`email-change:ip:${address}`, LIMITS.emailChangePerIp)]);
  const limited = limits.find((s) => !s.allowed);
  if (limited) return { ok: false, status: 429, field: null, message: tooManyAttemptsMessage(limited.retryAfterSeconds), retryAfterSeconds: limited.retryAfterSeconds };
  const check = await checkCurrentPassword(userId, currentPassword);
  if (check.ok) return null;
  if (check.reason === "limited") {
    return { ok: false, status: 429, field: null, message: tooManyAttemptsMessage(check.retryAfterSeconds), retryAfterSeconds: check.retryAfterSeconds };
  }
  return { ok: false, status: 400, field: "currentPassword", message: WRONG_CURRENT_PASSWORD };
}
