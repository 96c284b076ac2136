// Chaos: the process dies (here: the listing write throws) after the provider took the money
// and the payment row says "succeeded", but before the listing exists. A later retry, the
// webhook or the reconciliation job must finish it, creating exactly one listing.
import { setupServer } from "msw/node";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "~/utils/db.server";
import { reconcilePayments } from "~/modules/payments/reconcile.server";
import { overridePaymentSettings, type PaymentSettings } from "~/modules/payments/settings.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { fakeStripe, stripeHandlers } from "../mocks/stripe";
import { appUnderTestHandlers } from "../mocks/app-under-test";
import { createSellerWithDraft } from "../support/payment-fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";

const crash = vi.hoisted(() => ({ remaining: 0 }));

// The test-only hook: the real listing write, made to throw a set number of times first.
vi.mock("~/modules/listing-lifecycle/create-listing.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/modules/listing-lifecycle/create-listing.server")>();
  return {
    ...actual,
    createListingRecord: (...args: Parameters<typeof actual.createListingRecord>) => {
      if (crash.remaining > 0) {
        crash.remaining -= 1;
        return Promise.reject(new Error("simulated crash between payment and listing"));
      }
      return actual.createListingRecord(...args);
    },
  };
});

const stripeSettings: PaymentSettings = {
  stripeSecretKey: "sk_test_fake",
  stripePublishableKey: "pk_test_fake",
  stripeWebhookSecret: "whsec_test_fake",
  supportEmail: "help@ridemarket.test",
  maxNetworkRetries: 0,
};
const server = setupServer(...appUnderTestHandlers, ...stripeHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  crash.remaining = 0;
  fakeStripe.reset();
  overridePaymentSettings(null);
});
afterAll(() => server.close());

const listingsOf = (userId: number) => prisma.listing.count({ where: { userId } });
const paymentOf = (id: number) => prisma.payment.findUniqueOrThrow({ where: { id } });

function webhook(type: string, intent: object) {
  const payload = JSON.stringify({ id: `evt_${Date.now()}_${Math.random()}`, object: "event", type, data: { object: intent } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripeSettings.stripeWebhookSecret! });
  // Stripe's servers post cross-site, with no Sec-Fetch-Site: the signature is what counts.
  return requestApp({ url: "/api/stripe/webhook", json: payload, headers: { "Stripe-Signature": signature, "Sec-Fetch-Site": "cross-site" } });
}

/** The local card form's payment, interrupted once: money taken, no listing. */
async function interruptedLocalPayment() {
  const { user, draft } = await createSellerWithDraft(prisma);
  const cookie = await sessionCookieFor(user.id);
  const view = await startPayment(user.id);
  crash.remaining = 1;
  const paid = await requestApp({
    url: "/sell?step=5",
    cookie,
    form: { intent: "pay", paymentIntentId: view.providerPaymentId, cardNumber: "4242 4242 4242 4242", cardExpiry: "12/34", cardCvc: "123", cardName: "Ann" },
  });
  expect(paid.status).toBe(500);
  expect(crash.remaining).toBe(0);
  expect(await paymentOf(view.paymentId)).toMatchObject({ status: "succeeded", completedAt: null, vehicleId: null });
  expect(await listingsOf(user.id)).toBe(0);
  // The draft survives the crash: it is deleted in the same transaction as the listing write.
  expect(await prisma.listingDraft.findUnique({ where: { id: draft.id } })).not.toBeNull();
  return { user, cookie, view };
}

describe("a payment interrupted before its listing was written", () => {
  it("is finished by the browser's retry, once", async () => {
    const { user, cookie, view } = await interruptedLocalPayment();
    const confirm = () => requestApp({ url: "/api/confirm-payment", cookie, json: { paymentIntentId: view.providerPaymentId } });
    const first = await confirm();
    expect(first.status).toBe(200);
    const { vehicleId } = JSON.parse(first.text) as { vehicleId: number };
    expect(JSON.parse((await confirm()).text)).toEqual({ vehicleId });
    expect(await listingsOf(user.id)).toBe(1);
    expect(await paymentOf(view.paymentId)).toMatchObject({ status: "succeeded", vehicleId, completedAt: expect.any(Date) });
  });

  it("is finished by the reconciliation job, once, even when a run is interrupted again", async () => {
    const { user, view } = await interruptedLocalPayment();
    crash.remaining = 1;
    const crashed = await reconcilePayments();
    expect(crashed.errors).toEqual([{ paymentId: view.paymentId, message: "simulated crash between payment and listing" }]);
    expect(await listingsOf(user.id)).toBe(0);

    const report = await reconcilePayments();
    expect(report.errors).toEqual([]);
    expect(report.completed).toBe(1);
    expect((await reconcilePayments()).completed).toBe(0);
    expect(await listingsOf(user.id)).toBe(1);
    expect((await paymentOf(view.paymentId)).vehicleId).not.toBeNull();
  });

  it("with Stripe: a crashed webhook delivery is answered 5xx, and Stripe's redelivery finishes it once", async () => {
    overridePaymentSettings(stripeSettings);
    const { user } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    const intent = fakeStripe.setStatus(view.providerPaymentId, "succeeded");

    crash.remaining = 1;
    expect((await webhook("payment_intent.succeeded", intent)).status).toBe(500);
    expect(await paymentOf(view.paymentId)).toMatchObject({ status: "succeeded", completedAt: null });
    expect(await listingsOf(user.id)).toBe(0);

    const redelivered = await webhook("payment_intent.succeeded", intent);
    expect(JSON.parse(redelivered.text)).toEqual({ received: true, outcome: "completed" });
    expect(JSON.parse((await webhook("payment_intent.succeeded", intent)).text)).toEqual({ received: true, outcome: "already-completed" });

    // The browser coming back late finds the same listing.
    const cookie = await sessionCookieFor(user.id);
    const late = await requestApp({ url: "/api/confirm-payment", cookie, json: { paymentIntentId: view.providerPaymentId } });
    expect(JSON.parse(late.text)).toEqual({ vehicleId: (await paymentOf(view.paymentId)).vehicleId });
    expect(await listingsOf(user.id)).toBe(1);
  });

  it("with Stripe: a crashed browser confirmation is finished by the webhook, once", async () => {
    overridePaymentSettings(stripeSettings);
    const { user } = await createSellerWithDraft(prisma);
    const cookie = await sessionCookieFor(user.id);
    const view = await startPayment(user.id);
    const intent = fakeStripe.setStatus(view.providerPaymentId, "succeeded");

    crash.remaining = 1;
    const crashed = await requestApp({ url: "/api/confirm-payment", cookie, json: { paymentIntentId: view.providerPaymentId } });
    expect(crashed.status).toBe(500);
    expect(await listingsOf(user.id)).toBe(0);

    expect(JSON.parse((await webhook("payment_intent.succeeded", intent)).text)).toEqual({ received: true, outcome: "completed" });
    const retry = await requestApp({ url: "/api/confirm-payment", cookie, json: { paymentIntentId: view.providerPaymentId } });
    expect(retry.status).toBe(200);
    expect(await listingsOf(user.id)).toBe(1);
    expect((await reconcilePayments()).completed).toBe(0);
    expect(await listingsOf(user.id)).toBe(1);
  });
});
