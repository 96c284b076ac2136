// /account's mail section: whether the address is confirmed (with "send it again") and which
// notice mails the user gets.
import { setNotices, wantsNotices } from "~/modules/mail/notice-preferences.server";
import type { ToastInput } from "~/modules/toast/toast";
import { isEmailVerified, resendVerificationMail } from "./email-verification.server";
import { tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";

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

export type MailIntentOutcome = { ok: true; toast: ToastInput } | { ok: false; status: number; toast: ToastInput; retryAfterSeconds?: number };

export async function runMailIntent(user: { id: number; email: string }, intent: MailIntent, form: FormData): Promise<MailIntentOutcome> {
  if (intent === "mail-notices") {
    // Both boxes are in one form: an unchecked box is simply absent.
    await setNotices(user.id, "messages", form.get("messages") === "on");
    await setNotices(user.id, "price-drops", form.get("priceDrops") === "on");
    return { ok: true, toast: { title: "Mail Settings Saved", description: "Your mail settings have been updated." } };
  }
  if (await isEmailVerified(user.id)) return { ok: true, toast: { title: "Email Confirmed", description: "Your email address is already confirmed." } };
  const limited = await resendVerificationMail(user.id);
  if (limited) {
    return { ok: false, status: 429, retryAfterSeconds: limited.retryAfterSeconds, toast: { title: "Not Sent", description: tooManyAttemptsMessage(limited.retryAfterSeconds), variant: "destructive" } };
  }
  return { ok: true, toast: { title: "Confirmation Sent", description: `We sent a new confirmation link to ${user.email}.` } };
}
