// Reports of listings against the real database: the form's rules, who may report which listing,
// one open report per listing and user, and the daily cap counted across every kind of report.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { isAppError } from "~/utils/app-error";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { reportListing } from "./listing-reports.server";
import { LISTING_REPORT_TEXT } from "./listing-report-rules";
import { alreadyReportedMessage, REPORT_LIMITS } from "./report-allowance.server";

const HOUR = 60 * 60 * 1000;

const bike = async (userId?: number, status: "active" | "sold" | "pending" | "expired" = "active") =>
  createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210", userId, status });

type Outcome = { ok: true; id: number } | { ok: false; status: number; error: string; field?: string; fields?: Record<string, string>; retryAfterSeconds?: number };
async function report(userId: number, vehicleId: number, input: unknown): Promise<Outcome> {
  try {
    return { ok: true, ...(await reportListing(userId, vehicleId, input)) };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ok: false, status: error.status, error: error.message, field: error.field, fields: error.fields, retryAfterSeconds: error.retryAfterSeconds };
  }
}

/** A conversation of `buyerId` about a listing, for conversation reports. */
async function conversationOf(buyerId: number) {
  const v = await bike();
  return prisma.conversation.create({ data: { vehicleId: v.id, buyerId, sellerId: v.userId, listingTitle: "2019 Honda CRF450R" } });
}

