// Reporting a listing through the production request pipeline: the JSON API's statuses, the form
// posted as a page without JavaScript, the way back from sign-in, and who sees the button.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { LISTING_REPORT_TEXT } from "~/modules/reports/listing-report-rules";
import { REPORT_LIMITS } from "~/modules/reports/report-allowance.server";
import { createListing, createUser } from "../support/fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";

const bike = () => createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210" });
const buyer = async () => {
  const user = await createUser(prisma);
  return { ...user, cookie: await sessionCookieFor(user.id) };
};
const api = (vehicleId: number, cookie: string | null, body: unknown) => requestApp({ url: `/api/vehicles/${vehicleId}/report`, cookie, json: body });

describe("POST /api/vehicles/:id/report", () => {
  it("answers 401 signed out, 400 for a bad reason or details, 201 with the id, then 409 while it is open", async () => {
    const v = await bike();
    const b = await buyer();
    expect((await api(v.id, null, { reason: "scam" })).status).toBe(401);
    const badReason = await api(v.id, b.cookie, { reason: "meh" });
    expect(badReason.status).toBe(400);
    expect(JSON.parse(badReason.text)).toEqual({ error: LISTING_REPORT_TEXT.chooseReason, field: "reason" });
    const noDetails = await api(v.id, b.cookie, { reason: "other" });
    expect([noDetails.status, JSON.parse(noDetails.text)]).toEqual([400, { error: LISTING_REPORT_TEXT.detailsNeeded, field: "details" }]);
    expect((await api(v.id, b.cookie, { reason: "scam", details: "x".repeat(1001) })).status).toBe(400);
    expect((await api(v.id, b.cookie, "scam")).status).toBe(400);
    expect(await prisma.listingReport.count({ where: { reporterId: b.id } })).toBe(0);

    const filed = await api(v.id, b.cookie, { reason: "other", details: "Photos are from another listing" });
    expect(filed.status).toBe(201);
    expect(filed.headers.get("Cache-Control")).toContain("no-store");
    const { id } = JSON.parse(filed.text) as { id: number };
    expect(await prisma.listingReport.findUniqueOrThrow({ where: { id } })).toMatchObject({ listingId: v.listing!.id, reporterId: b.id, reason: "other", details: "Photos are from another listing" });

    const again = await api(v.id, b.cookie, { reason: "scam" });
    expect([again.status, JSON.parse(again.text)]).toEqual([409, { error: "You have already reported this listing. Our team will review it.", field: "reason" }]);
  });

  it("answers 404 for an unknown listing or one buyers cannot see, and 403 to its owner", async () => {
    const v = await bike();
    const b = await buyer();
    expect((await api(2_000_000_000, b.cookie, { reason: "scam" })).status).toBe(404);
    expect((await api(v.id, await sessionCookieFor(v.userId), { reason: "scam" }))).toMatchObject({ status: 403, text: JSON.stringify({ error: LISTING_REPORT_TEXT.ownListing }) });
    await prisma.listing.update({ where: { id: v.listing!.id }, data: { status: "in_review" } });
    expect((await api(v.id, b.cookie, { reason: "scam" })).status).toBe(404);
    expect(await prisma.listingReport.count({ where: { listingId: v.listing!.id } })).toBe(0);
  });

  it(`answers 429 with Retry-After past ${REPORT_LIMITS.perUserPerDay} reports a day, also in parallel`, async () => {
    const b = await buyer();
    const vehicles = await Promise.all(Array.from({ length: REPORT_LIMITS.perUserPerDay + 3 }, () => bike()));
    const answers = await Promise.all(vehicles.map((v) => api(v.id, b.cookie, { reason: "scam" })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(REPORT_LIMITS.perUserPerDay);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
      expect(JSON.parse(r.text)).toEqual({ error: "You can send up to 10 reports a day. Please try again in 24 hours.", field: "reason" });
    }
  });
});

describe("the report form without JavaScript", () => {
  it("sends a visitor to sign in and back to the form, never elsewhere", async () => {
    const v = await bike();
    const page = await requestApp({ url: `/vehicles/${v.id}/report`, document: true });
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/login?redirect=${encodeURIComponent(`/vehicles/${v.id}/report`)}`);
    const vehiclePage = await requestApp({ url: `/vehicles/${v.id}`, document: true });
    expect(vehiclePage.text).toContain(`href="/login?redirect=${encodeURIComponent(`/vehicles/${v.id}/report`)}"`);
    expect(vehiclePage.text).toContain("Report this listing");
  });

  it("shows the form to a buyer, not to the owner; a post goes back to the vehicle page with the thanks", async () => {
    const v = await bike();
    const b = await buyer();
    const vehiclePage = await requestApp({ url: `/vehicles/${v.id}`, cookie: b.cookie, document: true });
    expect(vehiclePage.text).toMatch(/<details[^>]*><summary[^>]*>Report this listing<\/summary>/);
    expect(vehiclePage.text).toContain(`action="/vehicles/${v.id}/report"`);
    for (const label of ["Scam", "Wrong information", "Already sold", "Offensive", "Other"]) expect(vehiclePage.text).toContain(`/>${label}</label>`);
    const owner = await sessionCookieFor(v.userId);
    expect((await requestApp({ url: `/vehicles/${v.id}`, cookie: owner, document: true })).text).not.toContain("Report this listing</summary>");
    expect((await requestApp({ url: `/vehicles/${v.id}/report`, cookie: owner, document: true })).text).toContain(LISTING_REPORT_TEXT.ownListing);
    expect((await requestApp({ url: `/vehicles/${v.id}/report`, cookie: owner, form: { reason: "scam" }, document: true })).status).toBe(403);

    const sent = await requestApp({ url: `/vehicles/${v.id}/report`, cookie: b.cookie, form: { reason: "already_sold", details: "Sold last week" }, document: true });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/vehicles/${v.id}`);
    expect(await prisma.listingReport.findFirst({ where: { listingId: v.listing!.id } })).toMatchObject({ reporterId: b.id, reason: "already_sold", details: "Sold last week" });
    const toast = sent.headers.getSetCookie().find((c) => c.startsWith("toast") || c.includes("toast"));
    expect(toast).toBeDefined();
    const back = await requestApp({ url: `/vehicles/${v.id}`, cookie: [b.cookie, toast!.split(";")[0]].join("; "), document: true });
    expect(back.text).toContain(LISTING_REPORT_TEXT.reported);
  });

  it("shows a refusal beside its field, keeping what was typed, with the refusal's status", async () => {
    const v = await bike();
    const b = await buyer();
    const noDetails = await requestApp({ url: `/vehicles/${v.id}/report`, cookie: b.cookie, form: { reason: "other", details: "" }, document: true });
    expect(noDetails.status).toBe(400);
    expect(noDetails.text).toContain(LISTING_REPORT_TEXT.detailsNeeded);
    expect(noDetails.text).toMatch(/aria-invalid="true"[^>]*name="details"|name="details"[^>]*aria-invalid="true"/);
    expect(noDetails.text).toMatch(/value="other"[^>]*checked|checked[^>]*value="other"/);

    expect((await requestApp({ url: `/vehicles/${v.id}/report`, cookie: b.cookie, form: { reason: "scam", details: "Gift cards only" }, document: true })).status).toBe(302);
    const again = await requestApp({ url: `/vehicles/${v.id}/report`, cookie: b.cookie, form: { reason: "offensive", details: "Rude text" }, document: true });
    expect(again.status).toBe(409);
    expect(again.text).toContain("You have already reported this listing. Our team will review it.");
    expect(again.text).toContain("Rude text");
    expect(await prisma.listingReport.count({ where: { listingId: v.listing!.id, reporterId: b.id } })).toBe(1);

    await prisma.listing.update({ where: { id: v.listing!.id }, data: { status: "hidden" } });
    expect((await requestApp({ url: `/vehicles/${v.id}/report`, cookie: (await buyer()).cookie, form: { reason: "scam" }, document: true })).status).toBe(404);
  });

  it("answers the page's own form in place (JavaScript) with the thanks", async () => {
    const v = await bike();
    const b = await buyer();
    const answer = await requestApp({ url: `/vehicles/${v.id}/report`, cookie: b.cookie, form: { reason: "scam", stay: "1" } });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toMatchObject({ reported: true });
  });
});
