// My Info, the account's first page (/account): profile, mail settings, password and passkeys.
import { data, redirect } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/account";
import { readForm } from "~/edge/form-body.server";
import { refusalWithToast, replyWith } from "~/edge/app-error-answers.server";
import { ActionToast } from "~/components/action-toast";
import { ProfileForm } from "~/components/account/profile-form";
import { Passkeys } from "~/components/account/passkeys";
import { ChangePasswordForm } from "~/components/account/change-password-form";
import { MailSettings } from "~/components/account/mail-settings";
import { requireUser } from "~/edge/current-user.server";
import { profileSchema } from "~/modules/accounts/schemas";
import { getUser } from "~/modules/accounts/users.server";
import { updateOwnProfile } from "~/modules/accounts/profile-update.server";
import { clientIp } from "~/modules/security/client-address.server";
import { changePassword } from "~/modules/accounts/change-password.server";
import { serverChangePasswordSchema } from "~/modules/accounts/password-policy.server";
import { isMailIntent, MAIL_REFUSAL_TITLE, mailSettings, runMailIntent } from "~/modules/accounts/mail-settings.server";
import { deletePasskey, listPasskeys } from "~/modules/passkeys/passkeys.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { ACCOUNT_PATHS } from "~/shared/account-paths";
import { parseId } from "~/shared/ids";

export async function loader({ request }: Route.LoaderArgs) {
  const current = await requireUser(request);
  const [user, passkeys, mail] = await Promise.all([getUser(current.id), listPasskeys(current.id), mailSettings(current.id)]);
  if (!user) throw redirect("/login?redirect=%2Faccount");
  return { user, passkeys, mail };
}

const HERE = ACCOUNT_PATHS.info;
const PASSWORDS_HIDDEN = { hideFields: ["currentPassword", "newPassword", "confirmNewPassword"] };
const failedToast = (description: string) => ({ id: String(Date.now()), title: "Update Failed", description, variant: "destructive" as const });

export async function action({ request }: Route.ActionArgs) {
  const current = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === "change-password") {
    const submission = parseWithZod(form, { schema: serverChangePasswordSchema(current) });
    if (submission.status !== "success") {
      return data({ reply: null, passwordReply: submission.reply(PASSWORDS_HIDDEN), toast: failedToast("Please correct the highlighted fields.") }, { status: 400 });
    }
    try {
      return redirectWithToast(HERE, await changePassword(current, submission.value));
    } catch (error) {
      return refusalWithToast(error, "Update Failed", (refusal) => ({ reply: null, passwordReply: replyWith(submission, refusal, PASSWORDS_HIDDEN) }));
    }
  }

  if (isMailIntent(intent)) {
    try {
      return redirectWithToast(HERE, await runMailIntent(current, intent, form));
    } catch (error) {
      return refusalWithToast(error, MAIL_REFUSAL_TITLE, () => ({ reply: null }));
    }
  }

  if (intent === "delete-passkey") {
    const raw = form.get("passkeyId");
    const id = parseId(typeof raw === "string" ? raw : null);
    const removed = id !== null && (await deletePasskey(current.id, id));
    return removed
      ? redirectWithToast(HERE, { title: "Passkey Removed", description: "That passkey can no longer sign in to your account." })
      : data({ reply: null, toast: { id: "pk", title: "Update Failed", description: "That passkey was not found.", variant: "destructive" as const } }, { status: 404 });
  }

  if (intent !== "update-profile") throw data("Unknown action", { status: 400 });
  const submission = parseWithZod(form, { schema: profileSchema });
  const hide = { hideFields: ["currentPassword"] };
  if (submission.status !== "success") {
    return data({ reply: submission.reply(hide), toast: failedToast("Failed to update profile. Please try again.") }, { status: 400 });
  }
  try {
    await updateOwnProfile(current, submission.value, clientIp(request));
  } catch (error) {
    return refusalWithToast(error, "Update Failed", (refusal) => ({ reply: replyWith(submission, refusal, hide) }));
  }
  return redirectWithToast(HERE, { title: "Profile Updated", description: "Your profile has been successfully updated." });
}

export default function MyInfo({ loaderData, actionData }: Route.ComponentProps) {
  const { user, passkeys, mail } = loaderData;
  return (
    <>
      <ProfileForm user={user} lastResult={actionData?.reply} />
      <MailSettings email={user.email} emailVerified={mail.emailVerified} messageNotices={mail.messageNotices} priceDropNotices={mail.priceDropNotices} />
      <ChangePasswordForm lastResult={actionData && "passwordReply" in actionData ? actionData.passwordReply : undefined} />
      <Passkeys passkeys={passkeys} />
      <ActionToast toast={actionData?.toast} />
    </>
  );
}
