import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overridePaymentSettings } from "~/modules/payments/settings.server";
import { payWithLocalCard } from "~/modules/payments/local-payment.server";
import { prisma } from "~/utils/db.server";
import { createSellerWithDraft } from "../../../tests/support/payment-fixtures";
import { requestApp, sessionCookieFor } from "../../../tests/support/app-requests";

beforeAll(() => overridePaymentSettings({ supportEmail: "help@ridemarket.test", maxNetworkRetries: 0 }));
afterAll(() => overridePaymentSettings(null));

const goodCard = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" };

/** A JSON POST as the sell page's fetch sends it, signed in as the user (or not), read the way it reads the answer. */
async function post(userId: number | null, path: string, body: unknown, headers: Record<string, string> = {}) {
  const cookie = userId === null ? null : await sessionCookieFor(userId);
  const outcome = await requestApp({ url: path, cookie, json: body, headers });
  return { status: outcome.status, json: async () => JSON.parse(outcome.text) };
}

async function startedPayment() {
  const seller = await createSellerWithDraft(prisma);
  const response = await post(seller.user.id, "/api/create-payment-intent", { amount: 99, packageId: seller.pkg.id, packageName: "Elite" });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { paymentIntentId: string; clientSecret: string; amount: string; provider: string };
  return { ...seller, ...body };
}

describe("POST /api/create-payment-intent", () => {
  it("answers with the built-in provider's intent when no Stripe keys are set", async () => {
    const started = await startedPayment();
    expect(started).toMatchObject({ provider: "local", amount: "99.00" });
    expect(started.paymentIntentId).toMatch(/^lpi_/);
    expect(started.clientSecret).toContain(`${started.paymentIntentId}_secret_`);
  });

  it("refuses strangers, cross-site posts, unknown packages and incomplete drafts", async () => {
    const { user, draft } = await createSellerWithDraft(prisma);
    expect((await post(null, "/api/create-payment-intent", {})).status).toBe(401);
    expect((await post(user.id, "/api/create-payment-intent", {}, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const unknownPackage = await post(user.id, "/api/create-payment-intent", { packageId: 999999 });
    expect(unknownPackage.status).toBe(409);
    expect(await unknownPackage.json()).toEqual({ error: "Package is required" });
    await prisma.listingDraft.update({ where: { id: draft.id }, data: { price: null } });
    expect((await post(user.id, "/api/create-payment-intent", {})).status).toBe(409);
  });
});

describe("POST /api/confirm-payment", () => {
  it("answers 404 for another user's payment and 402 while unpaid", async () => {
    const started = await startedPayment();
    const { user: other } = await createSellerWithDraft(prisma);
    const foreign = await post(other.id, "/api/confirm-payment", { paymentIntentId: started.paymentIntentId, packageId: started.pkg.id });
    expect(foreign.status).toBe(404);
    expect((await post(started.user.id, "/api/confirm-payment", { paymentIntentId: "lpi_nope" })).status).toBe(404);
    expect((await post(started.user.id, "/api/confirm-payment", {})).status).toBe(400);
    const unpaid = await post(started.user.id, "/api/confirm-payment", { paymentIntentId: started.paymentIntentId });
    expect(unpaid.status).toBe(402);
    expect(await prisma.vehicle.count({ where: { userId: started.user.id } })).toBe(0);
  });
});

describe("POST /api/listings", () => {
  it("needs a succeeded payment of the caller's, and answers with the same vehicle on retry", async () => {
    const started = await startedPayment();
    const payload = { vehicleTypeId: 1, vehicleMakeId: 1, vehicleModelId: 1, year: 2021, vehicleConditionId: 1, zipCode: "90210", description: "x".repeat(20), price: "7200", packageId: started.pkg.id };
    const create = (userId: number, body: object) => post(userId, "/api/listings", body);

    const noPayment = await create(started.user.id, payload);
    expect(noPayment.status).toBe(402);
    expect(await noPayment.json()).toEqual({ error: "Payment required" });
    expect((await create(started.user.id, { ...payload, paymentIntentId: started.paymentIntentId })).status).toBe(402);

    const paid = await payWithLocalCard(started.user.id, started.paymentIntentId, goodCard);
    if (!paid.ok) throw new Error(paid.message);
    const { user: other } = await createSellerWithDraft(prisma);
    expect((await create(other.id, { ...payload, paymentIntentId: started.paymentIntentId })).status).toBe(404);

    const first = await create(started.user.id, { ...payload, paymentIntentId: started.paymentIntentId });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ vehicle: { id: paid.vehicleId } });
    const retry = await create(started.user.id, { ...payload, paymentIntentId: started.paymentIntentId });
    expect(await retry.json()).toEqual({ vehicle: { id: paid.vehicleId } });
    expect(await prisma.vehicle.count({ where: { userId: started.user.id } })).toBe(1);
  });
});
