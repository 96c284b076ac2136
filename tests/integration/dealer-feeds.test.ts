// The dealer feed's API and page through the production request pipeline: who may run and read a
// dealership's feed (a member of another dealership gets 404, a sales member may only read), the
// report as JSON, and the page's check then apply, applied once.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { RUN_IN_PROGRESS_MESSAGE } from "~/modules/feeds/feed-runs.server";
import { ALREADY_APPLIED_MESSAGE } from "~/modules/feeds/checked-documents.server";
import { NO_FEED_FILE_MESSAGE } from "~/modules/feeds/feed-upload.server";
import { callPage, requestApp, sessionCookieFor } from "../support/app-requests";
import { addDealerMember, createDealership, feedCsv } from "../support/feed-fixtures";
import { createUser } from "../support/fixtures";

const feedFile = (csv: string, name = "lot.csv") => new File([csv], name, { type: "text/csv" });
const GOOD = feedCsv([{ stock: "API1" }, { stock: "API2" }, { stock: "API3", vin: "not a vin" }]);

let slug: string;
let dealershipId: number;
let manager: string;
let sales: string;
let stranger: string;
let outsider: string;
beforeAll(async () => {
  const here = await createDealership(prisma);
  const other = await createDealership(prisma);
  slug = here.dealership.slug;
  dealershipId = here.dealership.id;
  manager = await sessionCookieFor((await addDealerMember(prisma, dealershipId, "manager")).id);
  sales = await sessionCookieFor((await addDealerMember(prisma, dealershipId, "sales")).id);
  stranger = await sessionCookieFor(other.owner.id);
  outsider = await sessionCookieFor((await createUser(prisma)).id);
});

describe("the feed-runs API", () => {
  it("checks a feed with ?dryRun=1, writing nothing, then applies it; the run and the listings read back with stock numbers", async () => {
    const dry = await requestApp({ url: `/api/dealers/${slug}/feed-runs?dryRun=1`, cookie: manager, form: { file: feedFile(GOOD) } });
    expect(dry.status).toBe(200);
    const checked = JSON.parse(dry.text);
    expect(checked).toMatchObject({ created: 2, updated: 0, unchanged: 0, unpublished: 0, heldBack: 0, unmatched: [] });
    expect(checked.rejected).toEqual([{ row: 4, field: "vin", message: "A VIN has 17 letters and digits (no I, O or Q)." }]);
    expect(await prisma.vehicle.count({ where: { dealershipId } })).toBe(0);

    const applied = await requestApp({ url: `/api/dealers/${slug}/feed-runs`, cookie: manager, form: { file: feedFile(GOOD) } });
    expect(applied.status).toBe(201);
    const report = JSON.parse(applied.text);
    expect(report).toMatchObject({ created: 2 });

    const run = await requestApp({ url: `/api/dealers/${slug}/feed-runs/${report.runId}`, cookie: sales });
    expect(run.status).toBe(200);
    expect(JSON.parse(run.text)).toMatchObject({ runId: report.runId, dryRun: false, status: "done", created: 2, source: "upload", format: "csv" });

    const listings = await requestApp({ url: `/api/dealers/${slug}/listings`, cookie: sales });
    expect(listings.status).toBe(200);
    expect(JSON.parse(listings.text).listings.map((l: { stockNumber: string; status: string }) => [l.stockNumber, l.status])).toEqual([
      ["API1", "active"],
      ["API2", "active"],
    ]);
  });

  it("refuses a request without a file, and a sales member's run", async () => {
    const empty = await requestApp({ url: `/api/dealers/${slug}/feed-runs`, cookie: manager, form: { note: "no file" } });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text)).toEqual({ error: NO_FEED_FILE_MESSAGE, field: "file" });
    const bySales = await requestApp({ url: `/api/dealers/${slug}/feed-runs`, cookie: sales, form: { file: feedFile(GOOD) } });
    expect(bySales.status).toBe(403);
  });

  it("answers 404 to a member of another dealership and to a user of none, on every address, and 401 signed out", async () => {
    const run = await prisma.dealerFeedRun.findFirstOrThrow({ where: { dealershipId } });
    for (const cookie of [stranger, outsider]) {
      expect((await requestApp({ url: `/api/dealers/${slug}/feed-runs?dryRun=1`, cookie, form: { file: feedFile(GOOD) } })).status).toBe(404);
      expect((await requestApp({ url: `/api/dealers/${slug}/feed-runs/${run.id}`, cookie })).status).toBe(404);
      expect((await requestApp({ url: `/api/dealers/${slug}/listings`, cookie })).status).toBe(404);
    }
    expect((await requestApp({ url: `/api/dealers/${slug}/listings`, cookie: null })).status).toBe(401);
    // Their own dealership's address does not reach this dealership's run either.
    const strangerSlug = (await prisma.dealershipMember.findFirstOrThrow({ where: { dealership: { slug: { not: slug } }, role: "owner" }, select: { dealership: { select: { slug: true } } }, orderBy: { createdAt: "desc" } })).dealership.slug;
    expect((await requestApp({ url: `/api/dealers/${strangerSlug}/feed-runs/${run.id}`, cookie: stranger })).status).toBe(404);
  });

  it("answers 409 while another run of the dealership is going", async () => {
    const running = await prisma.dealerFeedRun.create({ data: { dealershipId, source: "pull" } });
    const refused = await requestApp({ url: `/api/dealers/${slug}/feed-runs`, cookie: manager, form: { file: feedFile(GOOD) } });
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text).error).toBe(RUN_IN_PROGRESS_MESSAGE);
    await prisma.dealerFeedRun.update({ where: { id: running.id }, data: { status: "failed" } });
  });
});

