import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { ToastInput } from "~/modules/toast/toast";
import type { CurrentUser } from "./current-user";
import { serverChangePasswordSchema } from "./password-policy.server";
import { tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { setPassword } from "./users.server";
import { WRONG_CURRENT_PASSWORD, checkCurrentPassword } from "./current-password.server";

export { WRONG_CURRENT_PASSWORD };
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
  const submission = parseWithZod(form, { schema: serverChangePasswordSchema(user) });
  if (submission.status !== "success") return failed(400, submission.reply(HIDE), "Please correct the highlighted fields.");

  const { currentPassword, newPassword, signOutOthers } = submission.value;
  const check = await checkCurrentPassword(user.id, currentPassword);
  if (!check.ok && check.reason === "limited") {
    const message = tooManyAttemptsMessage(check.retryAfterSeconds);
    return failed(429, submission.reply({ ...HIDE, formErrors: [message] }), message);
  }
  if (!check.ok) {
    return failed(400, submission.reply({ ...HIDE, fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] } }), WRONG_CURRENT_PASSWORD);
  }
  await setPassword(user.id, user.sessionId, { newPassword, signOutOthers: signOutOthers ?? false });
  return {
    ok: true,
    toast: {
      title: "Password Changed",
      description: signOutOthers ? "Your password has been updated and your other devices were signed out." : "Your password has been updated.",
    },
  };
}
