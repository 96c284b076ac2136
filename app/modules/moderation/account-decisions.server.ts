// Suspending and restoring an account (decision 43), each one transaction with its audit entry.
// Suspending ends the account's sessions at once (the rows go: the next request is signed out),
// hides its listings on the market or in review with `hidden_with_seller`, and closes the open
// reports against it; the relay refuses its messages (conversations/sending.server.ts).
// Restoring brings back only the listings hidden with it, never those staff hid on their own.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { recordAudit } from "~/modules/staff/audit-log.server";
import { isStaffRole } from "~/modules/staff/roles";
import { auditActor, type Moderator } from "./actor";
import type { AccountAction } from "./decision-schema";
import { mailReporters, OUTCOME_TEXT, type Reporter } from "./outcome-mail.server";
import { conflict, MODERATION_TEXT, notFound } from "./refusals";

export interface AccountDecision {
  userId: number;
  action: AccountAction;
  suspended: boolean;
  listings: number[];
}

async function lockUser(tx: Prisma.TransactionClient, userId: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  if (rows.length === 0) throw notFound(MODERATION_TEXT.accountNotFound);
  return tx.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, role: true, suspendedAt: true } });
}

/** Open reports of the account's listings, and of its conversations by the other side. */
async function closeReportsAgainst(tx: Prisma.TransactionClient, userId: number, moderatorId: number, now: Date): Promise<Reporter[]> {
  const outcome = OUTCOME_TEXT.suspend;
  const listingReports = await tx.listingReport.findMany({
    where: { resolvedAt: null, listing: { userId } },
    select: { id: true, reporter: { select: { email: true } } },
  });
  const conversationReports = await tx.conversationReport.findMany({
    where: { resolvedAt: null, reporterId: { not: userId }, conversation: { OR: [{ buyerId: userId }, { sellerId: userId }] } },
    select: { id: true, reporter: { select: { email: true } } },
  });
  await tx.listingReport.updateMany({ where: { id: { in: listingReports.map((r) => r.id) } }, data: { resolvedAt: now, outcome } });
  await tx.conversationReport.updateMany({ where: { id: { in: conversationReports.map((r) => r.id) } }, data: { resolvedAt: now } });
  await tx.listingScreening.updateMany({ where: { reviewedAt: null, listing: { userId } }, data: { reviewedAt: now, reviewedBy: moderatorId } });
  return [
    ...listingReports.map((r) => ({ reportId: r.id, kind: "listing" as const, email: r.reporter.email })),
    ...conversationReports.map((r) => ({ reportId: r.id, kind: "conversation" as const, email: r.reporter.email })),
  ];
}

export async function decideAccount(moderator: Moderator, userId: number, action: AccountAction, reason: string): Promise<AccountDecision> {
  const now = new Date();
  const { decision, reporters } = await prisma.$transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (action === "suspend") {
      if (user.suspendedAt) throw conflict(MODERATION_TEXT.alreadySuspended);
      if (isStaffRole(user.role)) throw conflict(MODERATION_TEXT.staffAccount);
      await tx.user.update({ where: { id: userId }, data: { suspendedAt: now } });
      const sessions = await tx.session.deleteMany({ where: { userId } });
      const hidden = await tx.$queryRaw<{ id: number }[]>`
        UPDATE listings SET status_before_moderation = status, status = 'hidden', hidden_with_seller = true, updated_at = now()
        WHERE user_id = ${userId} AND status IN ('active', 'pending', 'in_review') RETURNING id`;
      const reporters = await closeReportsAgainst(tx, userId, moderator.id, now);
      const listings = hidden.map((r) => r.id).sort((a, b) => a - b);
      await recordAudit(tx, {
        actor: auditActor(moderator),
        action: "account.suspend",
        subject: { kind: "user", id: userId },
        reason,
        before: { suspendedAt: null },
        after: { suspendedAt: now.toISOString(), sessionsEnded: sessions.count, listingsHidden: listings, reportsResolved: reporters.length },
      });
      return { decision: { userId, action, suspended: true, listings }, reporters };
    }
    if (!user.suspendedAt) throw conflict(MODERATION_TEXT.notSuspended);
    await tx.user.update({ where: { id: userId }, data: { suspendedAt: null } });
    const restored = await tx.$queryRaw<{ id: number }[]>`
      UPDATE listings SET status = COALESCE(status_before_moderation, 'active'), status_before_moderation = NULL, hidden_with_seller = false, updated_at = now()
      WHERE user_id = ${userId} AND status = 'hidden' AND hidden_with_seller RETURNING id`;
    const listings = restored.map((r) => r.id).sort((a, b) => a - b);
    await recordAudit(tx, {
      actor: auditActor(moderator),
      action: "account.restore",
      subject: { kind: "user", id: userId },
      reason,
      before: { suspendedAt: user.suspendedAt.toISOString() },
      after: { suspendedAt: null, listingsRestored: listings },
    });
    return { decision: { userId, action, suspended: false, listings }, reporters: [] as Reporter[] };
  });
  await mailReporters(reporters, "an account on RideMarket", "suspend");
  return decision;
}
