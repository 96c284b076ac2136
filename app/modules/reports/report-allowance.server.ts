// What a user may report, whatever they report (conversations, listings): at most one
// open report of a target per user, and REPORT_LIMITS.perUserPerDay reports in any 24 hours,
// counted across every kind. One user's reports are filed one after the other under that user's
// advisory lock, so parallel reports cannot pass either cap together; each report table also has a
// partial unique index (target, reporter) WHERE resolved_at IS NULL that holds the first cap in
// the database itself.
import type { Prisma } from "~/generated/prisma/client";
import { AppError } from "~/utils/app-error";
import { prisma } from "~/utils/db.server";
import { metrics } from "~/utils/metrics.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const REPORT_LIMITS = {
  /** Reports of every kind one user may send in any 24 hours. */
  perUserPerDay: 10,
};

// First key of the two-key advisory lock that serialises one user's reports.
const REPORT_LOCK = 0x72707274; // "rprt"

export const alreadyReportedMessage = (noun: string) => `You have already reported this ${noun}. Our team will review it.`;

export function dailyReportCapMessage(retryAfterSeconds: number) {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / (HOUR / 1000)));
  return `You can send up to ${REPORT_LIMITS.perUserPerDay} reports a day. Please try again in ${hours} hour${hours === 1 ? "" : "s"}.`;
}

/** One thing a user reports: how to tell whether they already have an open report of it, and how to store one. */
export interface ReportTarget<Filed = void> {
  /** What the refusal calls it: "conversation", "listing". */
  noun: string;
  hasOpenReport(tx: Prisma.TransactionClient): Promise<boolean>;
  file(tx: Prisma.TransactionClient): Promise<Filed>;
}

/** The user's reports of every kind since `since`: how many, and when the oldest was sent. */
async function reportsSince(tx: Prisma.TransactionClient, reporterId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  // A new kind of report adds its table's count here.
  const where = { reporterId, createdAt: { gt: since } };
  const kinds = [
    await tx.conversationReport.aggregate({ where, _count: true, _min: { createdAt: true } }),
    await tx.listingReport.aggregate({ where, _count: true, _min: { createdAt: true } }),
  ];
  const oldest = kinds.map((k) => k._min.createdAt).filter((d): d is Date => d !== null);
  return { count: kinds.reduce((sum, k) => sum + k._count, 0), oldest: oldest.length ? new Date(Math.min(...oldest.map((d) => d.getTime()))) : null };
}

/**
 * Stores the user's report of the target and returns what its `file` gives back, or throws a
 * "report-refused" AppError: 409 when they already have an open report of it, 429 (with the
 * wait) past the daily cap.
 */
export async function fileReport<Filed>(reporterId: number, target: ReportTarget<Filed>, at?: Date): Promise<Filed> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REPORT_LOCK}::int, ${reporterId}::int)`;
    // Read the clock once the lock is held: the reports counted may be newer than the call.
    const now = at ?? new Date();
    if (await target.hasOpenReport(tx)) throw new AppError(alreadyReportedMessage(target.noun), { status: 409, code: "report-refused", field: "reason" });
    const recent = await reportsSince(tx, reporterId, new Date(now.getTime() - DAY));
    if (recent.count >= REPORT_LIMITS.perUserPerDay) {
      metrics.rateLimitRefusals.inc({ limit: "reports_per_user_per_day" });
      const retryAfterSeconds = Math.max(1, Math.ceil(((recent.oldest ?? now).getTime() + DAY - now.getTime()) / 1000));
      throw new AppError(dailyReportCapMessage(retryAfterSeconds), { status: 429, code: "report-refused", field: "reason", retryAfterSeconds });
    }
    return target.file(tx);
  });
}
