// Dealers' plans (issue 35): the allowance the feeds' import reads, the /dealer/plan page (every
// member reads, only an owner changes), subscribing with the local provider and with Stripe, the
// webhook keeping the dealership's plan and standing right in any order, and units over a
// smaller plan held back only when the period ends, the newest first, and said so.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import Stripe from "stripe";
import { prisma } from "~/utils/db.server";
import { overridePaymentSettings, type PaymentSettings } from "~/modules/payments/settings.server";
import { planAllowance } from "~/modules/dealer-plans/allowance.server";
import { applySubscriptionState } from "~/modules/dealer-plans/subscription-state.server";
import { OWNER_ONLY_MESSAGE } from "~/modules/dealer-plans/plans.server";
import { createUser } from "../support/fixtures";
import { createDealerListing, createDealership } from "../support/dealer-fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";
import { fakeSubscriptions, stripeSubscriptionHandlers } from "../mocks/stripe-subscriptions";
import { runFeed } from "~/modules/feeds/run-feed.server";
import { refreshLapsedSubscriptions } from "~/modules/dealer-plans/lapsed-periods.server";
import { createDealership as createFeedDealership, feedCsv } from "../support/feed-fixtures";

const stripeSettings: PaymentSettings = {
  stripeSecretKey: "sk_test_fake", stripePublishableKey: "pk_test_fake", stripeWebhookSecret: "whsec_test_fake", supportEmail: "help@ridemarket.test", maxNetworkRetries: 0,
};

const server = setupServer(...stripeSubscriptionHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: (request, print) => void (new URL(request.url).hostname === "localhost" || print.error()) }));
afterEach(() => {
  fakeSubscriptions.reset();
  overridePaymentSettings(null);
});
afterAll(() => server.close());

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** A plan of two listings, so a test needs only a few units to go over it. */
async function smallPlan() {
  return prisma.dealerPlan.upsert({ where: { slug: "test-2" }, update: {}, create: { slug: "test-2", name: "Test 2", monthlyPrice: "10.00", activeListings: 2, sortOrder: 0 } });
}

/** A dealership with `units` active units, oldest first (a feed unit row for each). */
async function dealerWithUnits(units: number) {
  const dealer = await createDealership(prisma);
  const ids: number[] = [];
  for (let i = 0; i < units; i++) {
    const { vehicle } = await createDealerListing(prisma, dealer, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 5000 + i, zip: "90210", createdAt: day(i + 1) });
    await prisma.dealerFeedUnit.create({ data: { dealershipId: dealer.dealership.id, stockNumber: `S${i}`, vehicleId: vehicle.id, rowHash: "h", photoUrls: [] } });
    ids.push(vehicle.id);
  }
  return { ...dealer, vehicleIds: ids };
}

const statuses = async (vehicleIds: number[]) =>
  (await prisma.listing.findMany({ where: { vehicleId: { in: vehicleIds } }, orderBy: { vehicleId: "asc" }, select: { status: true } })).map((l) => l.status);

const postPlan = async (userId: number, plan: string) => requestApp({ url: "/dealer/plan", cookie: await sessionCookieFor(userId), form: { plan } });

function stripeEvent(type: string, object: object) {
  const payload = JSON.stringify({ id: `evt_${Date.now()}${Math.random()}`, object: "event", type, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripeSettings.stripeWebhookSecret! });
  return requestApp({ url: "/api/stripe/webhook", json: payload, headers: { "Sec-Fetch-Site": "cross-site", "Stripe-Signature": signature } });
}
const outcomeOf = async (answer: Promise<{ status: number; text: string }>) => {
  const a = await answer;
  expect(a.status).toBe(200);
  return (JSON.parse(a.text) as { outcome: string }).outcome;
};

