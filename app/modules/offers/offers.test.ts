// The offer state machine against the real database: every move from every state, by each side
// and by a stranger, the listing going pending on acceptance, and the expiry run.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { isAppError } from "~/utils/app-error";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { acceptOffer, counterOffer, declineOffer, expireDueOffers, makeOffer as makeOfferFrom, withdrawOffer } from "./offers.server";
import { listOffers, offerPanelFor, offersInThread, readOffer } from "./offer-views.server";
import { fairRangeGapText, OFFER_TEXT, percentBelowFairRange, type OfferStateName } from "./offer-rules";

// Each offer from its own client address, so no test meets another's per-address budget.
let a = 0;
const makeOffer = (input: Omit<Parameters<typeof makeOfferFrom>[0], "address">, now?: Date) => makeOfferFrom({ ...input, address: `10.36.${Math.floor(++a / 250)}.${a % 250}` }, now);

const bike = (userId: number) => createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210", userId });
const person = (firstName: string) => createUser(prisma, { firstName });

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { status: error.status, message: error.message, field: error.field };
  }
  throw new Error("expected a refusal");
}

/** A seller with a bike, a buyer with an open offer of $7,000 on it, and a stranger. */
async function scene() {
  const seller = await person("Sally");
  const buyer = await person("Bruno");
  const stranger = await person("Trudy");
  const vehicle = await bike(seller.id);
  const made = await makeOffer({ buyerId: buyer.id, vehicleId: vehicle.id, amount: 7000, message: "Cash on pickup" });
  return { seller, buyer, stranger, vehicleId: vehicle.id, ...made };
}

const stateOf = async (offerId: number) => (await prisma.offer.findUniqueOrThrow({ where: { id: offerId } })).state;
const listingStatus = async (vehicleId: number) => (await prisma.listing.findUniqueOrThrow({ where: { vehicleId } })).status;

/** Puts an offer in `state` directly, for the refused moves out of it. */
async function inState(state: OfferStateName) {
  const s = await scene();
  if (state !== "open") await prisma.offer.update({ where: { id: s.offerId }, data: { state, ...(state === "countered" ? { counterAmount: 7400 } : {}) } });
  return s;
}

