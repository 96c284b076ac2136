import { setupServer } from "msw/node";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { fakeStripe, stripeHandlers } from "../../../tests/mocks/stripe";
import { createSellerWithDraft } from "../../../tests/support/payment-fixtures";
import { requestApp, sessionCookieFor, type AppOutcome } from "../../../tests/support/app-requests";
import { confirmPayment } from "./confirm-payment.server";
import { reconcilePayments } from "./reconcile.server";
import { overridePaymentSettings, type PaymentSettings } from "./settings.server";
import { startPayment } from "./start-payment.server";

const settings: PaymentSettings = {
  stripeSecretKey: "sk_test_fake",
  stripePublishableKey: "pk_test_fake",
  stripeWebhookSecret: "whsec_test_fake",
  supportEmail: "help@ridemarket.test",
  maxNetworkRetries: 0,
};

const server = setupServer(...stripeHandlers);
beforeAll(() => {
  // The test's own requests to the app server go through; any other request nothing answers is an error.
  server.listen({ onUnhandledRequest: (request, print) => void (new URL(request.url).hostname === "localhost" || print.error()) });
  overridePaymentSettings(settings);
});
afterEach(() => fakeStripe.reset());
afterAll(() => {
  server.close();
  overridePaymentSettings(null);
});

const answer = (outcome: AppOutcome) => ({ status: outcome.status, json: async () => JSON.parse(outcome.text) });

/** A JSON POST as the sell page's fetch sends it, signed in as the user. */
const post = async (userId: number, path: string, body: unknown) => answer(await requestApp({ url: path, cookie: await sessionCookieFor(userId), json: body }));

// Stripe posts from its own servers: the request comes from outside our site, which this endpoint must accept.
const fromStripe = async (payload: string, headers: Record<string, string> = {}) =>
  answer(await requestApp({ url: "/api/stripe/webhook", json: payload, headers: { "Sec-Fetch-Site": "cross-site", ...headers } }));

function signedEvent(type: string, intent: object, secret = settings.stripeWebhookSecret!) {
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: "event", type, data: { object: intent } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fromStripe(payload, { "Stripe-Signature": signature });
}

describe("creating the PaymentIntent with Stripe", () => {
  it("charges the package's price from the database, whatever amount the browser sends", async () => {
    const { user, pkg } = await createSellerWithDraft(prisma, { package: "pro" });
    const elite = await prisma.vehiclePackage.findUniqueOrThrow({ where: { slug: "elite" } });
    const response = await post(user.id, "/api/create-payment-intent", { amount: 1, packageId: elite.id, packageName: "Free" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ amount: "99.00", provider: "stripe", publishableKey: "pk_test_fake" });

    expect(fakeStripe.creates).toHaveLength(1);
    const sent = fakeStripe.creates[0]!.params;
    expect(sent.get("amount")).toBe("9900");
    expect(sent.get("currency")).toBe("usd");
    expect(sent.get("metadata[userId]")).toBe(String(user.id));
    expect(sent.get("metadata[packageId]")).toBe(String(elite.id));
    const payment = await prisma.payment.findUniqueOrThrow({ where: { providerPaymentId: body.paymentIntentId } });
    expect(sent.get("metadata[paymentId]")).toBe(String(payment.id));
    expect(body.clientSecret).toBe(fakeStripe.intents.get(body.paymentIntentId)!.client_secret);
    expect(payment.amount.toFixed(2)).toBe("99.00");
    // The package switch was saved to the draft.
    expect((await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } })).vehiclePackageId).toBe(elite.id);
    expect(pkg.slug).toBe("pro");
  });

  it("sends an idempotency key from our payment row, the same one when a failed call is retried", async () => {
    const { user } = await createSellerWithDraft(prisma);
    fakeStripe.failNextCreates = 1;
    await expect(startPayment(user.id)).rejects.toThrow();
    const view = await startPayment(user.id);
    const again = await startPayment(user.id);

    expect(fakeStripe.creates).toHaveLength(2);
    const [first, second] = fakeStripe.creates.map((c) => c.idempotencyKey);
    expect(first).toMatch(new RegExp(`^ridemarket-payment-${view.paymentId}-`));
    expect(second).toBe(first);
    expect(again.providerPaymentId).toBe(view.providerPaymentId);
    expect(view.providerPaymentId).toMatch(/^pi_fake/);
    expect(await prisma.payment.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("confirming a Stripe payment", () => {
  it("asks Stripe: processing is pending, a decline is a 402 with Stripe's message, success creates one listing", async () => {
    const { user } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    const confirm = () => post(user.id, "/api/confirm-payment", { paymentIntentId: view.providerPaymentId, packageId: view.packageId });

    fakeStripe.setStatus(view.providerPaymentId, "processing");
    let response = await confirm();
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ pending: true });

    fakeStripe.setStatus(view.providerPaymentId, "requires_payment_method", "Your card was declined.");
    response = await confirm();
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: "Your card was declined." });
    expect(await prisma.vehicle.count({ where: { userId: user.id } })).toBe(0);

    fakeStripe.setStatus(view.providerPaymentId, "succeeded");
    const [a, b] = await Promise.all([confirm(), confirm()]);
    expect(a.status).toBe(200);
    const { vehicleId } = await a.json();
    expect(await b.json()).toEqual({ vehicleId });
    expect(await prisma.vehicle.count({ where: { userId: user.id } })).toBe(1);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: view.paymentId } })).toMatchObject({ status: "succeeded", vehicleId, failureMessage: null });
  });
});