describe("planAllowance", () => {
  it("says the plan, whether it is in force and how many listings are active", async () => {
    const dealer = await dealerWithUnits(2);
    const id = dealer.dealership.id;
    await createDealerListing(prisma, dealer, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 1, zip: "90210", status: "unpublished" });
    expect(await planAllowance(id)).toEqual({ plan: null, inForce: false, active: 2 });
    const lot25 = await prisma.dealerPlan.findUniqueOrThrow({ where: { slug: "lot-25" } });
    await prisma.dealership.update({ where: { id }, data: { planId: lot25.id, subscriptionStatus: "active", subscriptionEndsAt: inDays(10) } });
    expect(await planAllowance(id)).toEqual({ plan: { name: "Lot 25", activeListings: 25 }, inForce: true, active: 2 });
    // Past due (the provider retries) and canceled both stay in force until the period paid for ends.
    await prisma.dealership.update({ where: { id }, data: { subscriptionStatus: "past_due" } });
    expect((await planAllowance(id)).inForce).toBe(true);
    await prisma.dealership.update({ where: { id }, data: { subscriptionStatus: "canceled" } });
    expect((await planAllowance(id)).inForce).toBe(true);
    expect((await planAllowance(id, inDays(11))).inForce).toBe(false);
  });
});

describe("/dealer/plan", () => {
  it("shows every member the plans with price and count, and the plan in use; only an owner may change it", async () => {
    const dealer = await dealerWithUnits(1);
    const sales = await createUser(prisma);
    await prisma.dealershipMember.create({ data: { dealershipId: dealer.dealership.id, userId: sales.id, role: "sales" } });
    const page = await requestApp({ url: "/dealer/plan", cookie: await sessionCookieFor(sales.id) });
    expect(page.status).toBe(200);
    const { overview } = JSON.parse(page.text);
    expect(overview.plans.map((p: { slug: string }) => p.slug)).toEqual(expect.arrayContaining(["lot-25", "lot-100", "lot-500", "lot-2500", "lot-15000"]));
    expect(overview.plans.find((p: { slug: string }) => p.slug === "lot-25")).toEqual({ slug: "lot-25", name: "Lot 25", monthlyPrice: "149.00", activeListings: 25 });
    expect(overview).toMatchObject({ current: null, inForce: false, active: 1, canChange: false });

    const refused = await postPlan(sales.id, "lot-25");
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toEqual({ error: OWNER_ONLY_MESSAGE });
    expect((await prisma.dealership.findUniqueOrThrow({ where: { id: dealer.dealership.id } })).planId).toBeNull();
  });

  it("answers 404 to a user of no dealership, and sends a signed-out visitor to sign in", async () => {
    const stranger = await createUser(prisma);
    expect((await requestApp({ url: "/dealer/plan", cookie: await sessionCookieFor(stranger.id) })).status).toBe(404);
    expect((await postPlan(stranger.id, "lot-25")).status).toBe(404);
    const signedOut = await requestApp({ url: "/dealer/plan" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/login/);
  });

  it("subscribes an owner with the local provider without keys: in force at once for a month", async () => {
    const dealer = await dealerWithUnits(1);
    const chosen = await postPlan(dealer.owner.id, "lot-100");
    expect(chosen.status).toBe(302);
    expect(chosen.location).toBe("/dealer/plan");
    const row = await prisma.dealership.findUniqueOrThrow({ where: { id: dealer.dealership.id }, include: { plan: true } });
    expect(row.plan!.slug).toBe("lot-100");
    expect(row.subscriptionId).toMatch(/^lsub_/);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.subscriptionEndsAt!.getTime()).toBeGreaterThan(inDays(27).getTime());
    expect(await planAllowance(dealer.dealership.id)).toEqual({ plan: { name: "Lot 100", activeListings: 100 }, inForce: true, active: 1 });
    expect((await postPlan(dealer.owner.id, "no-such-plan")).status).toBe(400);
  });
});

