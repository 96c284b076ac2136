// Offers over HTTP (decision 53): the JSON API and the pages' plain POST forms, who may do what
// (a third user meets 404 everywhere), races between parallel requests, the expiry run of the job
// worker's schedule, and the mails both sides get through a real SMTP server.
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { requestApp } from "../support/app-requests";
import { addresses, bike, person, type Person } from "../support/relay-scene";
import { deliverMailToSink } from "../support/mail-delivery";
import { dealerScene } from "../support/dealer-scene";
import { OFFER_TEXT } from "~/modules/offers/offer-rules";
import { startScheduledOfferExpiry, stopScheduledOfferExpiry } from "../../server/scheduled-offers";

const delivery = deliverMailToSink();

let seller: Person;
let buyer: Person;
let third: Person;

beforeAll(async () => {
  seller = await person("Sally");
  buyer = await person("Bruno");
  third = await person("Trudy");
  // Verified, so the unverified account's three new threads a day do not end these tests early.
  await prisma.user.updateMany({ where: { id: { in: [buyer.id, third.id] } }, data: { emailVerifiedAt: new Date() } });
});

// Each test starts with the relay's hourly budget of new threads per user unspent (its own test below).
beforeEach(async () => {
  await prisma.rateLimit.deleteMany({ where: { key: { startsWith: "relay:conversation:user:" } } });
});

const clientAddress = addresses("10.37");
const post = (url: string, who: Person | null, json: unknown = {}) => requestApp({ url, cookie: who?.cookie ?? null, json, address: clientAddress() });
const body = (outcome: { text: string }) => JSON.parse(outcome.text);

async function offerOn(vehicleId: number, who: Person = buyer, amount: unknown = 7000) {
  const made = await post(`/api/vehicles/${vehicleId}/offers`, who, { amount, message: "Cash on pickup" });
  expect(made.status).toBe(201);
  return body(made) as { offerId: number; conversationId: number };
}

const stateOf = async (offerId: number) => (await prisma.offer.findUniqueOrThrow({ where: { id: offerId } })).state;
const listingStatus = async (vehicleId: number) => (await prisma.listing.findUniqueOrThrow({ where: { vehicleId } })).status;

describe("POST /api/vehicles/:id/offers", () => {
  it("401 signed out, 400 with the field on a bad amount, 201 with the conversation, 409 for a second live offer", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const url = `/api/vehicles/${vehicleId}/offers`;
    expect((await post(url, null, { amount: 7000 })).status).toBe(401);
    const bad = await post(url, buyer, { amount: -3 });
    expect(bad.status).toBe(400);
    expect(body(bad)).toEqual({ error: OFFER_TEXT.amountPositive, field: "amount" });
    expect((await post(url, buyer, { amount: { $gt: 1 } })).status).toBe(400);
    expect((await requestApp({ url, cookie: buyer.cookie, json: "{not json" })).status).toBe(400);
    const made = await offerOn(vehicleId);
    expect(made.conversationId).toBeGreaterThan(0);
    const again = await post(url, buyer, { amount: 7100 });
    expect(again.status).toBe(409);
    expect(body(again).error).toBe(OFFER_TEXT.liveOfferExists);
    expect((await post(url, seller, { amount: 7100 })).status).toBe(403);
    expect((await post(`/api/vehicles/999999999/offers`, buyer, { amount: 7100 })).status).toBe(404);
  });
});

describe("hostile input", () => {
  it("any JSON value as amount or message is a 201, 400 or 409, never a 500", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const offerId = (await offerOn(vehicleId, third, 7000)).offerId;
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.jsonValue(), async (amount, message) => {
        const made = await post(`/api/vehicles/${vehicleId}/offers`, buyer, { amount, message });
        if (made.status === 201) expect((await post(`/api/offers/${body(made).offerId}/withdraw`, buyer)).status).toBe(200);
        expect([201, 400, 409]).toContain(made.status);
        // Another buyer's offer: a bad amount is refused at the field, a good one meets 404.
        const counter = await post(`/api/offers/${offerId}/counter`, buyer, { amount });
        expect([400, 404]).toContain(counter.status);
      }),
      { numRuns: 40 },
    );
  });
});

