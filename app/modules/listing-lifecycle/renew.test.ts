// Renewing a listing against the real Postgres, through the production request pipeline and the
// built-in payment provider: the expiry moves once, from the later of now and the old expiry,
// whether the payment is confirmed by a double submit, by concurrent confirmations or twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { formatDate } from "~/shared/dates";
import { completePayment } from "~/modules/payments/complete-payment.server";
import { confirmPayment } from "~/modules/payments/confirm-payment.server";
import { overridePaymentSettings } from "~/modules/payments/settings.server";
import { createListing, createUser, type ListingFixture } from "../../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../../tests/support/app-requests";
import { expireListings, runListingLife } from "./expiry.server";

const DAY_MS = 86_400_000;
const ahead = (days: number) => new Date(Date.now() + days * DAY_MS);
const card = { cardNumber: "4242 4242 4242 4242", cardExpiry: "12/34", cardCvc: "123", cardName: "Fiona Fixture" };

beforeAll(() => overridePaymentSettings({ supportEmail: "help@ridemarket.test", maxNetworkRetries: 0 }));
afterAll(() => overridePaymentSettings(null));

const bike = (f: Partial<ListingFixture> = {}) =>
  createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 8000, zip: "90210", ...f });
const pkg = (slug: string) => prisma.vehiclePackage.findUniqueOrThrow({ where: { slug } });
const listingRow = (id: number) => prisma.listing.findUniqueOrThrow({ where: { id } });

