// Full-feed runs against the real test Postgres (decision 47): created, changed, unchanged (no
// write at all), missing and back, dry runs, one run at a time, and the plan's allowance.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { runFeed } from "./run-feed.server";
import { RUN_IN_PROGRESS_MESSAGE } from "./feed-runs.server";
import { UNMATCHED_MESSAGE } from "./check-rows";
import { runListingLife } from "~/modules/listing-lifecycle/expiry.server";
import { effectiveStatus } from "~/modules/listings/status";
import { createDealership, feedCsv, type FeedUnitFixture } from "../../../tests/support/feed-fixtures";

const units = (...stocks: string[]): FeedUnitFixture[] => stocks.map((stock) => ({ stock }));

/** Every row the dealership's feed stands behind, with its row version: any write changes it. */
async function rowVersions(dealershipId: number) {
  return prisma.$queryRaw<{ t: string; id: number; v: string }[]>`
    SELECT 'vehicle' AS t, id, xmin::text AS v FROM vehicles WHERE dealership_id = ${dealershipId}
    UNION ALL SELECT 'listing', id, xmin::text FROM listings WHERE dealership_id = ${dealershipId}
    UNION ALL SELECT 'unit', id, xmin::text FROM dealer_feed_units WHERE dealership_id = ${dealershipId}
    UNION ALL SELECT 'photo', id, xmin::text FROM dealer_feed_photos WHERE dealership_id = ${dealershipId}
    ORDER BY 1, 2`;
}

async function listingsByStock(dealershipId: number) {
  const rows = await prisma.dealerFeedUnit.findMany({
    where: { dealershipId },
    select: { stockNumber: true, offReason: true, vehicle: { select: { dealershipId: true, userId: true, listing: { select: { status: true, price: true, dealershipId: true, packageExpiry: true, package: { select: { slug: true } } } } } } },
  });
  return new Map(rows.map((r) => [r.stockNumber, r]));
}

