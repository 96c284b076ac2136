import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createSellerWithDraft } from "../../../tests/support/payment-fixtures";
import { completePayment } from "./complete-payment.server";
import { confirmPayment } from "./confirm-payment.server";
import { handleLocalPayment, payWithLocalCard } from "./local-payment.server";
import { LOCAL_CARD_FIELDS } from "./payment-view";
import { overridePaymentSettings } from "./settings.server";
import { startPayment } from "./start-payment.server";

const DAY_MS = 86_400_000;
const goodCard = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123", name: "Fiona Fixture" };

beforeAll(() => overridePaymentSettings({ supportEmail: "help@ridemarket.test", maxNetworkRetries: 0 }));
afterAll(() => overridePaymentSettings(null));

const vehiclesOf = (userId: number) => prisma.vehicle.count({ where: { userId } });

describe("startPayment with the built-in provider", () => {
  it("charges the package's price and reuses the open payment while the draft is unchanged", async () => {
    const { user, pkg } = await createSellerWithDraft(prisma, { package: "elite" });
    const view = await startPayment(user.id);
    expect(view).toMatchObject({ provider: "local", amount: "99.00", packageName: "Elite", packageSlug: "elite", packageId: pkg.id, durationDays: 365, supportEmail: "help@ridemarket.test" });
    expect(view.publishableKey).toBeUndefined();
    expect(view.providerPaymentId).toMatch(/^lpi_[A-Za-z0-9]+$/);
    expect(view.clientSecret).toMatch(new RegExp(`^${view.providerPaymentId}_secret_[A-Za-z0-9]+$`));

    const again = await startPayment(user.id);
    expect(again.providerPaymentId).toBe(view.providerPaymentId);
    const row = await prisma.payment.findUniqueOrThrow({ where: { id: view.paymentId } });
    expect(row).toMatchObject({ provider: "local", status: "pending", userId: user.id });
    expect(row.listingData).toMatchObject({ price: "7200.00", zipCode: "90210", year: 2021, packageId: pkg.id });
  });

  it("starts a new payment when the draft changes, and concurrent starts agree on one", async () => {
    const { user, draft } = await createSellerWithDraft(prisma, { package: "pro" });
    const first = await startPayment(user.id);
    expect(first.amount).toBe("59.00");
    await prisma.listingDraft.update({ where: { id: draft.id }, data: { price: "6900.00" } });
    const [a, b] = await Promise.all([startPayment(user.id), startPayment(user.id)]);
    expect(a.providerPaymentId).toBe(b.providerPaymentId);
    expect(a.providerPaymentId).not.toBe(first.providerPaymentId);
    expect(await prisma.payment.count({ where: { userId: user.id } })).toBe(2);
  });

  it("refuses a draft with a step left to do", async () => {
    const { user, draft } = await createSellerWithDraft(prisma);
    await prisma.listingDraft.update({ where: { id: draft.id }, data: { description: "short" } });
    await expect(startPayment(user.id)).rejects.toMatchObject({ code: "draft-incomplete", status: 409 });
    await prisma.listingDraft.update({ where: { id: draft.id }, data: { description: "Long enough now.", zipCode: "00000" } });
    await expect(startPayment(user.id)).rejects.toThrow("Please enter a valid zip code");
    expect(await prisma.payment.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("paying with the built-in provider", () => {
  it("a declined card creates nothing and says why; a good card then goes through on the same payment", async () => {
    const { user, draft } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);

    const declined = await payWithLocalCard(user.id, view.providerPaymentId, { ...goodCard, number: "4000000000000002" });
    expect(declined).toEqual({ ok: false, message: "Your card was declined." });
    expect(await vehiclesOf(user.id)).toBe(0);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: view.paymentId } })).toMatchObject({ status: "failed", failureMessage: "Your card was declined.", completedAt: null });
    expect(await prisma.listingDraft.findUnique({ where: { id: draft.id } })).not.toBeNull();
    expect(await confirmPayment(user.id, view.providerPaymentId)).toEqual({ failed: "Your card was declined." });

    // The failed payment is still open: reloading the checkout resumes it.
    expect((await startPayment(user.id)).providerPaymentId).toBe(view.providerPaymentId);
    const paid = await payWithLocalCard(user.id, view.providerPaymentId, goodCard);
    expect(paid.ok).toBe(true);
  });

  it("4242 creates the listing with the package's duration and deletes the draft", async () => {
    const { user, draft, pkg } = await createSellerWithDraft(prisma, { package: "elite" });
    const view = await startPayment(user.id);
    const before = Date.now();
    const result = await payWithLocalCard(user.id, view.providerPaymentId, goodCard);
    if (!result.ok) throw new Error(result.message);
    expect(result.packageName).toBe("Elite");

    const vehicle = await prisma.vehicle.findUniqueOrThrow({ where: { id: result.vehicleId }, include: { listing: true } });
    expect(vehicle).toMatchObject({ userId: user.id, year: 2021, mileage: 1200, description: "Fresh top end, new tires, always garaged." });
    expect(vehicle.listing).toMatchObject({ status: "active", vehiclePackageId: pkg.id, zipCode: "90210" });
    expect(vehicle.listing!.price.toFixed(2)).toBe("7200.00");
    const expiry = vehicle.listing!.packageExpiry!.getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 365 * DAY_MS - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 365 * DAY_MS + 1000);

    expect(await prisma.listingDraft.findUnique({ where: { id: draft.id } })).toBeNull();
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: view.paymentId } })).toMatchObject({ status: "succeeded", vehicleId: result.vehicleId });
    // Paying or confirming again answers with the same listing.
    expect(await payWithLocalCard(user.id, view.providerPaymentId, goodCard)).toEqual(result);
    expect(await confirmPayment(user.id, view.providerPaymentId)).toEqual({ vehicleId: result.vehicleId, packageName: "Elite", upgrade: false, renewal: false });
    expect(await vehiclesOf(user.id)).toBe(1);
  });

  it("two simultaneous completions create exactly one listing", async () => {
    const { user } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    await prisma.payment.update({ where: { id: view.paymentId }, data: { status: "succeeded" } });
    const results = await Promise.all([completePayment(view.providerPaymentId), completePayment(view.providerPaymentId), confirmPayment(user.id, view.providerPaymentId)]);
    expect(results[0].vehicleId).toBe(results[1].vehicleId);
    expect(results.filter((r) => "created" in r && r.created).length).toBeLessThanOrEqual(1);
    expect(results[2]).toEqual({ vehicleId: results[0].vehicleId, packageName: "Elite", upgrade: false, renewal: false });
    expect(await vehiclesOf(user.id)).toBe(1);
    expect(await prisma.listing.count({ where: { userId: user.id } })).toBe(1);
  });

  it("two simultaneous card payments create exactly one listing", async () => {
    const { user } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    const [a, b] = await Promise.all([payWithLocalCard(user.id, view.providerPaymentId, goodCard), payWithLocalCard(user.id, view.providerPaymentId, goodCard)]);
    expect(a).toEqual(b);
    expect(await vehiclesOf(user.id)).toBe(1);
  });

  it("another user's payment is unknown", async () => {
    const { user } = await createSellerWithDraft(prisma);
    const { user: other } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    await expect(payWithLocalCard(other.id, view.providerPaymentId, goodCard)).rejects.toMatchObject({ code: "payment-not-found", status: 404 });
    await expect(confirmPayment(other.id, view.providerPaymentId)).rejects.toMatchObject({ code: "payment-not-found", status: 404 });
    expect(await vehiclesOf(user.id)).toBe(0);
  });
});