describe("a smaller plan than the active count", () => {
  it("keeps every unit published until the period ends and says so; then the newest beyond the count are held back, once", async () => {
    const small = await smallPlan();
    const dealer = await dealerWithUnits(4);
    const id = dealer.dealership.id;
    expect((await postPlan(dealer.owner.id, "lot-25")).status).toBe(302);
    expect((await postPlan(dealer.owner.id, small.slug)).status).toBe(302);
    const row = await prisma.dealership.findUniqueOrThrow({ where: { id } });
    expect(row.planId).toBe(small.id);
    expect(await statuses(dealer.vehicleIds)).toEqual(["active", "active", "active", "active"]);
    const { overview } = JSON.parse((await requestApp({ url: "/dealer/plan", cookie: await sessionCookieFor(dealer.owner.id) })).text);
    expect(overview).toMatchObject({ active: 4, current: { slug: "test-2", activeListings: 2 } });
    const page = await requestApp({ url: "/dealer/plan", cookie: await sessionCookieFor(dealer.owner.id), document: true });
    expect(page.text).toContain("You have 4 active listings and your plan allows 2. They stay published until");
    expect(page.text).toContain("then the newest 2 will be held back.");

    // The next period begins (the provider renews the subscription).
    const renewed = { id: row.subscriptionId!, status: "active" as const, periodEnd: new Date(row.subscriptionEndsAt!.getTime() + 30 * DAY), metadata: { dealershipId: String(id), planSlug: small.slug } };
    expect(await applySubscriptionState(renewed)).toBe("applied");
    expect(await statuses(dealer.vehicleIds)).toEqual(["active", "active", "unpublished", "unpublished"]);
    const units = await prisma.dealerFeedUnit.findMany({ where: { dealershipId: id }, orderBy: { stockNumber: "asc" }, select: { offReason: true } });
    expect(units.map((u) => u.offReason)).toEqual([null, null, "over_plan", "over_plan"]);
    expect(await planAllowance(id)).toMatchObject({ active: 2, inForce: true });
    // The same news again changes nothing.
    expect(await applySubscriptionState(renewed)).toBe("unchanged");
    const after = await requestApp({ url: "/dealer/plan", cookie: await sessionCookieFor(dealer.owner.id), document: true });
    expect(after.text).toContain("2 units are held back because they are over your plan.");
  });
});

describe("units held back over the plan", () => {
  it("are listed when the owner chooses a first plan, after a feed uploaded without one held them all back", async () => {
    const { dealership, owner } = await createFeedDealership(prisma, { plan: null });
    const report = await runFeed({ dealershipId: dealership.id, document: feedCsv([{ stock: "F1" }, { stock: "F2" }, { stock: "F3" }]), source: "upload", dryRun: false, startedById: owner.id });
    expect(report).toMatchObject({ created: 3, heldBack: 3 });
    const units = () => prisma.dealerFeedUnit.findMany({ where: { dealershipId: dealership.id }, orderBy: { stockNumber: "asc" }, select: { offReason: true, vehicle: { select: { listing: { select: { status: true } } } } } });
    expect((await units()).map((u) => [u.offReason, u.vehicle!.listing!.status])).toEqual([["over_plan", "unpublished"], ["over_plan", "unpublished"], ["over_plan", "unpublished"]]);

    expect((await postPlan(owner.id, "lot-25")).status).toBe(302);
    expect((await units()).map((u) => [u.offReason, u.vehicle!.listing!.status])).toEqual([[null, "active"], [null, "active"], [null, "active"]]);
    expect(await planAllowance(dealership.id)).toMatchObject({ active: 3, inForce: true });
  });

  it("go back on the market at once when a bigger plan is chosen, oldest first and only up to its count", async () => {
    const small = await smallPlan();
    const three = await prisma.dealerPlan.upsert({ where: { slug: "test-3" }, update: {}, create: { slug: "test-3", name: "Test 3", monthlyPrice: "15.00", activeListings: 3, sortOrder: 0 } });
    const dealer = await dealerWithUnits(5);
    const id = dealer.dealership.id;
    expect((await postPlan(dealer.owner.id, small.slug)).status).toBe(302);
    const row = await prisma.dealership.findUniqueOrThrow({ where: { id } });
    await applySubscriptionState({ id: row.subscriptionId!, status: "active", periodEnd: new Date(row.subscriptionEndsAt!.getTime() + 30 * DAY), metadata: { dealershipId: String(id), planSlug: small.slug } });
    expect(await statuses(dealer.vehicleIds)).toEqual(["active", "active", "unpublished", "unpublished", "unpublished"]);

    expect((await postPlan(dealer.owner.id, three.slug)).status).toBe(302);
    expect(await statuses(dealer.vehicleIds)).toEqual(["active", "active", "active", "unpublished", "unpublished"]);
    const offReasons = await prisma.dealerFeedUnit.findMany({ where: { dealershipId: id }, orderBy: { stockNumber: "asc" }, select: { offReason: true } });
    expect(offReasons.map((u) => u.offReason)).toEqual([null, null, null, "over_plan", "over_plan"]);

    expect((await postPlan(dealer.owner.id, "lot-25")).status).toBe(302);
    expect(await statuses(dealer.vehicleIds)).toEqual(["active", "active", "active", "active", "active"]);
  });
});

