// One run of a dealer's feed (decision 47), uploaded or pulled: full, keyed by stock number,
// idempotent, one at a time per dealership. A dry run writes only its report.
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { QUEUES, enqueue } from "~/modules/jobs/boss.server";
import { log } from "../../shared/log";
import { parseFeed } from "./parse-feed";
import { loadFeedCatalog } from "./feed-catalog.server";
import { checkFeedRows } from "./check-rows";
import { planFeed, type StoredUnit } from "./feed-plan";
import { applyFeedPlan } from "./apply-plan.server";
import { PLAN_ALLOWANCE_SELECT, planAllowance } from "./plan-allowance.server";
import { failFeedRun, finishFeedRun, startFeedRun, type FeedRunReport } from "./feed-runs.server";
import type { FeedFormat } from "./columns";

export type { FeedRunReport };

export interface RunFeedInput {
  dealershipId: number;
  document: Buffer | string;
  format?: "csv" | "xml" | "json";
  source: "upload" | "pull";
  dryRun: boolean;
  startedById?: number;
}

export async function runFeed(input: RunFeedInput): Promise<FeedRunReport> {
  const dealership = await prisma.dealership.findUnique({
    where: { id: input.dealershipId },
    select: { id: true, zip: true, ...PLAN_ALLOWANCE_SELECT, members: { where: { role: "owner" }, orderBy: { createdAt: "asc" }, take: 1, select: { userId: true } } },
  });
  if (!dealership) throw new AppError("Not found", { status: 404, code: "not-found" });
  const ownerId = dealership.members[0]?.userId;
  if (ownerId === undefined) throw new AppError("This dealership has no owner to list its units.", { status: 409, code: "conflict" });
  const runId = await startFeedRun(input);
  try {
    return await runStarted(runId, input, { dealershipZip: dealership.zip, ownerId, allowance: planAllowance(dealership).activeListings });
  } catch (error) {
    await failFeedRun(runId, error instanceof Error ? error.message : String(error)).catch(() => {});
    throw error;
  }
}

async function runStarted(runId: number, input: RunFeedInput, d: { dealershipZip: string; ownerId: number; allowance: number }): Promise<FeedRunReport> {
  const { format, rows } = parseFeed(input.document, input.format as FeedFormat | undefined);
  const catalog = await loadFeedCatalog([d.dealershipZip, ...rows.map((r) => r.values.zip ?? "").filter(Boolean)]);
  const checked = checkFeedRows(rows, catalog, d.dealershipZip);
  const stored = await storedUnits(input.dealershipId);
  const present = new Set(rows.map((r) => r.values.stock_number ?? "").filter(Boolean));
  const others = await othersOnMarket(input.dealershipId);
  const plan = planFeed(checked.units, stored, d.allowance, others, present);
  const report: FeedRunReport = {
    runId,
    created: plan.creates.length,
    updated: plan.changes.length + plan.moves.length,
    unchanged: plan.unchanged,
    unpublished: plan.missing.length,
    heldBack: plan.heldBack,
    rejected: checked.rejected,
    unmatched: checked.unmatched,
  };
  if (!input.dryRun) {
    const vehicleIds = await applyFeedPlan(plan, { dealershipId: input.dealershipId, ownerId: d.ownerId, packageId: catalog.packageId, runId });
    await sendPhotoJob(input.dealershipId, vehicleIds);
  }
  await finishFeedRun(report, format);
  return report;
}

/** The units the dealership's feeds have named, with their listings' statuses. */
async function storedUnits(dealershipId: number): Promise<Map<string, StoredUnit>> {
  const rows = await prisma.$queryRaw<StoredUnit[]>`
    SELECT u.id, u.stock_number AS "stockNumber", u.vehicle_id AS "vehicleId", l.id AS "listingId", u.row_hash AS "rowHash",
           u.off_reason AS "offReason", l.status::text AS status
      FROM dealer_feed_units u LEFT JOIN listings l ON l.vehicle_id = u.vehicle_id
     WHERE u.dealership_id = ${dealershipId}`;
  return new Map(rows.map((r) => [r.stockNumber, r]));
}

/** The dealership's listings on the market that no feed unit stands for (typed in by its members). */
async function othersOnMarket(dealershipId: number): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM listings l
     WHERE l.dealership_id = ${dealershipId} AND l.status IN ('active', 'pending')
       AND NOT EXISTS (SELECT 1 FROM dealer_feed_units u WHERE u.vehicle_id = l.vehicle_id)`;
  return row!.n;
}

/** Asks the photo worker to fetch the photos of the vehicles written; a failure to ask is logged, the run stands. */
async function sendPhotoJob(dealershipId: number, vehicleIds: number[]) {
  if (!vehicleIds.length) return;
  try {
    await enqueue(QUEUES.feedPhotos, { dealershipId, vehicleIds });
  } catch (error) {
    log("error", "feed photos not queued", { dealershipId, error: error instanceof Error ? error.message : String(error) });
  }
}