describe("a feed run", () => {
  it("creates each new unit for the dealership, reports each bad row by its line and field, and lists the unknown makes and models", async () => {
    const { dealership, owner } = await createDealership(prisma);
    const csv = feedCsv([
      { stock: "A1", photos: ["https://photos.example/a1-1.jpg", "https://photos.example/a1-2.jpg"] },
      { stock: "A2", price: "not a price" },
      { stock: "A3", model: "Flying Carpet 9000" },
      { stock: "A4", vin: "1HGCM82633A00435X", type: "boat", make: "Sea Ray", model: "SPX 190", year: "2020" },
      { stock: "A5", zip: "00000" },
      { stock: "A6", type: "ATV", make: "honda", model: "crf450r" },
      { stock: "A7", make: "HONDA", model: "crf450r", year: "2022", mileage: "" },
    ]);
    const report = await runFeed({ dealershipId: dealership.id, document: csv, source: "upload", dryRun: false, startedById: owner.id });
    expect(report).toMatchObject({ created: 2, updated: 0, unchanged: 0, unpublished: 0, heldBack: 0 });
    expect(report.rejected).toEqual([
      { row: 3, field: "price", message: "Price must be between $1 and $99,999,999.99" },
      { row: 4, field: "model", message: UNMATCHED_MESSAGE },
      { row: 5, field: "vin", message: expect.stringContaining("A HIN has 12 characters") },
      { row: 6, field: "zip", message: "Please enter a valid zip code" },
      { row: 7, field: "model", message: UNMATCHED_MESSAGE },
    ]);
    expect(report.unmatched).toEqual([
      { make: "Honda", model: "Flying Carpet 9000", rows: [4] },
      { make: "honda", model: "crf450r", rows: [7] },
    ]);

    const listed = await listingsByStock(dealership.id);
    expect([...listed.keys()].sort()).toEqual(["A1", "A7"]);
    const a1 = listed.get("A1")!;
    expect(a1.vehicle).toMatchObject({ dealershipId: dealership.id, userId: owner.id, listing: { status: "active", dealershipId: dealership.id, packageExpiry: null, package: { slug: "pro" } } });
    expect(a1.vehicle!.listing!.price.toFixed(2)).toBe("7500.00");
    const unit = await prisma.dealerFeedUnit.findFirstOrThrow({ where: { dealershipId: dealership.id, stockNumber: "A1" } });
    expect(unit.photoUrls).toEqual(["https://photos.example/a1-1.jpg", "https://photos.example/a1-2.jpg"]);
    const photos = await prisma.dealerFeedPhoto.findMany({ where: { dealershipId: dealership.id }, orderBy: { url: "asc" } });
    expect(photos.map((p) => p.url)).toEqual(["https://photos.example/a1-1.jpg", "https://photos.example/a1-2.jpg"]);
    // Screened as the wizard's listings are.
    expect(await prisma.listingScreening.count({ where: { listing: { dealershipId: dealership.id } } })).toBe(2);
    const jobs = await prisma.$queryRaw<{ data: { dealershipId: number; vehicleIds: number[] } }[]>`SELECT data FROM pgboss.job WHERE name = 'feed-photos' AND (data->>'dealershipId')::int = ${dealership.id}`;
    expect(jobs.map((j) => j.data.vehicleIds.length)).toEqual([2]);
    const run = await prisma.dealerFeedRun.findUniqueOrThrow({ where: { id: report.runId } });
    expect(run).toMatchObject({ status: "done", dryRun: false, created: 2, format: "csv", startedById: owner.id });

    // Paid by the plan: no package expiry, so the listing-life run a year on leaves it on the market.
    await runListingLife(new Date(Date.now() + 400 * 86_400_000));
    const after = await prisma.listing.findFirstOrThrow({ where: { vehicleId: unit.vehicleId! }, select: { status: true, packageExpiry: true } });
    expect(after.status).toBe("active");
    expect(effectiveStatus(after.status, after.packageExpiry, new Date(Date.now() + 400 * 86_400_000))).toBe("active");
  });

  it("writes nothing at all for the same document again: every unit is unchanged", async () => {
    const { dealership } = await createDealership(prisma);
    const csv = feedCsv(units("U1", "U2", "U3").map((u) => ({ ...u, photos: [`https://photos.example/${u.stock}.jpg`] })));
    await runFeed({ dealershipId: dealership.id, document: csv, source: "upload", dryRun: false });
    const before = await rowVersions(dealership.id);
    const screenings = await prisma.listingScreening.count();
    const again = await runFeed({ dealershipId: dealership.id, document: csv, source: "pull", dryRun: false });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, unpublished: 0, rejected: [], unmatched: [] });
    expect(await rowVersions(dealership.id)).toEqual(before);
    expect(await prisma.listingScreening.count()).toBe(screenings);
  });

  it("updates a changed unit's vehicle and listing and screens it again", async () => {
    const { dealership } = await createDealership(prisma);
    await runFeed({ dealershipId: dealership.id, document: feedCsv(units("C1", "C2")), source: "upload", dryRun: false });
    const report = await runFeed({ dealershipId: dealership.id, document: feedCsv([{ stock: "C1", price: "6900", mileage: "1500" }, { stock: "C2" }]), source: "upload", dryRun: false });
    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const c1 = await prisma.dealerFeedUnit.findFirstOrThrow({ where: { dealershipId: dealership.id, stockNumber: "C1" }, select: { vehicle: { select: { mileage: true, listing: { select: { id: true, price: true } } } } } });
    expect(c1.vehicle!.mileage).toBe(1500);
    expect(c1.vehicle!.listing!.price.toFixed(2)).toBe("6900.00");
    expect(await prisma.listingScreening.count({ where: { listingId: c1.vehicle!.listing!.id } })).toBe(2);
  });

  it("unpublishes a unit missing from the feed, and lists it again when it returns", async () => {
    const { dealership } = await createDealership(prisma);
    await runFeed({ dealershipId: dealership.id, document: feedCsv(units("M1", "M2", "M3")), source: "upload", dryRun: false });
    const without = await runFeed({ dealershipId: dealership.id, document: feedCsv(units("M1", "M3")), source: "upload", dryRun: false });
    expect(without).toMatchObject({ created: 0, updated: 0, unchanged: 2, unpublished: 1 });
    let m2 = (await listingsByStock(dealership.id)).get("M2")!;
    expect(m2.offReason).toBe("missing");
    expect(m2.vehicle!.listing!.status).toBe("unpublished");
    // Still missing: nothing more to do.
    expect(await runFeed({ dealershipId: dealership.id, document: feedCsv(units("M1", "M3")), source: "upload", dryRun: false })).toMatchObject({ unchanged: 2, unpublished: 0 });

    const back = await runFeed({ dealershipId: dealership.id, document: feedCsv(units("M1", "M2", "M3")), source: "upload", dryRun: false });
    expect(back).toMatchObject({ created: 0, updated: 1, unchanged: 2, unpublished: 0 });
    m2 = (await listingsByStock(dealership.id)).get("M2")!;
    expect(m2.offReason).toBeNull();
    expect(m2.vehicle!.listing!.status).toBe("active");
  });

  it("writes nothing in a dry run but its report, which counts what applying would do", async () => {
    const { dealership } = await createDealership(prisma);
    await runFeed({ dealershipId: dealership.id, document: feedCsv(units("D1", "D2")), source: "upload", dryRun: false });
    const before = await rowVersions(dealership.id);
    const dry = await runFeed({ dealershipId: dealership.id, document: feedCsv([{ stock: "D1", price: "1234" }, { stock: "D3" }, { stock: "D4", year: "1800" }]), source: "upload", dryRun: true });
    expect(dry).toMatchObject({ created: 1, updated: 1, unchanged: 0, unpublished: 1, rejected: [{ row: 4, field: "year" }] });
    expect(await rowVersions(dealership.id)).toEqual(before);
    expect(await prisma.vehicle.count({ where: { dealershipId: dealership.id } })).toBe(2);
    const run = await prisma.dealerFeedRun.findUniqueOrThrow({ where: { id: dry.runId } });
    expect(run).toMatchObject({ dryRun: true, status: "done", created: 1, updated: 1, unpublished: 1 });
  });

  it("never runs twice at once for one dealership: the second is refused and only one writes", async () => {
    const { dealership } = await createDealership(prisma);
    const csv = feedCsv(units("R1", "R2", "R3", "R4"));
    const outcomes = await Promise.allSettled([
      runFeed({ dealershipId: dealership.id, document: csv, source: "upload", dryRun: false }),
      runFeed({ dealershipId: dealership.id, document: csv, source: "pull", dryRun: false }),
    ]);
    const done = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toMatchObject({ status: 409, message: RUN_IN_PROGRESS_MESSAGE });
    expect(await prisma.vehicle.count({ where: { dealershipId: dealership.id } })).toBe(4);
    expect(await prisma.dealerFeedRun.count({ where: { dealershipId: dealership.id } })).toBe(1);
  });

  it("holds back the units over the plan's count, and lists them once the plan allows", async () => {
    const { dealership } = await createDealership(prisma, { plan: "lot-25" });
    const stocks = Array.from({ length: 27 }, (_, i) => `P${String(i + 1).padStart(2, "0")}`);
    const first = await runFeed({ dealershipId: dealership.id, document: feedCsv(units(...stocks)), source: "upload", dryRun: false });
    expect(first).toMatchObject({ created: 27, heldBack: 2 });
    const listed = await listingsByStock(dealership.id);
    expect(stocks.filter((s) => listed.get(s)!.vehicle!.listing!.status === "active")).toHaveLength(25);
    expect([...listed.values()].filter((u) => u.offReason === "over_plan").map((u) => u.vehicle!.listing!.status)).toEqual(["unpublished", "unpublished"]);

    await prisma.dealership.update({ where: { id: dealership.id }, data: { plan: { connect: { slug: "lot-100" } } } });
    const bigger = await runFeed({ dealershipId: dealership.id, document: feedCsv(units(...stocks)), source: "upload", dryRun: false });
    expect(bigger).toMatchObject({ created: 0, updated: 2, unchanged: 25, heldBack: 0 });
    expect(await prisma.listing.count({ where: { dealershipId: dealership.id, status: "active" } })).toBe(27);
  });

  it("lists nothing for a dealership without a plan in force", async () => {
    const { dealership } = await createDealership(prisma, { plan: "lot-100", subscriptionStatus: "canceled", endsAt: new Date(Date.now() - 86_400_000) });
    const report = await runFeed({ dealershipId: dealership.id, document: feedCsv(units("N1", "N2")), source: "upload", dryRun: false });
    expect(report).toMatchObject({ created: 2, heldBack: 2 });
    expect(await prisma.listing.count({ where: { dealershipId: dealership.id, status: "active" } })).toBe(0);
  });

  it("checks the sample feeds of docs/feeds with no problem: 40 units in CSV, 3 each in XML and JSON", async () => {
    const { dealership } = await createDealership(prisma, { plan: "lot-100" });
    for (const [file, count] of [["sample.csv", 40], ["sample.xml", 3], ["sample.json", 3]] as const) {
      const report = await runFeed({ dealershipId: dealership.id, document: fs.readFileSync(`docs/feeds/${file}`), source: "upload", dryRun: true });
      expect({ file, created: report.created, rejected: report.rejected, unmatched: report.unmatched }).toEqual({ file, created: count, rejected: [], unmatched: [] });
    }
  });
});
