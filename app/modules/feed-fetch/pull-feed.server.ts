// The scheduled pull of a dealer's feed from its URL (issue 35, decision 51): a due feed is
// fetched with the validators of its last answer; a 304 only moves its next pull; a new document
// goes to the feed runner; a failure is recorded as a failed run, where the dealer sees it.
import { prisma } from "~/utils/db.server";
import { isAppError } from "~/utils/app-error";
import { log } from "../../shared/log";
import { fetchFeedDocument } from "~/modules/safe-fetch/feed-document.server";
import type { HostLookup, LoopbackPair } from "~/modules/safe-fetch/checked-target.server";
import type { RunFeedInput, FeedRunReport } from "~/modules/feeds/run-feed.server";

export type FeedRunner = (input: RunFeedInput) => Promise<FeedRunReport>;

export type PullOutcome =
  | { outcome: "busy" | "not-due" }
  | { outcome: "not-modified" }
  | { outcome: "ran"; report: FeedRunReport }
  | { outcome: "failed"; error: string };

export interface PullOptions {
  runner: FeedRunner;
  now?: Date;
  /** For tests: the fetch's test allowance and host lookup. */
  fetch?: { allowance?: readonly LoopbackPair[]; lookup?: HostLookup; timeoutMs?: number };
}

const HOUR = 60 * 60 * 1000;
// First key of the two-key advisory lock that lets one pull of a dealer's feed run at a time.
const PULL_LOCK = 0x70756c6c; // "pull"
const UNREADABLE_FEED_MESSAGE = "The feed could not be read. Please check it and try again.";

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Pulls one dealer's feed if it is due. Two pulls of one dealer never overlap: the second finds
 * the first's advisory lock held and does nothing ("busy"), and a pull that finds the feed no longer
 * due (another just pulled it) does nothing either.
 */
export async function pullFeed(dealershipId: number, options: PullOptions): Promise<PullOutcome> {
  return prisma.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<[{ locked: boolean }]>`SELECT pg_try_advisory_xact_lock(${PULL_LOCK}::int, ${dealershipId}::int) AS locked`;
      if (!locked) return { outcome: "busy" } as const;
      return pullLocked(dealershipId, options);
    },
    { maxWait: 10_000, timeout: 2 * HOUR },
  );
}

async function pullLocked(dealershipId: number, { runner, now = new Date(), fetch }: PullOptions): Promise<PullOutcome> {
  const feed = await prisma.dealerFeed.findUnique({ where: { dealershipId } });
  if (!feed || feed.nextPullAt > now) return { outcome: "not-due" };
  const nextPullAt = later(now, feed.everyHours * HOUR);
  const failed = async (error: string): Promise<PullOutcome> => {
    // A run that got as far as starting has recorded its own failure: the dealer sees it once.
    const recorded = await prisma.dealerFeedRun.findFirst({ where: { dealershipId, source: "pull", status: "failed", startedAt: { gte: now } }, select: { id: true } });
    await prisma.$transaction([
      ...(recorded ? [] : [prisma.dealerFeedRun.create({ data: { dealershipId, source: "pull", format: feed.format, status: "failed", error, startedAt: now, finishedAt: new Date() } })]),
      // Tried again within the hour, or at the usual time if that comes sooner.
      prisma.dealerFeed.update({ where: { id: feed.id }, data: { lastPulledAt: now, nextPullAt: later(now, Math.min(HOUR, feed.everyHours * HOUR)) } }),
    ]);
    return { outcome: "failed", error };
  };

  let answer: Awaited<ReturnType<typeof fetchFeedDocument>>;
  try {
    answer = await fetchFeedDocument(feed.url, { etag: feed.etag, lastModified: feed.lastModified }, fetch);
  } catch (error) {
    if (!isAppError(error, "fetch-refused")) throw error;
    return failed(error.message);
  }
  if (answer.notModified) {
    await prisma.dealerFeed.update({ where: { id: feed.id }, data: { lastPulledAt: now, nextPullAt } });
    return { outcome: "not-modified" };
  }

  let report: FeedRunReport;
  try {
    report = await runner({ dealershipId, document: answer.document, format: (feed.format as RunFeedInput["format"]) ?? answer.format, source: "pull", dryRun: false });
  } catch (error) {
    if (!isAppError(error)) log("error", "feed pull run failed", { dealershipId, error: String(error) });
    return failed(isAppError(error) ? error.message : UNREADABLE_FEED_MESSAGE);
  }
  // The validators are kept only once the document was applied, so a failed run is fetched whole again.
  await prisma.dealerFeed.update({ where: { id: feed.id }, data: { etag: answer.etag ?? null, lastModified: answer.lastModified ?? null, lastPulledAt: now, nextPullAt } });
  return { outcome: "ran", report };
}

/** The dealerships whose feed is due (next_pull_at <= now), soonest first. */
export async function dueFeedDealerships(now = new Date(), limit = 500): Promise<number[]> {
  const due = await prisma.dealerFeed.findMany({ where: { nextPullAt: { lte: now } }, orderBy: { nextPullAt: "asc" }, take: limit, select: { dealershipId: true } });
  return due.map((feed) => feed.dealershipId);
}
