// The runs of a dealership's feed: one at a time (decision 47), each kept with its report.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import type { RejectedRow, UnmatchedModel } from "./check-rows";

export const RUN_IN_PROGRESS_MESSAGE = "A feed run for this dealership is already in progress.";
// First key of the two-key advisory lock that makes "is a run going?" and starting one a single step.
const FEED_RUN_LOCK = 0x66656564; // "feed"
/** A run still "running" after this long died with its process: it no longer blocks the next. */
const RUN_STALE_MS = 60 * 60 * 1000;

export interface FeedRunReport {
  runId: number;
  created: number;
  updated: number;
  unchanged: number;
  unpublished: number;
  heldBack: number;
  rejected: RejectedRow[];
  unmatched: UnmatchedModel[];
}

/** Records a run as started, or refuses with 409 while another run of the dealership is going. */
export async function startFeedRun(input: { dealershipId: number; source: "upload" | "pull"; dryRun: boolean; startedById?: number; format?: string }): Promise<number> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FEED_RUN_LOCK}::int, ${input.dealershipId}::int)`;
    const running = await tx.dealerFeedRun.findFirst({
      where: { dealershipId: input.dealershipId, status: "running", startedAt: { gt: new Date(Date.now() - RUN_STALE_MS) } },
      select: { id: true },
    });
    if (running) throw new AppError(RUN_IN_PROGRESS_MESSAGE, { status: 409, code: "conflict" });
    const run = await tx.dealerFeedRun.create({
      data: { dealershipId: input.dealershipId, source: input.source, dryRun: input.dryRun, startedById: input.startedById ?? null, format: input.format ?? null },
      select: { id: true },
    });
    return run.id;
  });
}

export async function finishFeedRun(report: FeedRunReport, format: string) {
  await prisma.dealerFeedRun.update({
    where: { id: report.runId },
    data: {
      status: "done",
      format,
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      unpublished: report.unpublished,
      heldBack: report.heldBack,
      rejected: report.rejected as unknown as Prisma.InputJsonArray,
      unmatched: report.unmatched as unknown as Prisma.InputJsonArray,
      finishedAt: new Date(),
    },
  });
}

export async function failFeedRun(runId: number, error: string) {
  await prisma.dealerFeedRun.update({ where: { id: runId }, data: { status: "failed", error: error.slice(0, 2000), finishedAt: new Date() } });
}

export interface FeedRunView extends FeedRunReport {
  source: string;
  format: string | null;
  dryRun: boolean;
  status: string;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

const RUN_SELECT = {
  id: true, source: true, format: true, dryRun: true, status: true, error: true, created: true, updated: true, unchanged: true,
  unpublished: true, heldBack: true, rejected: true, unmatched: true, startedAt: true, finishedAt: true,
} as const;

type RunRow = Prisma.DealerFeedRunGetPayload<{ select: typeof RUN_SELECT }>;

const viewOf = (r: RunRow): FeedRunView => ({
  runId: r.id,
  source: r.source,
  format: r.format,
  dryRun: r.dryRun,
  status: r.status,
  error: r.error,
  created: r.created,
  updated: r.updated,
  unchanged: r.unchanged,
  unpublished: r.unpublished,
  heldBack: r.heldBack,
  rejected: r.rejected as unknown as RejectedRow[],
  unmatched: r.unmatched as unknown as UnmatchedModel[],
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** One run of this dealership's, or null (also for another dealership's run). */
export async function feedRunOf(dealershipId: number, runId: number): Promise<FeedRunView | null> {
  const row = await prisma.dealerFeedRun.findFirst({ where: { id: runId, dealershipId }, select: RUN_SELECT });
  return row && viewOf(row);
}

export async function latestFeedRuns(dealershipId: number, take = 10): Promise<FeedRunView[]> {
  const rows = await prisma.dealerFeedRun.findMany({ where: { dealershipId }, orderBy: { startedAt: "desc" }, take, select: RUN_SELECT });
  return rows.map(viewOf);
}
