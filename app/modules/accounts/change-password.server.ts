import type { z } from "zod";
import type { ToastInput } from "~/modules/toast/toast";
import { AppError } from "~/utils/app-error";
import type { CurrentUser } from "./current-user";
import type { serverChangePasswordSchema } from "./password-policy.server";
import { tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { setPassword } from "./users.server";
import { WRONG_CURRENT_PASSWORD, checkCurrentPassword } from "./current-password.server";

export { WRONG_CURRENT_PASSWORD };

export type ChangePasswordInput = z.output<ReturnType<typeof serverChangePasswordSchema>>;

/**
 * The account page's change-password form, as serverChangePasswordSchema has checked it: checks
 * the current password and saves the new one, answering the toast that says so. A refusal is an
 * AppError: beside the current password when it is wrong (400), or for the whole form when too
 * many tries were made (429, with Retry-After).
 */
export async function changePassword(user: CurrentUser, input: ChangePasswordInput): Promise<ToastInput> {
  const { currentPassword, newPassword, signOutOthers } = input;
  const check = await checkCurrentPassword(user.id, currentPassword);
  if (!check.ok && check.reason === "limited") {
    throw new AppError(tooManyAttemptsMessage(check.retryAfterSeconds), { status: 429, code: "auth-refused", retryAfterSeconds: check.retryAfterSeconds });
  }
  if (!check.ok) throw new AppError(WRONG_CURRENT_PASSWORD, { status: 400, code: "auth-refused", field: "currentPassword" });
  await setPassword(user.id, user.sessionId, { newPassword, signOutOthers: signOutOthers ?? false });
  return {
    title: "Password Changed",
    description: signOutOthers ? "Your password has been updated and your other devices were signed out." : "Your password has been updated.",
  };
}
