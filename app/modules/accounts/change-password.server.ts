import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { ToastInput } from "~/modules/toast/toast";
import type { CurrentUser } from "./current-user.server";
import { serverChangePasswordSchema } from "./password-policy.server";
import { LIMITS, hit, reset, tooManyAttemptsMessage } from "./rate-limit.server";
import { changePassword } from "./users.server";

export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect.";
const HIDE = { hideFields: ["currentPassword", "newPassword", "confirmNewPassword"] };

export type ChangePasswordOutcome =
  | { ok: true; toast: ToastInput }
  | { ok: false; status: number; reply: SubmissionResult<string[]>; toast: ToastInput & { id: string } };

const failed = (status: number, reply: SubmissionResult<string[]>, description: string): ChangePasswordOutcome => ({
  ok: false,
  status,
  reply,
  toast: { id: String(Date.now()), title: "Update Failed", description, variant: "destructive" },
});

/** The account page's change-password form: validates, checks the current password, saves. */
export async function runChangePassword(user: CurrentUser, form: FormData): Promise<ChangePasswordOutcome> {
  const submission = parseWithZod(form, { schema: serverChangePasswordSchema });
  if (submission.status !== "success") return failed(400, submission.reply(HIDE), "Please correct the highlighted fields.");

  // Guessing the current password from a stolen session counts against the same lockout as sign-in.
  const key = `signin:account:${user.email}`;
  const attempt = await hit(`password-change:user:${user.id}`, LIMITS.signInPerAccount);
  if (!attempt.allowed) {
    const message = tooManyAttemptsMessage(attempt.retryAfterSeconds);
    return failed(429, submission.reply({ ...HIDE, formErrors: [message] }), message);
  }
  const { currentPassword, newPassword, signOutOthers } = submission.value;
  const result = await changePassword(user.id, user.sessionId, { currentPassword, newPassword, signOutOthers: signOutOthers ?? false });
  if (!result.ok) {
    return failed(400, submission.reply({ ...HIDE, fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] } }), WRONG_CURRENT_PASSWORD);
  }
  await Promise.all([reset(`password-change:user:${user.id}`), reset(key)]);
  return {
    ok: true,
    toast: {
      title: "Password Changed",
      description: result.otherSessionsEnded ? "Your password has been updated and your other devices were signed out." : "Your password has been updated.",
    },
  };
}