describe("moves over the API", () => {
  it("a third user gets 404 on every endpoint and sees nothing in the lists", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const { offerId, conversationId } = await offerOn(vehicleId);
    for (const move of ["accept", "decline", "withdraw", "counter"]) {
      const refused = await post(`/api/offers/${offerId}/${move}`, third, { amount: 7500 });
      expect(refused.status).toBe(404);
      expect(body(refused)).toEqual({ error: OFFER_TEXT.notFound });
    }
    for (const role of ["buyer", "seller"]) {
      const list = await requestApp({ url: `/api/offers?role=${role}`, cookie: third.cookie });
      expect(body(list).offers.map((o: { id: number }) => o.id)).not.toContain(offerId);
    }
    expect((await requestApp({ url: `/offers/${offerId}`, cookie: third.cookie })).status).toBe(404);
    expect((await requestApp({ url: `/offers/${offerId}`, cookie: third.cookie, form: { intent: "accept" } })).status).toBe(404);
    const thread = await requestApp({ url: `/messages/${conversationId}`, cookie: third.cookie, document: true });
    expect(thread.status).toBe(404);
    expect(thread.text).not.toContain("$7,000");
    expect(await stateOf(offerId)).toBe("open");
  });

  it("401 signed out, 404 for an unknown move, 403 for the wrong side, 409 once moved on", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const { offerId } = await offerOn(vehicleId);
    expect((await post(`/api/offers/${offerId}/accept`, null)).status).toBe(401);
    expect((await post(`/api/offers/${offerId}/sell`, seller)).status).toBe(404);
    const wrongSide = await post(`/api/offers/${offerId}/accept`, buyer);
    expect(wrongSide.status).toBe(403);
    expect(body(wrongSide).error).toBe(OFFER_TEXT.sellerOnly);
    const counter = await post(`/api/offers/${offerId}/counter`, seller, { amount: 7400 });
    expect(counter.status).toBe(200);
    expect(body(counter).offer).toMatchObject({ state: "countered", counterAmount: 7400, waitingFor: "buyer", role: "seller" });
    expect((await post(`/api/offers/${offerId}/decline`, seller)).status).toBe(409);
    const accepted = await post(`/api/offers/${offerId}/accept`, buyer);
    expect(accepted.status).toBe(200);
    expect(body(accepted).offer).toMatchObject({ state: "accepted", agreedAmount: 7400 });
    expect(await listingStatus(vehicleId)).toBe("pending");
    const late = await post(`/api/offers/${offerId}/withdraw`, buyer);
    expect(late.status).toBe(409);
    expect(body(late).error).toBe(OFFER_TEXT.movedOn.accepted);
  });

  it("GET /api/offers lists the buyer's offers and the seller's received ones; 400 for another role", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const { offerId } = await offerOn(vehicleId);
    expect((await requestApp({ url: "/api/offers?role=buyer" })).status).toBe(401);
    expect((await requestApp({ url: "/api/offers?role=admin", cookie: buyer.cookie })).status).toBe(400);
    const mine = await requestApp({ url: "/api/offers?role=buyer", cookie: buyer.cookie });
    expect(mine.headers.get("Cache-Control")).toContain("no-store");
    expect(body(mine).offers.find((o: { id: number }) => o.id === offerId)).toMatchObject({ amount: 7000, state: "open", role: "buyer", vehicleId });
    const received = await requestApp({ url: "/api/offers?role=seller", cookie: seller.cookie });
    expect(body(received).offers.find((o: { id: number }) => o.id === offerId)).toMatchObject({ role: "seller", actions: ["accept", "counter", "decline"] });
    expect(body(await requestApp({ url: "/api/offers?role=seller", cookie: buyer.cookie })).offers.map((o: { id: number }) => o.id)).not.toContain(offerId);
  });
});