describe("a paid period that ended by our row", () => {
  it("renews a local subscription by a month, putting back units a feed held back meanwhile; a canceled one is not renewed", async () => {
    const { dealership, owner } = await createFeedDealership(prisma, { plan: null });
    expect((await postPlan(owner.id, "lot-25")).status).toBe(302);
    const ended = inDays(-2);
    await prisma.dealership.update({ where: { id: dealership.id }, data: { subscriptionEndsAt: ended } });
    // The lapse lets a feed list nothing.
    expect(await runFeed({ dealershipId: dealership.id, document: feedCsv([{ stock: "R1" }, { stock: "R2" }]), source: "upload", dryRun: false })).toMatchObject({ created: 2, heldBack: 2 });
    expect(await planAllowance(dealership.id)).toMatchObject({ inForce: false, active: 0 });

    await refreshLapsedSubscriptions();
    const row = await prisma.dealership.findUniqueOrThrow({ where: { id: dealership.id } });
    const monthLater = new Date(ended);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(row).toMatchObject({ subscriptionStatus: "active", subscriptionEndsAt: monthLater });
    expect(await planAllowance(dealership.id)).toMatchObject({ inForce: true, active: 2 });
    expect(await refreshLapsedSubscriptions()).toBe(0);

    await prisma.dealership.update({ where: { id: dealership.id }, data: { subscriptionStatus: "canceled", subscriptionEndsAt: ended } });
    await refreshLapsedSubscriptions();
    expect(await prisma.dealership.findUniqueOrThrow({ where: { id: dealership.id } })).toMatchObject({ subscriptionStatus: "canceled", subscriptionEndsAt: ended });
  });

  it("asks Stripe about a subscription whose renewal event never arrived", async () => {
    overridePaymentSettings(stripeSettings);
    const dealer = await dealerWithUnits(1);
    const id = dealer.dealership.id;
    const sub = fakeSubscriptions.create({ dealershipId: String(id), planSlug: "lot-25" }, inDays(-1));
    await outcomeOf(stripeEvent("customer.subscription.created", { ...sub }));
    expect(await planAllowance(id)).toMatchObject({ inForce: false });
    // Stripe renewed it; the event was lost.
    fakeSubscriptions.set(sub.id, { periodEnd: inDays(29) });
    await refreshLapsedSubscriptions();
    const row = await prisma.dealership.findUniqueOrThrow({ where: { id } });
    expect(row.subscriptionEndsAt!.getTime()).toBeGreaterThan(inDays(28).getTime());
    expect(await planAllowance(id)).toMatchObject({ inForce: true, active: 1 });
  });
});

