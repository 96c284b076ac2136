// "Forgot your password?": a request queues "mail a reset link to this address" and answers
// the same whether or not the address has an account (the same work happens in the request
// either way: two counters and one job). The worker looks the account up, makes a 30-minute
// single-use token and mails the link; the token is never stored, only its hash.
import { prisma } from "~/utils/db.server";
import { QUEUES, enqueue } from "~/modules/jobs/boss.server";
import { defineJob } from "~/modules/jobs/registry.server";
import { hit } from "~/modules/rate-limits/counter.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";
import { accountLinkMail, type AccountLink } from "./account-link-mail.server";
import { consumeAccountToken, issueAccountToken } from "./account-tokens.server";
import { hashPassword } from "./password.server";
import { liftAccountCeiling } from "./sign-in-throttle.server";

export const RESET_MAIL_SUBJECT = "Reset your RideMarket password";

export type ResetRequestOutcome = { kind: "accepted" } | { kind: "limited"; retryAfterSeconds: number };

/** Counts the request and queues the mail; `limited` only for the caller's address, never per email. */
export async function requestPasswordReset(email: string, address: string): Promise<ResetRequestOutcome> {
  const perAddress = await hit(`reset:ip:${address}`, LIMITS.passwordResetPerIp);
  if (!perAddress.allowed) return { kind: "limited", retryAfterSeconds: perAddress.retryAfterSeconds };
  const perEmail = await hit(`reset:email:${email.toLowerCase()}`, LIMITS.passwordResetPerEmail);
  // Past the per-email limit the answer stays the same, and no more mail goes to that inbox.
  if (perEmail.allowed) await enqueue(QUEUES.passwordReset, { email: email.toLowerCase() });
  return { kind: "accepted" };
}

const RESET_LINK: AccountLink = {
  subject: RESET_MAIL_SUBJECT,
  heading: "Reset your password",
  paragraphs: [
    "Someone, hopefully you, asked to reset the password of your RideMarket account. Choose a new password with the button below. The link works once, within 30 minutes.",
    "If you did not ask for this, ignore this mail: your password stays as it is.",
  ],
  label: "Choose a new password",
  path: "/reset-password",
};

defineJob<{ email: string }>(QUEUES.passwordReset, async ({ email }, mailer) => {
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true, firstName: true } });
  if (!user) return;
  const token = await issueAccountToken(user.id, user.email, "password_reset");
  await mailer.send(accountLinkMail(user, token, RESET_LINK));
});

/**
 * Sets the new password if the token is still good (one caller wins), ends every session of
 * the user, voids their other reset links and lifts the sign-in ceiling strangers may hold on
 * the account (the caller makes the resetting browser a known device). False when the token
 * is used, expired or unknown.
 */
export async function resetPasswordWithToken(token: string, userId: number, newPassword: string): Promise<boolean> {
  const password = await hashPassword(newPassword);
  const email = await prisma.$transaction(async (tx) => {
    if (!(await consumeAccountToken(tx, token, "password_reset", userId))) return null;
    const user = await tx.user.update({ where: { id: userId }, data: { password }, select: { email: true } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.accountToken.deleteMany({ where: { userId, purpose: "password_reset", usedAt: null } });
    return user.email;
  });
  if (email === null) return false;
  await liftAccountCeiling(email);
  return true;
}
