// /account's mail section: whether the address is confirmed (with "send it again") and which
// notice mails the user gets.
import { setNotices, wantsNotices } from "~/modules/mail/notice-preferences.server";
import type { ToastInput } from "~/modules/toast/toast";
import { isEmailVerified, resendVerificationMail } from "./email-verification.server";
import { tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { AppError } from "~/utils/app-error";

const MAIL_INTENTS = ["resend-verification", "mail-notices"] as const;
export type MailIntent = (typeof MAIL_INTENTS)[number];

export const isMailIntent = (value: unknown): value is MailIntent => MAIL_INTENTS.includes(value as MailIntent);

export async function mailSettings(userId: number) {
  const [emailVerified, messageNotices, priceDropNotices] = await Promise.all([
    isEmailVerified(userId),
    wantsNotices(userId, "messages"),
    wantsNotices(userId, "price-drops"),
  ]);
  return { emailVerified, messageNotices, priceDropNotices };
}

/** Runs the mail form's intent: the toast to show, or an AppError (429, with Retry-After) when a resend is limited. */
export async function runMailIntent(user: { id: number; email: string }, intent: MailIntent, form: FormData): Promise<ToastInput> {
  if (intent === "mail-notices") {
    // Both boxes are in one form: an unchecked box is simply absent.
    await setNotices(user.id, "messages", form.get("messages") === "on");
    await setNotices(user.id, "price-drops", form.get("priceDrops") === "on");
    return { title: "Mail Settings Saved", description: "Your mail settings have been updated." };
  }
  if (await isEmailVerified(user.id)) return { title: "Email Confirmed", description: "Your email address is already confirmed." };
  const limited = await resendVerificationMail(user.id);
  if (limited) throw new AppError(tooManyAttemptsMessage(limited.retryAfterSeconds), { status: 429, retryAfterSeconds: limited.retryAfterSeconds });
  return { title: "Confirmation Sent", description: `We sent a new confirmation link to ${user.email}.` };
}

/** The title of the toast that tells a refused mail intent. */
export const MAIL_REFUSAL_TITLE = "Not Sent";
