// The research page's newsletter, double opt-in: asking mails a confirmation link (valid for a
// week); the address counts as subscribed only once that link is used. Asking again for an
// address already confirmed sends nothing, and neither does asking more than 3 times an hour for
// one address (as with password resets); the answer is the same in every case.
import { createHash, randomBytes } from "node:crypto";
import { composeMail } from "~/modules/mail/layout.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { queueMail } from "~/modules/jobs/mail-queue.server";
import { hit } from "~/modules/rate-limits/counter.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";
import { prisma } from "~/utils/db.server";

export const CONFIRMATION_TTL_MS = 7 * 24 * 3600 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Records the request and mails the confirmation link, unless the address is already confirmed or
 * has been mailed enough this hour (the count is one atomic upsert, so parallel requests cannot
 * pass it). The caller answers the same whatever happened here.
 */
export async function requestSubscription(email: string, now = new Date()): Promise<void> {
  if (!(await hit(`newsletter:email:${email.toLowerCase()}`, LIMITS.newsletterPerEmail)).allowed) return;
  const existing = await prisma.newsletterSubscription.findUnique({ where: { email }, select: { confirmedAt: true } });
  if (existing?.confirmedAt) return;
  const token = randomBytes(32).toString("base64url");
  const pending = { tokenHash: hashToken(token), tokenExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS) };
  await prisma.newsletterSubscription.upsert({ where: { email }, create: { email, ...pending }, update: pending });
  await queueMail(
    composeMail({
      to: email,
      subject: "Confirm your RideMarket newsletter subscription",
      heading: "One click to confirm",
      paragraphs: [
        "Someone, hopefully you, asked for RideMarket's guides and market news at this address, once a month.",
        "If it was not you, ignore this mail: nothing will be sent without the confirmation.",
      ],
      action: { label: "Confirm subscription", url: `${appOrigin()}/newsletter/confirm?token=${token}` },
    }),
  );
}

export type ConfirmationState = "pending" | "confirmed" | "invalid";

/** What a confirmation link is, without using it. */
export async function confirmationState(token: unknown, now = new Date()): Promise<ConfirmationState> {
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return "invalid";
  const row = await prisma.newsletterSubscription.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || !row.tokenExpiresAt || row.tokenExpiresAt <= now) return "invalid";
  return "pending";
}

/** Confirms the subscription the link was mailed for; false for an unknown, used or expired link. */
export async function confirmSubscription(token: unknown, now = new Date()): Promise<boolean> {
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return false;
  const { count } = await prisma.newsletterSubscription.updateMany({
    where: { tokenHash: hashToken(token), tokenExpiresAt: { gt: now } },
    data: { confirmedAt: now, tokenHash: null, tokenExpiresAt: null },
  });
  return count === 1;
}