describe("with Stripe keys", () => {
  it("sends the owner to Stripe's checkout for a monthly subscription; its events set the plan, past due and canceled, idempotently and in any order", async () => {
    overridePaymentSettings(stripeSettings);
    const dealer = await dealerWithUnits(3);
    const id = dealer.dealership.id;
    const chosen = await postPlan(dealer.owner.id, "lot-25");
    expect(chosen.status).toBe(302);
    expect(chosen.location).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = fakeSubscriptions.requests.find((r) => r.path === "/checkout/sessions")!;
    expect(session.params.get("mode")).toBe("subscription");
    expect(session.params.get("line_items[0][price_data][unit_amount]")).toBe("14900");
    expect(session.params.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(session.params.get("subscription_data[metadata][dealershipId]")).toBe(String(id));
    expect(session.idempotencyKey).toMatch(new RegExp(`^ridemarket-dealer-plan-${id}-lot-25-`));
    expect((await prisma.dealership.findUniqueOrThrow({ where: { id } })).planId).toBeNull();

    // Paid: Stripe made the subscription; its checkout's completion names it.
    const periodEnd = inDays(30);
    const sub = fakeSubscriptions.create({ dealershipId: String(id), planSlug: "lot-25" }, periodEnd);
    expect(await outcomeOf(stripeEvent("checkout.session.completed", { id: "cs_1", object: "checkout.session", mode: "subscription", subscription: sub.id }))).toBe("applied");
    const row = await prisma.dealership.findUniqueOrThrow({ where: { id }, include: { plan: true } });
    expect(row).toMatchObject({ subscriptionId: sub.id, subscriptionStatus: "active", plan: { slug: "lot-25" } });
    expect(row.subscriptionEndsAt!.getTime()).toBe(Math.floor(periodEnd.getTime() / 1000) * 1000);
    // Delivered again: nothing changes.
    expect(await outcomeOf(stripeEvent("customer.subscription.created", { ...sub }))).toBe("unchanged");

    // Past due: a renewal's payment failed.
    fakeSubscriptions.set(sub.id, { status: "past_due" });
    expect(await outcomeOf(stripeEvent("invoice.payment_failed", { id: "in_1", object: "invoice", parent: { subscription_details: { subscription: sub.id } } }))).toBe("applied");
    expect((await prisma.dealership.findUniqueOrThrow({ where: { id } })).subscriptionStatus).toBe("past_due");

    // Canceled, and then a late "updated" event whose own copy still says active: the row stays canceled.
    fakeSubscriptions.set(sub.id, { status: "canceled" });
    expect(await outcomeOf(stripeEvent("customer.subscription.deleted", { ...sub, status: "canceled" }))).toBe("applied");
    expect(await outcomeOf(stripeEvent("customer.subscription.updated", { ...sub, status: "active" }))).toBe("unchanged");
    expect((await prisma.dealership.findUniqueOrThrow({ where: { id } })).subscriptionStatus).toBe("canceled");
    // Canceled within the period paid for: still in force, nothing held back.
    expect(await planAllowance(id)).toEqual({ plan: { name: "Lot 25", activeListings: 25 }, inForce: true, active: 3 });
    expect(await statuses(dealer.vehicleIds)).toEqual(["active", "active", "active"]);
  });

  it("when a canceled subscription's period has ended, no plan is in force and the units are held back", async () => {
    overridePaymentSettings(stripeSettings);
    const dealer = await dealerWithUnits(2);
    const id = dealer.dealership.id;
    const sub = fakeSubscriptions.create({ dealershipId: String(id), planSlug: "lot-25" }, inDays(30));
    await outcomeOf(stripeEvent("customer.subscription.created", { ...sub }));
    fakeSubscriptions.set(sub.id, { status: "canceled", periodEnd: inDays(-1) });
    expect(await outcomeOf(stripeEvent("customer.subscription.deleted", { ...sub }))).toBe("applied");
    expect(await planAllowance(id)).toEqual({ plan: { name: "Lot 25", activeListings: 25 }, inForce: false, active: 0 });
    expect(await statuses(dealer.vehicleIds)).toEqual(["unpublished", "unpublished"]);
  });

  it("changes the plan of a subscription in force from its next renewal, without charging the period again", async () => {
    overridePaymentSettings(stripeSettings);
    const dealer = await dealerWithUnits(1);
    const id = dealer.dealership.id;
    const sub = fakeSubscriptions.create({ dealershipId: String(id), planSlug: "lot-25" }, inDays(30));
    await outcomeOf(stripeEvent("customer.subscription.created", { ...sub }));
    expect((await postPlan(dealer.owner.id, "lot-100")).status).toBe(302);
    const update = fakeSubscriptions.requests.find((r) => r.path === `/subscriptions/${sub.id}`)!;
    expect(update.params.get("proration_behavior")).toBe("none");
    expect(update.params.get("items[0][id]")).toBe(sub.items.data[0]!.id);
    expect(update.params.get("items[0][price_data][unit_amount]")).toBe("39900");
    expect(update.params.get("items[0][price_data][product]")).toBe("ridemarket-dealer-plan-lot-100");
    expect(update.params.get("metadata[planSlug]")).toBe("lot-100");
    expect((await prisma.dealership.findUniqueOrThrow({ where: { id }, include: { plan: true } })).plan!.slug).toBe("lot-100");
  });

  it("ignores news of an older subscription while a newer one is in force", async () => {
    overridePaymentSettings(stripeSettings);
    const dealer = await dealerWithUnits(0);
    const id = dealer.dealership.id;
    const old = fakeSubscriptions.create({ dealershipId: String(id), planSlug: "lot-25" }, inDays(-2), "canceled");
    const current = fakeSubscriptions.create({ dealershipId: String(id), planSlug: "lot-100" }, inDays(30));
    await outcomeOf(stripeEvent("customer.subscription.created", { ...current }));
    expect(await outcomeOf(stripeEvent("customer.subscription.deleted", { ...old }))).toBe("stale-subscription");
    expect(await prisma.dealership.findUniqueOrThrow({ where: { id } })).toMatchObject({ subscriptionId: current.id, subscriptionStatus: "active" });
  });
});
