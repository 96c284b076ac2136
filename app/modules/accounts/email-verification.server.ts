// New accounts (and changed addresses) get a mail with a single-use link; opening it marks
// users.email_verified_at. Like reset links, the token is made by the job worker and only its
// hash is stored. Opening a used link again just tells the user the address is verified, since
// mail scanners often open links before the person does.
import { prisma } from "~/utils/db.server";
import { QUEUES, enqueue } from "~/modules/jobs/boss.server";
import { defineJob } from "~/modules/jobs/registry.server";
import { log } from "../../shared/log";
import { accountLinkMail, type AccountLink } from "./account-link-mail.server";
import { consumeAccountToken, inspectAccountToken, issueAccountToken } from "./account-tokens.server";
import { hit, type LimitState } from "~/modules/rate-limits/counter.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";

export const VERIFY_MAIL_SUBJECT = "Confirm your email address";

export async function isEmailVerified(userId: number): Promise<boolean> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  return !!user?.emailVerifiedAt;
}

/** Queues the verification mail. A failure is logged, not thrown: the account exists, and the mail can be asked for again. */
export async function queueVerificationMail(userId: number): Promise<void> {
  try {
    await enqueue(QUEUES.emailVerification, { userId }, { singletonKey: `verify:${userId}`, singletonSeconds: 60 });
  } catch (error) {
    log("error", "could not queue the verification mail", { userId, error: String(error) });
  }
}

/** The /account "send it again" button, limited per user; null when queued. */
export async function resendVerificationMail(userId: number): Promise<LimitState | null> {
  const limit = await hit(`verify-resend:user:${userId}`, LIMITS.verificationResendPerUser);
  if (!limit.allowed) return limit;
  await enqueue(QUEUES.emailVerification, { userId });
  return null;
}

/** After an email change: the new address is unverified until its own link is opened. */
export async function emailChanged(userId: number) {
  await prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: null } });
  await queueVerificationMail(userId);
}

const VERIFY_LINK: AccountLink = {
  subject: VERIFY_MAIL_SUBJECT,
  heading: "Confirm your email address",
  paragraphs: [
    "Welcome to RideMarket. Please confirm that this is your email address, so buyers and sellers can trust your messages. The link works once, within 7 days.",
    "If you did not create an account, ignore this mail.",
  ],
  label: "Confirm my email",
  path: "/verify-email",
};

defineJob<{ userId: number }>(QUEUES.emailVerification, async ({ userId }, mailer) => {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true, email: true, firstName: true, emailVerifiedAt: true } });
  if (!user || user.emailVerifiedAt) return;
  const token = await issueAccountToken(user.id, user.email, "email_verification");
  await mailer.send(accountLinkMail(user, token, VERIFY_LINK));
});

export type VerifyOutcome = "verified" | "already-verified" | "invalid";

/** Opens a verification link: marks the address verified once; a used link of a verified address says so. */
export async function verifyEmailWithToken(token: unknown): Promise<VerifyOutcome> {
  const found = await inspectAccountToken(token, "email_verification");
  if (found.state === "unknown" || !found.userId) return "invalid";
  const userId = found.userId;
  if (found.state === "usable") {
    const done = await prisma.$transaction(async (tx) => {
      if (!(await consumeAccountToken(tx, token as string, "email_verification", userId))) return false;
      await tx.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
      return true;
    });
    if (done) return "verified";
  }
  return (await isEmailVerified(userId)) ? "already-verified" : "invalid";
}