describe("reporting a listing", () => {
  it("stores the reason and the details, and returns the report's id", async () => {
    const buyer = await createUser(prisma);
    const v = await bike();
    const outcome = await report(buyer.id, v.id, { reason: "wrong_information", details: "  It is a 2017, not a 2019.  " });
    expect(outcome.ok).toBe(true);
    const stored = await prisma.listingReport.findUniqueOrThrow({ where: { id: outcome.ok ? outcome.id : 0 } });
    expect(stored).toMatchObject({ listingId: v.listing!.id, reporterId: buyer.id, reason: "wrong_information", details: "It is a 2017, not a 2019.", resolvedAt: null });
    // Details are optional, except for "Other".
    expect((await report((await createUser(prisma)).id, v.id, { reason: "already_sold" })).ok).toBe(true);
  });

  it("refuses a reason off the list, Other without details, and details too long or not text, beside their field", async () => {
    const buyer = await createUser(prisma);
    const v = await bike();
    expect(await report(buyer.id, v.id, { reason: "boring" })).toMatchObject({ ok: false, status: 400, field: "reason", error: LISTING_REPORT_TEXT.chooseReason });
    expect(await report(buyer.id, v.id, {})).toMatchObject({ ok: false, status: 400, field: "reason", error: LISTING_REPORT_TEXT.chooseReason });
    expect(await report(buyer.id, v.id, { reason: "other", details: "   " })).toMatchObject({ ok: false, status: 400, field: "details", error: LISTING_REPORT_TEXT.detailsNeeded });
    expect(await report(buyer.id, v.id, { reason: "scam", details: "x".repeat(1001) })).toMatchObject({ ok: false, status: 400, field: "details", error: LISTING_REPORT_TEXT.detailsTooLong });
    expect(await report(buyer.id, v.id, { reason: "scam", details: 42 })).toMatchObject({ ok: false, status: 400, field: "details", error: LISTING_REPORT_TEXT.detailsNotText });
    expect(await prisma.listingReport.count({ where: { reporterId: buyer.id } })).toBe(0);
  });

  it("refuses the owner (403) and a listing buyers cannot see (404), and takes sold and expired ones", async () => {
    const buyer = await createUser(prisma);
    const v = await bike();
    expect(await report(v.userId, v.id, { reason: "scam" })).toMatchObject({ ok: false, status: 403, error: LISTING_REPORT_TEXT.ownListing });
    for (const status of ["in_review", "hidden", "rejected"] as const) {
      await prisma.listing.update({ where: { id: v.listing!.id }, data: { status } });
      expect(await report(buyer.id, v.id, { reason: "scam" })).toMatchObject({ ok: false, status: 404 });
    }
    expect(await report(buyer.id, 2_000_000_000, { reason: "scam" })).toMatchObject({ ok: false, status: 404 });
    expect(await prisma.listingReport.count({ where: { listingId: v.listing!.id } })).toBe(0);
    for (const status of ["sold", "expired"] as const) expect((await report(buyer.id, (await bike(undefined, status)).id, { reason: "already_sold" })).ok).toBe(true);
  });

  it("is one open report per listing and user, however many arrive at once; once resolved, the user may report again", async () => {
    const buyer = await createUser(prisma);
    const v = await bike();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => report(buyer.id, v.id, { reason: "scam", details: "Wants a gift card" })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const o of outcomes.filter((o) => !o.ok)) expect(o).toMatchObject({ status: 409, field: "reason", error: alreadyReportedMessage("listing") });
    expect(await prisma.listingReport.count({ where: { listingId: v.listing!.id, reporterId: buyer.id } })).toBe(1);
    expect((await report((await createUser(prisma)).id, v.id, { reason: "scam" })).ok).toBe(true);
    await prisma.listingReport.updateMany({ where: { listingId: v.listing!.id, reporterId: buyer.id }, data: { resolvedAt: new Date() } });
    expect((await report(buyer.id, v.id, { reason: "scam" })).ok).toBe(true);
  });

  it("is held to one open report per listing and user by the database itself", async () => {
    const buyer = await createUser(prisma);
    const v = await bike();
    await prisma.listingReport.create({ data: { listingId: v.listing!.id, reporterId: buyer.id, reason: "scam" } });
    await expect(prisma.listingReport.create({ data: { listingId: v.listing!.id, reporterId: buyer.id, reason: "offensive" } })).rejects.toThrow();
  });

  it(`shares the cap of ${REPORT_LIMITS.perUserPerDay} reports a day with conversation reports, exactly, in parallel`, async () => {
    const reporter = await createUser(prisma);
    const conversations = 4;
    for (let i = 0; i < conversations; i++) await prisma.conversationReport.create({ data: { conversationId: (await conversationOf(reporter.id)).id, reporterId: reporter.id, reason: "Spam" } });
    const vehicles = await Promise.all(Array.from({ length: REPORT_LIMITS.perUserPerDay }, () => bike()));
    const outcomes = await Promise.all(vehicles.map((v) => report(reporter.id, v.id, { reason: "scam" })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(REPORT_LIMITS.perUserPerDay - conversations);
    for (const o of outcomes.filter((o) => !o.ok)) {
      expect(o).toMatchObject({ status: 429, field: "reason", error: expect.stringMatching(/^You can send up to 10 reports a day\. Please try again in (23|24) hours\.$/) });
    }
    expect(await prisma.listingReport.count({ where: { reporterId: reporter.id } })).toBe(REPORT_LIMITS.perUserPerDay - conversations);
  });

  it("waits for the oldest report of any kind to be a day old, and does not count older ones", async () => {
    const reporter = await createUser(prisma);
    const conversation = await conversationOf(reporter.id);
    // A day and more ago: not counted. Twenty hours ago: the oldest counted, so the wait is four hours.
    await prisma.conversationReport.create({ data: { conversationId: conversation.id, reporterId: reporter.id, reason: "Old", createdAt: new Date(Date.now() - 25 * HOUR), resolvedAt: new Date() } });
    await prisma.conversationReport.create({ data: { conversationId: conversation.id, reporterId: reporter.id, reason: "Spam", createdAt: new Date(Date.now() - 20 * HOUR) } });
    for (let i = 1; i < REPORT_LIMITS.perUserPerDay; i++) expect((await report(reporter.id, (await bike()).id, { reason: "offensive" })).ok).toBe(true);
    const refused = await report(reporter.id, (await bike()).id, { reason: "offensive" });
    expect(refused).toMatchObject({ ok: false, status: 429, error: "You can send up to 10 reports a day. Please try again in 4 hours." });
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(4 * 3600 - 120);
    expect(!refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(4 * 3600);
  });
});
