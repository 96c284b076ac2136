// The moderation queue and its decisions through the production request pipeline (decision 43):
// the staff JSON API and the /staff forms, their 404s to everyone but staff, the 403 (API) or the
// confirmation (page) for staff whose sign-in is old, and a suspension that ends the account's
// sessions and takes its listings out of search at once.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { RECENT_SIGN_IN_REQUIRED } from "~/edge/staff-guard.server";
import { RECENT_SIGN_IN_MS } from "~/modules/staff/staff-access.server";
import { REASON_REQUIRED } from "~/modules/moderation/decision-schema";
import { createListing } from "../support/fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";
import { holdListing, member, moderator, paidListing, reportListing } from "../support/moderation-scene";

async function staffCookie(options: { stale?: boolean } = {}) {
  const staff = await moderator();
  const cookie = await sessionCookieFor(staff.id);
  if (options.stale) await prisma.session.updateMany({ where: { userId: staff.id }, data: { authenticatedAt: new Date(Date.now() - RECENT_SIGN_IN_MS - 60_000) } });
  return { ...staff, cookie };
}

const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe("the staff JSON API", () => {
  it("GET /api/staff/queue: 404 signed out and for a member, 403 with a clear message for an old sign-in, the queue for staff", async () => {
    const listing = await paidListing();
    await holdListing(listing.listingId);
    const someone = await member();
    for (const cookie of [null, await sessionCookieFor(someone.id)]) {
      const outcome = await requestApp({ url: "/api/staff/queue", cookie });
      expect(outcome.status).toBe(404);
      expect(outcome.text).not.toContain("items");
    }
    const stale = await staffCookie({ stale: true });
    const refused = await requestApp({ url: "/api/staff/queue", cookie: stale.cookie });
    expect(refused.status).toBe(403);
    expect(json(refused.text)).toEqual({ error: RECENT_SIGN_IN_REQUIRED });

    const staff = await staffCookie();
    const outcome = await requestApp({ url: "/api/staff/queue", cookie: staff.cookie });
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Cache-Control")).toContain("no-store");
    const body = json(outcome.text) as { items: Record<string, unknown>[] };
    expect(body.items.find((i) => i.vehicleId === listing.vehicleId)).toMatchObject({
      kind: "listing", conversationId: null, status: "in_review", reasons: ["price-far-below"], reports: [], createdAt: expect.any(String),
    });
  });

  it("POST /api/staff/listings/:id/decision: 404 for non-staff and 403 for an old sign-in, both changing nothing; a reason is required", async () => {
    const listing = await paidListing();
    const reporter = await reportListing(listing.listingId);
    const url = `/api/staff/listings/${listing.listingId}/decision`;
    const body = { action: "reject", reason: "Scam listing." };
    const someone = await member();
    for (const cookie of [null, await sessionCookieFor(someone.id), await sessionCookieFor(listing.seller.id)]) {
      expect((await requestApp({ url, cookie, json: body })).status).toBe(404);
      expect((await requestApp({ url, cookie })).status).toBe(404);
    }
    const stale = await staffCookie({ stale: true });
    const refused = await requestApp({ url, cookie: stale.cookie, json: body });
    expect(refused.status).toBe(403);
    expect(json(refused.text).error).toBe(RECENT_SIGN_IN_REQUIRED);
    expect(await prisma.listing.findUniqueOrThrow({ where: { id: listing.listingId } })).toMatchObject({ status: "active" });
    expect(await prisma.auditEntry.count({ where: { subjectKind: "listing", subjectId: String(listing.listingId) } })).toBe(0);

    const staff = await staffCookie();
    const noReason = await requestApp({ url, cookie: staff.cookie, json: { action: "reject", reason: "  " } });
    expect(noReason.status).toBe(400);
    expect(json(noReason.text)).toEqual({ error: REASON_REQUIRED, field: "reason" });
    expect((await requestApp({ url, cookie: staff.cookie, json: { action: "delete", reason: "x" } })).status).toBe(400);
    expect((await requestApp({ url, cookie: staff.cookie, json: body, headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(403);

    const done = await requestApp({ url, cookie: staff.cookie, json: body });
    expect(done.status).toBe(200);
    expect(json(done.text)).toEqual({ listingId: listing.listingId, vehicleId: listing.vehicleId, action: "reject", status: "rejected" });
    const again = await requestApp({ url, cookie: staff.cookie, json: body });
    expect(again.status).toBe(409);
    expect(await prisma.paymentRefund.count({ where: { paymentId: listing.paymentId } })).toBe(1);
    expect(await prisma.listingReport.findUniqueOrThrow({ where: { id: reporter.reportId } })).toMatchObject({ resolvedAt: expect.any(Date) });
    expect((await requestApp({ url: "/api/staff/listings/999999999/decision", cookie: staff.cookie, json: body })).status).toBe(404);
  });

  it("POST /api/staff/users/:id/decision suspend: its sessions end and its listings leave search at once; restore brings them back", async () => {
    const seller = await member("seller");
    const word = `zorblax${Date.now().toString(36).replace(/\d/g, "q")}`;
    const bike = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 8000, zip: "90210", userId: seller.id, description: `Clean ${word} trail bike.` });
    const search = async () => (json((await requestApp({ url: `/api/vehicles/search?keyword=${word}` })).text) as { vehicles: { id: number }[] }).vehicles.map((v) => v.id);
    expect(await search()).toEqual([bike.id]);
    const sellerCookie = await sessionCookieFor(seller.id);
    expect((await requestApp({ url: "/api/auth/me", cookie: sellerCookie })).status).toBe(200);

    const staff = await staffCookie();
    const url = `/api/staff/users/${seller.id}/decision`;
    expect((await requestApp({ url, cookie: sellerCookie, json: { action: "suspend", reason: "x" } })).status).toBe(404);
    const suspended = await requestApp({ url, cookie: staff.cookie, json: { action: "suspend", reason: "Gift card scam." } });
    expect(suspended.status).toBe(200);
    expect(json(suspended.text)).toEqual({ userId: seller.id, action: "suspend", suspended: true, listings: [bike.listing!.id] });
    expect((await requestApp({ url: "/api/auth/me", cookie: sellerCookie })).status).toBe(401);
    expect(await search()).toEqual([]);

    expect((await requestApp({ url, cookie: staff.cookie, json: { action: "restore", reason: "Appeal accepted." } })).status).toBe(200);
    expect(await search()).toEqual([bike.id]);
    expect((await requestApp({ url: `/api/staff/users/${staff.id}/decision`, cookie: staff.cookie, json: { action: "suspend", reason: "x" } })).status).toBe(409);
  });
});

describe("the /staff page", () => {
  it("shows the queue with its evidence; a decision is a plain form POST with a required reason", async () => {
    const listing = await paidListing();
    const reporter = await reportListing(listing.listingId, "scam", "Wants payment by gift card.");
    const staff = await staffCookie();
    const page = await requestApp({ url: "/staff", cookie: staff.cookie, document: true });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Moderation queue");
    expect(page.text).toContain("Wants payment by gift card.");
    expect(page.text).toContain("Audit log");

    const form = { listingId: String(listing.listingId), accountId: String(listing.seller.id), action: "reject" };
    const missing = await requestApp({ url: "/staff", cookie: staff.cookie, form: { ...form, reason: "" } });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain(REASON_REQUIRED);
    const shown = await requestApp({ url: "/staff", cookie: staff.cookie, form: { ...form, reason: "" }, document: true });
    expect(shown.text).toContain(REASON_REQUIRED);

    const stale = await staffCookie({ stale: true });
    const sent = await requestApp({ url: "/staff", cookie: stale.cookie, form: { ...form, reason: "Scam." } });
    expect(sent.status).toBe(302);
    expect(sent.location).toMatch(/^\/staff\/confirm\?redirectTo=/);
    const someone = await member();
    expect((await requestApp({ url: "/staff", cookie: await sessionCookieFor(someone.id), form: { ...form, reason: "Scam." } })).status).toBe(404);
    expect(await prisma.listing.findUniqueOrThrow({ where: { id: listing.listingId } })).toMatchObject({ status: "active" });

    const done = await requestApp({ url: "/staff", cookie: staff.cookie, form: { ...form, reason: "Scam." } });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/staff");
    expect(await prisma.listing.findUniqueOrThrow({ where: { id: listing.listingId } })).toMatchObject({ status: "rejected" });
    const [entry] = await prisma.auditEntry.findMany({ where: { subjectKind: "listing", subjectId: String(listing.listingId) } });
    expect(entry).toMatchObject({ action: "listing.reject", actorId: staff.id, reason: "Scam." });
    expect(await prisma.listingReport.findUniqueOrThrow({ where: { id: reporter.reportId } })).toMatchObject({ resolvedAt: expect.any(Date) });
  });
});