describe("handleLocalPayment (the /sell form)", () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };

  it("reads the posted card and answers with the vehicle or the card's message", async () => {
    const { user } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    const fields = {
      intent: "pay",
      paymentIntentId: view.providerPaymentId,
      [LOCAL_CARD_FIELDS.name]: "Fiona Fixture",
      [LOCAL_CARD_FIELDS.number]: "4000 0000 0000 9995",
      [LOCAL_CARD_FIELDS.expiry]: "12/40",
      [LOCAL_CARD_FIELDS.cvc]: "123",
    };
    expect(await handleLocalPayment(user.id, form(fields))).toEqual({ error: "Your card has insufficient funds." });
    expect(await handleLocalPayment(user.id, form({ ...fields, [LOCAL_CARD_FIELDS.number]: "4242424242424242", [LOCAL_CARD_FIELDS.expiry]: "1/2" }))).toEqual({
      error: "Your card's expiration date is incorrect.",
    });
    const ok = await handleLocalPayment(user.id, form({ ...fields, [LOCAL_CARD_FIELDS.number]: "4242424242424242" }));
    expect(ok).toEqual({ vehicleId: expect.any(Number), packageName: "Elite" });
    expect(await handleLocalPayment(user.id, form({ ...fields, paymentIntentId: "lpi_unknown" }))).toEqual({ error: "Payment not found" });
  });
});

describe("the card form's payment id", () => {
  it("is refused as not found when it is not a provider id (a NUL byte would reach the database otherwise)", async () => {
    for (const id of ["a\u0000b", "", "x".repeat(300), "lpi_'; DROP TABLE payments; --"]) {
      const form = new FormData();
      form.set("paymentIntentId", id);
      expect(await handleLocalPayment(1, form)).toEqual({ error: "Payment not found. Please try again." });
    }
  });
});
