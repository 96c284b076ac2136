// Rejecting a listing paid with Stripe (decision 43): the refund goes to Stripe (a local fake of
// its API) exactly once, with a key derived from the payment; a refund Stripe did not take is
// asked again with the same key when the rejection is sent again.
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { confirmPayment } from "~/modules/payments/confirm-payment.server";
import { overridePaymentSettings } from "~/modules/payments/settings.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { fakeStripe, stripeHandlers } from "../../../tests/mocks/stripe";
import { createSellerWithDraft } from "../../../tests/support/payment-fixtures";
import { moderator } from "../../../tests/support/moderation-scene";
import { decideListing } from "./listing-decisions.server";

const server = setupServer(...stripeHandlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  overridePaymentSettings({ stripeSecretKey: "sk_test_fake", stripePublishableKey: "pk_test_fake", stripeWebhookSecret: "whsec_test_fake", supportEmail: "help@ridemarket.test", maxNetworkRetries: 0 });
});
afterEach(() => fakeStripe.reset());
afterAll(() => {
  server.close();
  overridePaymentSettings(null);
});

async function stripeListing() {
  const { user } = await createSellerWithDraft(prisma, { package: "elite" });
  const view = await startPayment(user.id);
  fakeStripe.setStatus(view.providerPaymentId, "succeeded");
  const confirmed = await confirmPayment(user.id, view.providerPaymentId);
  if (!("vehicleId" in confirmed)) throw new Error("The payment did not complete");
  const listing = await prisma.listing.findUniqueOrThrow({ where: { vehicleId: confirmed.vehicleId } });
  return { listingId: listing.id, paymentId: view.paymentId, intentId: view.providerPaymentId };
}

describe("refunds through Stripe", () => {
  it("a rejection sent twice at once refunds the package once", async () => {
    const staff = await moderator();
    const paid = await stripeListing();
    const results = await Promise.allSettled([
      decideListing(staff, paid.listingId, "reject", "Stolen photos."),
      decideListing(staff, paid.listingId, "reject", "Stolen photos."),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);

    expect(fakeStripe.refunds.size).toBe(1);
    const [refund] = [...fakeStripe.refunds.values()];
    expect(refund).toMatchObject({ payment_intent: paid.intentId, amount: 9900 });
    // The second reject may find the refund still pending and ask again: always with the payment's
    // key, which Stripe answers with the same refund (the fake keeps one refund per key).
    const keys = fakeStripe.refundRequests.map((r) => r.idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys)).toEqual(new Set([`ridemarket-refund-${paid.paymentId}`]));
    expect(await prisma.paymentRefund.findUniqueOrThrow({ where: { paymentId: paid.paymentId } })).toMatchObject({ providerRefundId: refund!.id, refundedAt: expect.any(Date) });
  });

  it("a refund Stripe failed stays pending and is asked again, with the same key, when the rejection is sent again", async () => {
    const staff = await moderator();
    const paid = await stripeListing();
    fakeStripe.failNextRefunds = 1;
    await decideListing(staff, paid.listingId, "reject", "Fake escrow.");
    const pending = await prisma.paymentRefund.findUniqueOrThrow({ where: { paymentId: paid.paymentId } });
    expect(pending).toMatchObject({ refundedAt: null, providerRefundId: null });
    expect(pending.failureMessage).toBeTruthy();
    expect(fakeStripe.refunds.size).toBe(0);

    await expect(decideListing(staff, paid.listingId, "reject", "Fake escrow.")).rejects.toMatchObject({ status: 409 });
    expect(fakeStripe.refunds.size).toBe(1);
    expect(fakeStripe.refundRequests.map((r) => r.idempotencyKey)).toEqual([`ridemarket-refund-${paid.paymentId}`, `ridemarket-refund-${paid.paymentId}`]);
    expect(await prisma.paymentRefund.findUniqueOrThrow({ where: { paymentId: paid.paymentId } })).toMatchObject({ refundedAt: expect.any(Date), failureMessage: null });
    expect(await prisma.auditEntry.count({ where: { subjectKind: "listing", subjectId: String(paid.listingId) } })).toBe(1);
  });
});