describe("making an offer", () => {
  it("opens the conversation and an open offer that expires in 48 hours", async () => {
    const now = new Date("2026-11-28T10:00:00Z");
    const seller = await person("Sally");
    const buyer = await person("Bruno");
    const vehicle = await bike(seller.id);
    const made = await makeOffer({ buyerId: buyer.id, vehicleId: vehicle.id, amount: "$7,250" }, now);
    const offer = await prisma.offer.findUniqueOrThrow({ where: { id: made.offerId } });
    expect(offer).toMatchObject({ state: "open", amount: 7250, buyerId: buyer.id, conversationId: made.conversationId, message: null });
    expect(offer.expiresAt.toISOString()).toBe("2026-11-30T10:00:00.000Z");
    const conversation = await prisma.conversation.findUniqueOrThrow({ where: { id: made.conversationId } });
    expect(conversation).toMatchObject({ buyerId: buyer.id, sellerId: seller.id, vehicleId: vehicle.id });
  });

  it("uses the buyer's existing conversation", async () => {
    const s = await scene();
    await withdrawOffer(s.buyer.id, s.offerId);
    const again = await makeOffer({ buyerId: s.buyer.id, vehicleId: s.vehicleId, amount: 7100 });
    expect(again.conversationId).toBe(s.conversationId);
  });

  it("refuses bad amounts beside the field, the seller's own listing, a second live offer, and a listing off the market", async () => {
    const s = await scene();
    for (const [amount, message] of [[0, OFFER_TEXT.amountPositive], [-5, OFFER_TEXT.amountPositive], [12.5, OFFER_TEXT.amountWhole], ["abc", OFFER_TEXT.amountRequired], [undefined, OFFER_TEXT.amountRequired], [5_000_001, OFFER_TEXT.amountTooHigh]] as const) {
      expect(await refusal(makeOffer({ buyerId: s.stranger.id, vehicleId: s.vehicleId, amount }))).toEqual({ status: 400, message, field: "amount" });
    }
    expect(await refusal(makeOffer({ buyerId: s.stranger.id, vehicleId: s.vehicleId, amount: 10, message: "x".repeat(1001) }))).toMatchObject({ status: 400, field: "message" });
    expect(await refusal(makeOffer({ buyerId: s.seller.id, vehicleId: s.vehicleId, amount: 7000 }))).toMatchObject({ status: 403, message: OFFER_TEXT.ownListing });
    expect(await refusal(makeOffer({ buyerId: s.buyer.id, vehicleId: s.vehicleId, amount: 7100 }))).toMatchObject({ status: 409, message: OFFER_TEXT.liveOfferExists });
    expect(await refusal(makeOffer({ buyerId: s.buyer.id, vehicleId: 999_999_999, amount: 7100 }))).toMatchObject({ status: 404 });
    await prisma.listing.update({ where: { vehicleId: s.vehicleId }, data: { status: "sold" } });
    expect(await refusal(makeOffer({ buyerId: s.stranger.id, vehicleId: s.vehicleId, amount: 7100 }))).toMatchObject({ status: 409, message: OFFER_TEXT.notActive });
  });

  it("an unverified account starts at most 3 threads a day by offers, as by messages (429)", async () => {
    const seller = await person("Sally");
    const buyer = await person("Bruno");
    const vehicles = [await bike(seller.id), await bike(seller.id), await bike(seller.id), await bike(seller.id)];
    for (const v of vehicles.slice(0, 3)) await makeOffer({ buyerId: buyer.id, vehicleId: v.id, amount: 5000 });
    expect(await refusal(makeOffer({ buyerId: buyer.id, vehicleId: vehicles[3]!.id, amount: 5000 }))).toMatchObject({ status: 429 });
    await prisma.user.update({ where: { id: buyer.id }, data: { emailVerifiedAt: new Date() } });
    await makeOffer({ buyerId: buyer.id, vehicleId: vehicles[3]!.id, amount: 5000 });
  });

  it("allows one live offer per buyer even when two are sent at once", async () => {
    const seller = await person("Sally");
    const buyer = await person("Bruno");
    const vehicle = await bike(seller.id);
    const results = await Promise.allSettled([7000, 7100, 7200].map((amount) => makeOffer({ buyerId: buyer.id, vehicleId: vehicle.id, amount })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.offer.count({ where: { buyerId: buyer.id, listing: { vehicleId: vehicle.id } } })).toBe(1);
  });
});

describe("moves from open", () => {
  it("the seller accepts: the offer is accepted at its amount and the listing is pending", async () => {
    const s = await scene();
    await acceptOffer(s.seller.id, s.offerId);
    expect(await prisma.offer.findUniqueOrThrow({ where: { id: s.offerId } })).toMatchObject({ state: "accepted", agreedAmount: 7000, decidedById: s.seller.id });
    expect(await listingStatus(s.vehicleId)).toBe("pending");
  });

  it("the seller declines", async () => {
    const s = await scene();
    await declineOffer(s.seller.id, s.offerId);
    expect(await stateOf(s.offerId)).toBe("declined");
    expect(await listingStatus(s.vehicleId)).toBe("active");
  });

  it("the seller counters: the buyer's 48 hours start again", async () => {
    const s = await scene();
    const now = new Date(Date.now() + 60 * 60 * 1000);
    await counterOffer(s.seller.id, s.offerId, "7,400", now);
    const offer = await prisma.offer.findUniqueOrThrow({ where: { id: s.offerId } });
    expect(offer).toMatchObject({ state: "countered", counterAmount: 7400, amount: 7000 });
    expect(offer.expiresAt.getTime()).toBe(now.getTime() + 48 * 3600 * 1000);
    expect(await refusal(counterOffer(s.seller.id, s.offerId, 0))).toMatchObject({ status: 400, field: "amount" });
  });

  it("the buyer withdraws", async () => {
    const s = await scene();
    await withdrawOffer(s.buyer.id, s.offerId);
    expect(await stateOf(s.offerId)).toBe("withdrawn");
  });

  it("refuses the buyer's seller moves (403) and anything from a stranger (404), changing nothing", async () => {
    const s = await scene();
    expect(await refusal(acceptOffer(s.buyer.id, s.offerId))).toMatchObject({ status: 403, message: OFFER_TEXT.sellerOnly });
    expect(await refusal(declineOffer(s.buyer.id, s.offerId))).toMatchObject({ status: 403 });
    expect(await refusal(counterOffer(s.buyer.id, s.offerId, 7500))).toMatchObject({ status: 403 });
    expect(await refusal(withdrawOffer(s.seller.id, s.offerId))).toMatchObject({ status: 403, message: OFFER_TEXT.buyerOnlyWithdraw });
    for (const move of [acceptOffer, declineOffer, withdrawOffer]) expect(await refusal(move(s.stranger.id, s.offerId))).toMatchObject({ status: 404, message: OFFER_TEXT.notFound });
    expect(await refusal(counterOffer(s.stranger.id, s.offerId, 7500))).toMatchObject({ status: 404 });
    expect(await readOffer(s.stranger.id, s.offerId)).toBeNull();
    expect(await offersInThread(s.stranger.id, s.conversationId)).toEqual([]);
    expect(await stateOf(s.offerId)).toBe("open");
  });

  it("refuses every move on an offer past its time (409), before the expiry run has marked it", async () => {
    const s = await scene();
    const later = new Date(Date.now() + 49 * 3600 * 1000);
    expect(await refusal(acceptOffer(s.seller.id, s.offerId, later))).toEqual({ status: 409, message: OFFER_TEXT.expired, field: undefined });
    expect(await refusal(declineOffer(s.seller.id, s.offerId, later))).toMatchObject({ status: 409, message: OFFER_TEXT.expired });
    expect(await refusal(counterOffer(s.seller.id, s.offerId, 7500, later))).toMatchObject({ status: 409 });
    expect(await refusal(withdrawOffer(s.buyer.id, s.offerId, later))).toMatchObject({ status: 409 });
    expect((await readOffer(s.buyer.id, s.offerId, later))?.state).toBe("expired");
    expect(await stateOf(s.offerId)).toBe("open");
    expect(await listingStatus(s.vehicleId)).toBe("active");
  });
});

describe("blocks and suspensions", () => {
  it("a block between the sides refuses accepting and countering (403) but not withdrawing; a suspended seller cannot accept", async () => {
    const s = await scene();
    await prisma.userBlock.create({ data: { blockerId: s.buyer.id, blockedId: s.seller.id } });
    expect(await refusal(acceptOffer(s.seller.id, s.offerId))).toMatchObject({ status: 403 });
    expect(await refusal(counterOffer(s.seller.id, s.offerId, 7400))).toMatchObject({ status: 403 });
    await withdrawOffer(s.buyer.id, s.offerId);
    const t = await scene();
    await prisma.user.update({ where: { id: t.seller.id }, data: { suspendedAt: new Date() } });
    expect(await refusal(acceptOffer(t.seller.id, t.offerId))).toMatchObject({ status: 403 });
    expect(await stateOf(t.offerId)).toBe("open");
  });
});

describe("moves from countered", () => {
  it("the buyer accepts the counter: agreed at the counter's amount, listing pending", async () => {
    const s = await scene();
    await counterOffer(s.seller.id, s.offerId, 7400);
    await acceptOffer(s.buyer.id, s.offerId);
    expect(await prisma.offer.findUniqueOrThrow({ where: { id: s.offerId } })).toMatchObject({ state: "accepted", agreedAmount: 7400 });
    expect(await listingStatus(s.vehicleId)).toBe("pending");
  });

  it("the buyer withdraws", async () => {
    const s = await scene();
    await counterOffer(s.seller.id, s.offerId, 7400);
    await withdrawOffer(s.buyer.id, s.offerId);
    expect(await stateOf(s.offerId)).toBe("withdrawn");
  });

  it("refuses the seller's moves: accepting its own counter (403), declining or countering again (409)", async () => {
    const s = await scene();
    await counterOffer(s.seller.id, s.offerId, 7400);
    expect(await refusal(acceptOffer(s.seller.id, s.offerId))).toMatchObject({ status: 403, message: OFFER_TEXT.buyerOnlyCounter });
    expect(await refusal(declineOffer(s.seller.id, s.offerId))).toMatchObject({ status: 409, message: OFFER_TEXT.movedOn.countered });
    expect(await refusal(counterOffer(s.seller.id, s.offerId, 7300))).toMatchObject({ status: 409, message: OFFER_TEXT.movedOn.countered });
    expect(await refusal(acceptOffer(s.stranger.id, s.offerId))).toMatchObject({ status: 404 });
    expect(await stateOf(s.offerId)).toBe("countered");
  });
});

describe("settled offers", () => {
  for (const state of ["accepted", "declined", "withdrawn", "expired"] as const) {
    it(`refuses every move out of ${state} with 409`, async () => {
      const s = await inState(state);
      const expected = { status: 409, message: OFFER_TEXT.movedOn[state] };
      expect(await refusal(acceptOffer(s.seller.id, s.offerId))).toMatchObject(expected);
      expect(await refusal(acceptOffer(s.buyer.id, s.offerId))).toMatchObject(expected);
      expect(await refusal(declineOffer(s.seller.id, s.offerId))).toMatchObject(expected);
      expect(await refusal(counterOffer(s.seller.id, s.offerId, 7500))).toMatchObject(expected);
      expect(await refusal(withdrawOffer(s.buyer.id, s.offerId))).toMatchObject(expected);
      expect(await refusal(acceptOffer(s.stranger.id, s.offerId))).toMatchObject({ status: 404 });
      expect(await stateOf(s.offerId)).toBe(state);
    });
  }

  it("a second buyer's offer is closed when another is accepted, and cannot be accepted after", async () => {
    const s = await scene();
    const other = await makeOffer({ buyerId: s.stranger.id, vehicleId: s.vehicleId, amount: 7600 });
    await acceptOffer(s.seller.id, s.offerId);
    expect(await stateOf(other.offerId)).toBe("declined");
    expect(await refusal(acceptOffer(s.seller.id, other.offerId))).toMatchObject({ status: 409, message: OFFER_TEXT.movedOn.declined });
  });

  it("a listing taken off the market another way refuses an accept and leaves the offer open", async () => {
    const s = await scene();
    await prisma.listing.update({ where: { vehicleId: s.vehicleId }, data: { status: "sold" } });
    expect(await refusal(acceptOffer(s.seller.id, s.offerId))).toMatchObject({ status: 409, message: OFFER_TEXT.listingTaken });
    expect(await stateOf(s.offerId)).toBe("open");
  });
});

describe("races", () => {
  it("two accepts of two buyers' offers at once: one wins, the listing is pending once", async () => {
    const s = await scene();
    const other = await makeOffer({ buyerId: s.stranger.id, vehicleId: s.vehicleId, amount: 7600 });
    const results = await Promise.allSettled([acceptOffer(s.seller.id, s.offerId), acceptOffer(s.seller.id, other.offerId)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.offer.count({ where: { id: { in: [s.offerId, other.offerId] }, state: "accepted" } })).toBe(1);
  });

  it("an accept racing the expiry run: exactly one of them moves the offer", async () => {
    const s = await scene();
    const at = new Date((await prisma.offer.findUniqueOrThrow({ where: { id: s.offerId } })).expiresAt.getTime() - 1);
    // The accept runs a millisecond before the expiry, the run at the expiry.
    const [accepted, expired] = await Promise.allSettled([acceptOffer(s.seller.id, s.offerId, at), expireDueOffers(new Date(at.getTime() + 1))]);
    const state = await stateOf(s.offerId);
    if (state === "accepted") expect(expired).toEqual({ status: "fulfilled", value: expect.any(Number) });
    else expect(accepted.status).toBe("rejected");
    expect(["accepted", "expired"]).toContain(state);
    expect(await listingStatus(s.vehicleId)).toBe(state === "accepted" ? "pending" : "active");
  });
});

describe("expiry run", () => {
  it("marks live offers past their time expired, and leaves the others", async () => {
    const s = await scene();
    const fresh = await scene();
    await counterOffer(fresh.seller.id, fresh.offerId, 7400);
    await prisma.offer.update({ where: { id: s.offerId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await expireDueOffers()).toBeGreaterThanOrEqual(1);
    expect(await stateOf(s.offerId)).toBe("expired");
    expect(await stateOf(fresh.offerId)).toBe("countered");
    expect(await refusal(acceptOffer(s.seller.id, s.offerId))).toMatchObject({ status: 409, message: OFFER_TEXT.movedOn.expired });
  });
});

describe("reading offers", () => {
  it("cards show each side its moves and who acts next; lists by role; the panel keeps the agreed price to the two sides", async () => {
    const s = await scene();
    const [forSeller] = await offersInThread(s.seller.id, s.conversationId);
    expect(forSeller).toMatchObject({ role: "seller", waitingFor: "seller", actions: ["accept", "counter", "decline"] });
    const [forBuyer] = await offersInThread(s.buyer.id, s.conversationId);
    expect(forBuyer).toMatchObject({ role: "buyer", waitingFor: "seller", actions: ["withdraw"], fairGap: null });
    expect((await listOffers(s.buyer.id, "buyer")).map((o) => o.id)).toEqual([s.offerId]);
    expect((await listOffers(s.seller.id, "seller")).map((o) => o.id)).toEqual([s.offerId]);
    expect(await listOffers(s.seller.id, "buyer")).toEqual([]);
    expect(await listOffers(s.stranger.id, "seller")).toEqual([]);

    await acceptOffer(s.seller.id, s.offerId);
    const pending = { id: s.vehicleId, status: "pending" };
    expect(await offerPanelFor(s.buyer, pending, false)).toMatchObject({ kind: "offer", offer: { agreedAmount: 7000 } });
    expect(await offerPanelFor(s.seller, pending, true)).toMatchObject({ kind: "offer", offer: { agreedAmount: 7000 } });
    expect(await offerPanelFor(s.stranger, pending, false)).toEqual({ kind: "none" });
    expect(await offerPanelFor(null, pending, false)).toEqual({ kind: "none" });
    expect(await offerPanelFor(null, { id: s.vehicleId, status: "active" }, false)).toEqual({ kind: "sign-in" });
  });

  it("tells the seller how far an offer is below the fair price range", () => {
    // Fair starts above 95% of the typical value: $9,500 for a $10,000 typical value.
    expect(percentBelowFairRange(7790, 10_000)).toBe(18);
    expect(fairRangeGapText(7790, 10_000)).toBe("18% below the fair price range");
    expect(fairRangeGapText(9500, 10_000)).toBeNull();
    expect(fairRangeGapText(7000, null)).toBeNull();
  });
});