describe("budgets", () => {
  it("an offer that starts a thread counts against the relay's new-thread budget: 429 with Retry-After past it", async () => {
    const eager = await person("Eddie");
    await prisma.user.update({ where: { id: eager.id }, data: { emailVerifiedAt: new Date() } });
    const vehicles = [];
    for (let i = 0; i < 11; i++) vehicles.push((await bike(seller.id)).id);
    for (const vehicleId of vehicles.slice(0, 10)) expect((await post(`/api/vehicles/${vehicleId}/offers`, eager, { amount: 5000 })).status).toBe(201);
    const over = await post(`/api/vehicles/${vehicles[10]}/offers`, eager, { amount: 5000 });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("a dealer's listing", () => {
  it("any member answers the offer; a member of another dealership meets 404; the owners and managers are mailed", async () => {
    const dealer = await dealerScene();
    const other = await dealerScene("Ridge Motorsports");
    const { offerId } = await offerOn(dealer.vehicleId, buyer, 6800);
    const elsewhere = await post(`/api/offers/${offerId}/accept`, other.owner);
    expect(elsewhere.status).toBe(404);
    expect((await post(`/api/vehicles/${dealer.vehicleId}/offers`, dealer.sales, { amount: 100 })).status).toBe(403);
    await delivery.sink.waitFor((m) => m.to.includes(dealer.manager.email) && m.subject === "New offer of $6,800 on your 2019 Honda CRF450R");
    const countered = await post(`/api/offers/${offerId}/counter`, dealer.sales, { amount: 7200 });
    expect(countered.status).toBe(200);
    await delivery.sink.waitFor((m) => m.to.includes(buyer.email) && m.subject === `${dealer.name} countered with $7,200 on the 2019 Honda CRF450R`);
    expect(body(await requestApp({ url: "/api/offers?role=seller", cookie: dealer.sales2.cookie })).offers.map((o: { id: number }) => o.id)).toContain(offerId);
  });
});

describe("races with parallel requests", () => {
  it("two accepts of the same offer: one 200, one 409", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const { offerId } = await offerOn(vehicleId);
    const answers = await Promise.all([post(`/api/offers/${offerId}/accept`, seller), post(`/api/offers/${offerId}/accept`, seller)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await listingStatus(vehicleId)).toBe("pending");
  });

  it("two buyers' offers accepted at once: exactly one accepted, the listing pending", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const first = await offerOn(vehicleId, buyer, 7000);
    const second = await offerOn(vehicleId, third, 7200);
    const answers = await Promise.all([post(`/api/offers/${first.offerId}/accept`, seller), post(`/api/offers/${second.offerId}/accept`, seller)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await prisma.offer.count({ where: { id: { in: [first.offerId, second.offerId] }, state: "accepted" } })).toBe(1);
  });

  it("an accept racing a withdrawal: exactly one wins", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const { offerId } = await offerOn(vehicleId);
    const [accept, withdraw] = await Promise.all([post(`/api/offers/${offerId}/accept`, seller), post(`/api/offers/${offerId}/withdraw`, buyer)]);
    expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
    const state = await stateOf(offerId);
    expect(state).toBe(accept.status === 200 ? "accepted" : "withdrawn");
    expect(await listingStatus(vehicleId)).toBe(state === "accepted" ? "pending" : "active");
  });

  it("two offers from one buyer at once: one 201, one 409", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const answers = await Promise.all([7000, 7100].map((amount) => post(`/api/vehicles/${vehicleId}/offers`, buyer, { amount })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});

describe("the thread's forms, without JavaScript", () => {
  it("an offer from the offer page lands in the thread as a card the seller answers with a counter", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const refused = await requestApp({ url: `/vehicles/${vehicleId}/offer`, cookie: buyer.cookie, form: { amount: "seven", message: "Keep me" }, document: true, address: clientAddress() });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(OFFER_TEXT.amountRequired);
    expect(refused.text).toContain("Keep me");
    const made = await requestApp({ url: `/vehicles/${vehicleId}/offer`, cookie: buyer.cookie, form: { amount: "6,400" }, address: clientAddress() });
    expect(made.status).toBe(302);
    const conversationId = Number(/^\/messages\/(\d+)$/.exec(made.location ?? "")?.[1]);
    const offer = await prisma.offer.findFirstOrThrow({ where: { conversationId } });
    const sellerThread = await requestApp({ url: `/messages/${conversationId}`, cookie: seller.cookie, document: true });
    expect(sellerThread.text).toContain("$6,400");
    expect(sellerThread.text).toContain(`action="/offers/${offer.id}"`);
    const badCounter = await requestApp({ url: `/offers/${offer.id}`, cookie: seller.cookie, form: { intent: "counter", amount: "0" }, document: true });
    expect(badCounter.status).toBe(400);
    expect(badCounter.text).toContain(OFFER_TEXT.amountPositive);
    const countered = await requestApp({ url: `/offers/${offer.id}`, cookie: seller.cookie, form: { intent: "counter", amount: "6900" } });
    expect(countered.status).toBe(302);
    expect(countered.location).toBe(`/messages/${conversationId}`);
    const wrongSide = await requestApp({ url: `/offers/${offer.id}`, cookie: seller.cookie, form: { intent: "accept" }, document: true });
    expect(wrongSide.status).toBe(403);
    expect(wrongSide.text).toContain(OFFER_TEXT.buyerOnlyCounter);
    const accepted = await requestApp({ url: `/offers/${offer.id}`, cookie: buyer.cookie, form: { intent: "accept" } });
    expect(accepted.status).toBe(302);
    expect(await listingStatus(vehicleId)).toBe("pending");
    // The agreed price is the two sides' only: the public page shows the listing as pending.
    const publicPage = await requestApp({ url: `/vehicles/${vehicleId}`, document: true });
    expect(publicPage.text).not.toContain("$6,900");
    expect(publicPage.headers.get("Cache-Control")).toContain("public");
    const thirdPage = await requestApp({ url: `/vehicles/${vehicleId}`, cookie: third.cookie, document: true });
    expect(thirdPage.text).not.toContain("$6,900");
    for (const side of [buyer, seller]) {
      const page = await requestApp({ url: `/vehicles/${vehicleId}`, cookie: side.cookie, document: true });
      expect(page.text).toContain("Offer accepted at");
      expect(page.text).toContain("$6,900");
      expect(page.headers.get("Cache-Control")).toContain("private");
    }
  });
});

describe("mails and expiry", () => {
  it("both sides are mailed when an offer is made and when it is countered", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const { offerId } = await offerOn(vehicleId, buyer, 6100);
    const toSeller = await delivery.sink.waitFor((m) => m.to.includes(seller.email) && m.subject === "New offer of $6,100 on your 2019 Honda CRF450R");
    expect(toSeller.text).toContain("Cash on pickup");
    expect(toSeller.text).not.toContain(buyer.email);
    await delivery.sink.waitFor((m) => m.to.includes(buyer.email) && m.subject === "Your offer of $6,100 on the 2019 Honda CRF450R was sent");
    expect((await post(`/api/offers/${offerId}/counter`, seller, { amount: 6600 })).status).toBe(200);
    await delivery.sink.waitFor((m) => m.to.includes(buyer.email) && m.subject === "Sally countered with $6,600 on the 2019 Honda CRF450R");
    await delivery.sink.waitFor((m) => m.to.includes(seller.email) && m.subject === "You countered with $6,600 on your 2019 Honda CRF450R");
  });

  it("accepting one buyer's offer closes the other buyers' live offers, mails only those buyers, and none can be accepted after", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const kept = await offerOn(vehicleId, buyer, 6900);
    const other = await offerOn(vehicleId, third, 6500);
    const carla = await person("Carla");
    await prisma.user.update({ where: { id: carla.id }, data: { emailVerifiedAt: new Date() } });
    const countered = await offerOn(vehicleId, carla, 6000);
    expect((await post(`/api/offers/${countered.offerId}/counter`, seller, { amount: 6700 })).status).toBe(200);
    expect((await post(`/api/offers/${kept.offerId}/accept`, seller)).status).toBe(200);
    expect(await listingStatus(vehicleId)).toBe("pending");
    expect([await stateOf(kept.offerId), await stateOf(other.offerId), await stateOf(countered.offerId)]).toEqual(["accepted", "declined", "declined"]);
    const closed = await delivery.sink.waitFor((m) => m.to.includes(third.email) && m.subject === "Your offer on the 2019 Honda CRF450R was closed");
    expect(closed.text).toContain("Sally accepted another offer");
    expect(closed.text).toContain("$6,500");
    // The counter that was waiting on the third buyer cannot be taken up any more.
    const late = await post(`/api/offers/${countered.offerId}/accept`, carla);
    expect(late.status).toBe(409);
    expect(delivery.sink.mails.filter((m) => m.to.includes(seller.email) && m.subject.includes("closed"))).toEqual([]);
  });

  it("the job worker's schedule expires an offer past its 48 hours and mails both sides; it can no longer be accepted", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const { offerId } = await offerOn(vehicleId, buyer, 5900);
    await prisma.offer.update({ where: { id: offerId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    // Before the run: refused already, by the expiry in the UPDATE's condition.
    const early = await post(`/api/offers/${offerId}/accept`, seller);
    expect(early.status).toBe(409);
    expect(body(early).error).toBe(OFFER_TEXT.expired);
    startScheduledOfferExpiry(100);
    try {
      await delivery.sink.waitFor((m) => m.to.includes(buyer.email) && m.subject === "Your offer on the 2019 Honda CRF450R expired" && m.text.includes("$5,900"));
      await delivery.sink.waitFor((m) => m.to.includes(seller.email) && m.subject === "The offer on your 2019 Honda CRF450R expired" && m.text.includes("$5,900"));
    } finally {
      stopScheduledOfferExpiry();
    }
    expect(await stateOf(offerId)).toBe("expired");
    expect(await listingStatus(vehicleId)).toBe("active");
  });

  it("an accepted offer mails both sides the agreed price", async () => {
    const vehicleId = (await bike(seller.id)).id;
    const { offerId } = await offerOn(vehicleId, buyer, 6300);
    expect((await post(`/api/offers/${offerId}/accept`, seller)).status).toBe(200);
    for (const who of [buyer, seller]) await delivery.sink.waitFor((m) => m.to.includes(who.email) && m.subject === "Offer accepted: the 2019 Honda CRF450R at $6,300");
  });
});