describe("the feed page", () => {
  it("checks an upload, shows the report, applies it once, and refuses a second Apply", async () => {
    const { dealership, owner } = await createDealership(prisma);
    const cookie = await sessionCookieFor(owner.id);
    const checked = await callPage("/dealer/feeds", cookie, { file: feedFile(feedCsv([{ stock: "PG1" }, { stock: "PG2", year: "1890" }])) });
    expect(checked.status).toBe(302);
    const runId = Number(new URL(checked.location!, "http://localhost").searchParams.get("run"));
    expect(await prisma.vehicle.count({ where: { dealershipId: dealership.id } })).toBe(0);

    const page = await callPage(`/dealer/feeds?run=${runId}`, cookie);
    expect(page.data).toMatchObject({ canRun: true, canApply: true, run: { runId, dryRun: true, created: 1, rejected: [{ row: 3, field: "year" }] } });

    const applied = await callPage("/dealer/feeds", cookie, { intent: "apply", run: String(runId) });
    expect(applied.status).toBe(302);
    expect(await prisma.listing.count({ where: { dealershipId: dealership.id, status: "active" } })).toBe(1);
    const again = await callPage("/dealer/feeds", cookie, { intent: "apply", run: String(runId) });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ intent: "apply", error: ALREADY_APPLIED_MESSAGE });
    expect(await prisma.vehicle.count({ where: { dealershipId: dealership.id } })).toBe(1);
    expect((await callPage(`/dealer/feeds?run=${runId}`, cookie)).data).toMatchObject({ canApply: false });
  });

  it("lets a sales member read the page but not run or set the feed; 404 for a user of no dealership", async () => {
    const read = await callPage("/dealer/feeds", sales);
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ canRun: false });
    expect((await callPage("/dealer/feeds", sales, { intent: "pull", url: "https://feeds.example/lot.csv", everyHours: "24" })).status).toBe(403);
    expect((await callPage("/dealer/feeds", outsider)).status).toBe(404);
  });

  it("keeps the address to pull the feed from, https only", async () => {
    const refused = await callPage("/dealer/feeds", manager, { intent: "pull", url: "http://feeds.example/lot.csv", everyHours: "24" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ field: "url", error: "The address must start with https://" });
    const saved = await callPage("/dealer/feeds", manager, { intent: "pull", url: "https://feeds.example/lot.csv", everyHours: "6" });
    expect(saved.status).toBe(302);
    expect(await prisma.dealerFeed.findUnique({ where: { dealershipId }, select: { url: true, everyHours: true } })).toEqual({ url: "https://feeds.example/lot.csv", everyHours: 6 });
  });
});