describe("Stripe webhook", () => {
  it("creates the listing when the browser never came back; the later browser confirmation finds it", async () => {
    const { user, draft } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    const intent = fakeStripe.setStatus(view.providerPaymentId, "succeeded");

    const response = await signedEvent("payment_intent.succeeded", intent);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "completed" });
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: view.paymentId } });
    expect(payment.vehicleId).not.toBeNull();
    expect(await prisma.listingDraft.findUnique({ where: { id: draft.id } })).toBeNull();

    // A repeated delivery and the browser's confirmation change nothing.
    expect(await (await signedEvent("payment_intent.succeeded", intent)).json()).toEqual({ received: true, outcome: "already-completed" });
    expect(await confirmPayment(user.id, view.providerPaymentId)).toEqual({ vehicleId: payment.vehicleId, packageName: "Elite", upgrade: false, renewal: false });
    expect(await prisma.listing.count({ where: { userId: user.id } })).toBe(1);
  });

  it("rejects a bad signature with 400 and changes nothing", async () => {
    const { user } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    const intent = fakeStripe.setStatus(view.providerPaymentId, "succeeded");

    const forged = await signedEvent("payment_intent.succeeded", intent, "whsec_someone_else");
    expect(forged.status).toBe(400);
    const unsigned = await fromStripe(JSON.stringify({ type: "payment_intent.succeeded", data: { object: intent } }));
    expect(unsigned.status).toBe(400);

    expect(await prisma.payment.findUniqueOrThrow({ where: { id: view.paymentId } })).toMatchObject({ status: "pending", completedAt: null, vehicleId: null });
    expect(await prisma.vehicle.count({ where: { userId: user.id } })).toBe(0);
  });

  it("records a failed payment, never over a completed one, and acknowledges other events", async () => {
    const { user } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    const failed = fakeStripe.setStatus(view.providerPaymentId, "requires_payment_method", "Your card has insufficient funds.");
    expect(await (await signedEvent("payment_intent.payment_failed", failed)).json()).toEqual({ received: true, outcome: "failed-recorded" });
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: view.paymentId } })).toMatchObject({ status: "failed", failureMessage: "Your card has insufficient funds." });

    const other = await signedEvent("customer.created", { id: "cus_1", object: "customer" });
    expect(await other.json()).toEqual({ received: true, outcome: "ignored" });
    const stranger = await signedEvent("payment_intent.succeeded", { id: "pi_not_ours", object: "payment_intent" });
    expect(await stranger.json()).toEqual({ received: true, outcome: "unknown-payment" });

    const succeeded = fakeStripe.setStatus(view.providerPaymentId, "succeeded");
    await signedEvent("payment_intent.succeeded", succeeded);
    await signedEvent("payment_intent.payment_failed", failed);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: view.paymentId } })).toMatchObject({ status: "succeeded", failureMessage: null });
  });
});

describe("reconciliation", () => {
  it("finishes a payment Stripe took when neither the browser nor the webhook reported it, once", async () => {
    const { user } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    fakeStripe.setStatus(view.providerPaymentId, "succeeded");
    const later = new Date(Date.now() + 60 * 60_000);

    const report = await reconcilePayments({ now: later });
    // Earlier tests' intents are gone from the fake Stripe: only this payment's outcome matters.
    expect(report.errors.filter((e) => e.paymentId === view.paymentId)).toEqual([]);
    expect(report.completed).toBeGreaterThanOrEqual(1);
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: view.paymentId } });
    expect(payment).toMatchObject({ status: "succeeded" });
    expect(payment.vehicleId).not.toBeNull();

    const again = await reconcilePayments({ now: later });
    expect(again.completed).toBe(0);
    expect(await prisma.vehicle.count({ where: { userId: user.id } })).toBe(1);
  });

  it("leaves recent open payments alone", async () => {
    const { user } = await createSellerWithDraft(prisma);
    const view = await startPayment(user.id);
    fakeStripe.setStatus(view.providerPaymentId, "succeeded");
    await reconcilePayments();
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: view.paymentId } })).completedAt).toBeNull();
  });
});