async function startRenewal(listingId: number | string, body: unknown, cookie?: string) {
  const answer = await requestApp({ url: `/api/listings/${listingId}/renew`, method: "POST", json: body, cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
}

describe("POST /api/listings/:id/renew", () => {
  it("starts the owner's renewal payment at the package's price, resumed by a repeat; others are refused", async () => {
    const seller = await createUser(prisma);
    const cookie = await sessionCookieFor(seller.id);
    const v = await bike({ userId: seller.id, package: "elite", packageExpiry: ahead(5) });
    const elite = await pkg("elite");

    const started = await startRenewal(v.listing!.id, { packageId: elite.id }, cookie);
    expect(started).toMatchObject({ status: 200, body: { amount: "99.00", provider: "local", packageName: "Elite", paymentIntentId: expect.stringMatching(/^lpi_/) } });
    const again = await startRenewal(v.listing!.id, { packageId: elite.id }, cookie);
    expect(again.body.paymentIntentId).toBe(started.body.paymentIntentId);
    const payment = await prisma.payment.findUniqueOrThrow({ where: { providerPaymentId: String(started.body.paymentIntentId) } });
    expect(payment).toMatchObject({ renewVehicleId: v.id, upgradeVehicleId: null, draftId: null, userId: seller.id });

    const intruder = await sessionCookieFor((await createUser(prisma)).id);
    expect((await startRenewal(v.listing!.id, { packageId: elite.id })).status).toBe(401);
    expect(await startRenewal(v.listing!.id, { packageId: elite.id }, intruder)).toEqual({ status: 403, body: { error: "Forbidden" } });
    expect((await startRenewal(99_999_999, { packageId: elite.id }, cookie)).status).toBe(404);
    expect(await startRenewal(v.listing!.id, {}, cookie)).toMatchObject({ status: 400, body: { field: "packageId" } });
    const sold = await bike({ userId: seller.id, status: "sold" });
    expect((await startRenewal(sold.listing!.id, { packageId: elite.id }, cookie)).status).toBe(409);
    expect(await prisma.payment.count({ where: { renewVehicleId: v.id } })).toBe(1);
  });
});

describe("renewing", () => {
  it("brings an expired listing back on the market once, under a double submit and concurrent confirmations", async () => {
    const seller = await createUser(prisma);
    const cookie = await sessionCookieFor(seller.id);
    const v = await bike({ userId: seller.id, packageExpiry: new Date(Date.now() - DAY_MS) });
    await expireListings();
    expect((await listingRow(v.listing!.id)).status).toBe("expired");
    const before = await listingRow(v.listing!.id);
    const pro = await pkg("pro");

    // The page, without JavaScript: choose a package (a GET form), then the card form.
    const choose = await requestApp({ url: `/vehicles/${v.id}/renew`, cookie, document: true });
    expect(choose.status).toBe(200);
    expect(choose.text).toContain("Continue to payment");
    expect(choose.text).toMatch(new RegExp(`<input type="radio"[^>]*name="packageId"[^>]*value="${pro.id}"`));
    const checkout = await requestApp({ url: `/vehicles/${v.id}/renew?packageId=${pro.id}`, cookie, document: true });
    expect(checkout.text).toContain('name="cardNumber"');
    const paymentIntentId = checkout.text.match(/name="paymentIntentId" value="([^"]+)"/)![1]!;

    const started = Date.now();
    const pay = () => requestApp({ url: `/vehicles/${v.id}/renew?packageId=${pro.id}`, cookie, form: { intent: "pay", paymentIntentId, ...card } });
    const [a, b] = await Promise.all([pay(), pay()]);
    for (const answer of [a, b]) expect(answer).toMatchObject({ status: 302, location: "/account/listings" });
    await Promise.all([confirmPayment(seller.id, paymentIntentId), completePayment(paymentIntentId), completePayment(paymentIntentId)]);
    expect(await pay()).toMatchObject({ status: 302 });

    const after = await listingRow(v.listing!.id);
    expect(after.status).toBe("active");
    // From now (the old expiry had passed), by Pro's 90 days, once.
    expect(after.packageExpiry!.getTime()).toBeGreaterThanOrEqual(started + 90 * DAY_MS - 1000);
    expect(after.packageExpiry!.getTime()).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);
    expect(after.vehiclePackageId).toBe(pro.id);
    // Going live again: saved-search alerts read listings by activated_at.
    expect(after.activatedAt!.getTime()).toBeGreaterThan(before.activatedAt!.getTime());
    expect(await prisma.payment.count({ where: { renewVehicleId: v.id, completedAt: { not: null } } })).toBe(1);

    const search = await requestApp({ url: "/api/vehicles/search?type=dirtbike&make=Honda&model=CRF450R&limit=100" });
    expect((JSON.parse(search.text) as { vehicles: { id: number }[] }).vehicles.map((x) => x.id)).toContain(v.id);
  });

  it("extends a listing still on the market from its current expiry, and keeps it active", async () => {
    const seller = await createUser(prisma);
    const cookie = await sessionCookieFor(seller.id);
    const oldExpiry = ahead(10);
    const v = await bike({ userId: seller.id, package: "elite", packageExpiry: oldExpiry, status: "pending" });
    const elite = await pkg("elite");
    const started = await startRenewal(v.listing!.id, { packageId: elite.id }, cookie);
    const paymentIntentId = String(started.body.paymentIntentId);
    const paid = await requestApp({ url: `/vehicles/${v.id}/renew?packageId=${elite.id}`, cookie, form: { intent: "pay", paymentIntentId, ...card } });
    expect(paid).toMatchObject({ status: 302, location: "/account/listings" });
    await completePayment(paymentIntentId);
    const after = await listingRow(v.listing!.id);
    expect(after.packageExpiry!.getTime()).toBe(oldExpiry.getTime() + elite.durationDays * DAY_MS);
    expect(after.status).toBe("pending");
  });

  it("pays only this listing's renewal on its page, and refuses other users and sold listings", async () => {
    const seller = await createUser(prisma);
    const cookie = await sessionCookieFor(seller.id);
    const v = await bike({ userId: seller.id, packageExpiry: ahead(3) });
    const other = await bike({ userId: seller.id, packageExpiry: ahead(3) });
    const pro = await pkg("pro");
    const otherPayment = String((await startRenewal(other.listing!.id, { packageId: pro.id }, cookie)).body.paymentIntentId);
    const wrong = await requestApp({ url: `/vehicles/${v.id}/renew`, cookie, form: { intent: "pay", paymentIntentId: otherPayment, ...card } });
    expect(wrong.status).toBe(404);
    expect((await prisma.payment.findUniqueOrThrow({ where: { providerPaymentId: otherPayment } })).completedAt).toBeNull();

    const intruder = await sessionCookieFor((await createUser(prisma)).id);
    expect((await requestApp({ url: `/vehicles/${v.id}/renew`, cookie: intruder })).status).toBe(403);
    expect((await requestApp({ url: `/vehicles/${v.id}/renew` })).location).toMatch(/^\/login\?redirect=/);
    expect((await requestApp({ url: "/vehicles/99999999/renew", cookie })).status).toBe(404);
    const sold = await bike({ userId: seller.id, status: "sold" });
    expect((await requestApp({ url: `/vehicles/${sold.id}/renew`, cookie })).status).toBe(409);
    // A sold listing whose package has run out is relisted by renewing it.
    const soldOut = await bike({ userId: seller.id, status: "sold", packageExpiry: new Date(Date.now() - DAY_MS) });
    const relist = String((await startRenewal(soldOut.listing!.id, { packageId: pro.id }, cookie)).body.paymentIntentId);
    expect(await requestApp({ url: `/vehicles/${soldOut.id}/renew`, cookie, form: { intent: "pay", paymentIntentId: relist, ...card } })).toMatchObject({ status: 302 });
    expect((await listingRow(soldOut.listing!.id)).status).toBe("active");
    const declined = await requestApp({ url: `/vehicles/${other.id}/renew`, cookie, form: { intent: "pay", paymentIntentId: otherPayment, ...card, cardNumber: "4000 0000 0000 0002" } });
    expect(declined.status).toBe(402);
    expect(JSON.parse(declined.text)).toMatchObject({ error: expect.stringMatching(/declined/i) });
  });

  it("keeps an Elite listing Elite until its expiry when renewed with Pro, which takes over then; says so before and after paying", async () => {
    const seller = await createUser(prisma);
    const cookie = await sessionCookieFor(seller.id);
    const oldExpiry = ahead(10);
    const v = await bike({ userId: seller.id, package: "elite", packageExpiry: oldExpiry });
    const [elite, pro] = [await pkg("elite"), await pkg("pro")];

    const page = await requestApp({ url: `/vehicles/${v.id}/renew?packageId=${pro.id}`, cookie, document: true });
    expect(page.text).toContain(`Your Elite package keeps its benefits until ${formatDate(oldExpiry)}. Pro starts then and runs until ${formatDate(new Date(oldExpiry.getTime() + pro.durationDays * DAY_MS))}.`);
    const paymentIntentId = page.text.match(/name="paymentIntentId" value="([^"]+)"/)![1]!;
    // Pro's price, nothing more: it is not an upgrade.
    expect((await prisma.payment.findUniqueOrThrow({ where: { providerPaymentId: paymentIntentId } })).amount.toFixed(2)).toBe("59.00");
    const paid = await requestApp({ url: `/vehicles/${v.id}/renew?packageId=${pro.id}`, cookie, form: { intent: "pay", paymentIntentId, ...card } });
    expect(paid).toMatchObject({ status: 302, location: "/account/listings" });
    const toast = paid.headers.get("Set-Cookie")!.split(";")[0]!;
    const listings = await requestApp({ url: "/account/listings", cookie: `${cookie}; ${toast}`, document: true });
    expect(listings.text).toContain(`Your Pro package starts when your Elite package ends on ${formatDate(oldExpiry)}.`);

    const queued = await listingRow(v.listing!.id);
    expect(queued).toMatchObject({ vehiclePackageId: elite.id, placement: elite.placement, nextPackageId: pro.id, nextPackageFrom: oldExpiry });
    expect(queued.packageExpiry!.getTime()).toBe(oldExpiry.getTime() + pro.durationDays * DAY_MS);
    // A second renewal waits until this one has started.
    expect((await startRenewal(v.listing!.id, { packageId: pro.id }, cookie)).status).toBe(409);
    expect((await requestApp({ url: `/vehicles/${v.id}/renew`, cookie, document: true })).text).toContain("You can renew again once it has started.");

    await runListingLife(new Date(oldExpiry.getTime() - 1000));
    expect((await listingRow(v.listing!.id)).vehiclePackageId).toBe(elite.id);
    await runListingLife(new Date(oldExpiry.getTime() + 1000));
    const switched = await listingRow(v.listing!.id);
    expect(switched).toMatchObject({ vehiclePackageId: pro.id, placement: pro.placement, nextPackageId: null, nextPackageFrom: null, status: "active" });
    expect(switched.packageExpiry).toEqual(queued.packageExpiry);
  });

  it("upgrades a Pro listing to Elite at once, charged Elite's price and the difference, its days added from the current expiry", async () => {
    const seller = await createUser(prisma);
    const cookie = await sessionCookieFor(seller.id);
    const oldExpiry = ahead(10);
    const v = await bike({ userId: seller.id, packageExpiry: oldExpiry });
    const elite = await pkg("elite");
    const page = await requestApp({ url: `/vehicles/${v.id}/renew?packageId=${elite.id}`, cookie, document: true });
    expect(page.text).toContain("Elite replaces your Pro package today and runs until");
    expect(page.text).toContain("You pay its price and $40.00, the difference for the time left on Pro.");
    const paymentIntentId = page.text.match(/name="paymentIntentId" value="([^"]+)"/)![1]!;
    expect((await prisma.payment.findUniqueOrThrow({ where: { providerPaymentId: paymentIntentId } })).amount.toFixed(2)).toBe("139.00");
    await requestApp({ url: `/vehicles/${v.id}/renew?packageId=${elite.id}`, cookie, form: { intent: "pay", paymentIntentId, ...card } });
    const after = await listingRow(v.listing!.id);
    expect(after).toMatchObject({ vehiclePackageId: elite.id, placement: elite.placement, nextPackageId: null });
    expect(after.packageExpiry!.getTime()).toBe(oldExpiry.getTime() + elite.durationDays * DAY_MS);
  });
});
