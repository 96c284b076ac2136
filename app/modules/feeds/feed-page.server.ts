// What /dealer/feeds shows: the latest runs, one run's report, whether a check can be applied,
// what the plan allows, and where the product pulls the feed from.
import { z } from "zod";
import { prisma } from "~/utils/db.server";
import { FEED_PULL_HOURS, isFeedFormat } from "./columns";
import { feedRunOf, latestFeedRuns, type FeedRunView } from "./feed-runs.server";
import { isCheckKept } from "./checked-documents.server";
import { PLAN_ALLOWANCE_SELECT, heldBackMessage, planAllowance } from "./plan-allowance.server";

export interface FeedPage {
  runs: FeedRunView[];
  run: FeedRunView | null;
  canApply: boolean;
  heldBackMessage: string | null;
  planText: string;
  pull: { url: string; everyHours: number; lastPulledAt: string | null } | null;
}

export async function feedPage(dealershipId: number, runId: number | null): Promise<FeedPage> {
  const [runs, run, dealership, pull] = await Promise.all([
    latestFeedRuns(dealershipId),
    runId ? feedRunOf(dealershipId, runId) : null,
    prisma.dealership.findUniqueOrThrow({ where: { id: dealershipId }, select: PLAN_ALLOWANCE_SELECT }),
    prisma.dealerFeed.findUnique({ where: { dealershipId }, select: { url: true, everyHours: true, lastPulledAt: true } }),
  ]);
  const allowance = planAllowance(dealership);
  const canApply = !!run && run.dryRun && run.status === "done" && isFeedFormat(run.format) && (await isCheckKept(dealershipId, run.runId, run.format));
  return {
    runs,
    run,
    canApply,
    heldBackMessage: run ? heldBackMessage(run.heldBack, allowance) : null,
    planText: allowance.planName ? `Your plan, ${allowance.planName}, allows ${allowance.activeListings} active listings.` : "Your dealership has no plan in force: units from a feed are held back until it has one.",
    pull: pull && { url: pull.url, everyHours: pull.everyHours, lastPulledAt: pull.lastPulledAt?.toISOString() ?? null },
  };
}

export const feedPullSchema = z.object({
  url: z
    .string({ error: "Enter the feed's address" })
    .trim()
    .min(1, "Enter the feed's address")
    .max(2000, "The address must be at most 2000 characters")
    .refine((v) => URL.canParse(v) && new URL(v).protocol === "https:", { message: "The address must start with https://" }),
  everyHours: z.coerce
    .number({ error: "Choose how often to pull the feed" })
    .refine((n) => (FEED_PULL_HOURS as readonly number[]).includes(n), { message: "Choose how often to pull the feed" }),
});

/** Where and how often the product pulls the dealership's feed; the next pull is due now. */
export async function saveFeedPull(dealershipId: number, input: z.infer<typeof feedPullSchema>) {
  const values = { url: input.url, everyHours: input.everyHours, nextPullAt: new Date(), etag: null, lastModified: null };
  await prisma.dealerFeed.upsert({ where: { dealershipId }, create: { dealershipId, ...values }, update: values });
}
