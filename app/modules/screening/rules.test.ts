// Each screening rule on its own (decision 42): what it hits, with how many points and which
// evidence, and what it lets through. The rules that read the database run against the real one.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { priceRule } from "./price-rule";
import { sellerRule } from "./seller-rule";
import { descriptionRule } from "./description-rule";
import { identifierRule } from "./identifier-rule";
import { volumeRule } from "./volume-rule";
import { suspendedSellerRule } from "./suspended-rule";
import { screeningClientHash } from "./client-hash.server";
import { SCREENING_RULES } from "./rules.server";
import { DESCRIPTION_RULE, IDENTIFIER_RULE, PRICE_RULE, SELLER_RULE, VOLUME_RULE, outcomeOf } from "./thresholds";
import type { ListingFacts, ScreeningContext, ScreeningRule } from "./rule";

const DAY_MS = 86_400_000;
const now = new Date("2026-11-27T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

const facts = (f: Partial<ListingFacts> = {}): ListingFacts => ({
  listingId: 1,
  vehicleId: 1,
  userId: 1,
  dealershipId: null,
  price: 9000,
  typicalValue: 10000,
  condition: "good",
  title: "2021 Honda CRF450R",
  description: "Fresh top end, new tires, always garaged.",
  identifier: null,
  photos: [],
  seller: { createdAt: daysAgo(400), phoneVerifiedAt: daysAgo(300), suspendedAt: null },
  clientHash: null,
  ...f,
});

/** A rule that reads no database. */
const pure = (rule: ScreeningRule, f: Partial<ListingFacts> = {}) => rule.check(facts(f), { db: prisma, now } as ScreeningContext);

/** A rule run in a transaction of the real database, rolled back after. */
async function inDatabase(rule: ScreeningRule, f: ListingFacts, at = new Date()) {
  let hits: Awaited<ReturnType<ScreeningRule["check"]>> = [];
  await prisma
    .$transaction(async (tx) => {
      hits = await rule.check(f, { db: tx, now: at });
      throw new Error("rollback");
    })
    .catch((e: Error) => {
      if (e.message !== "rollback") throw e;
    });
  return hits;
}

describe("the price rule", () => {
  it("hits a price far below the value its condition may ask, and harder one so far below it is bait", async () => {
    // Good condition asks 90% of the typical value: $9,000 of $10,000.
    expect(await pure(priceRule, { price: 4600 })).toEqual([]);
    const far = await pure(priceRule, { price: 4500 });
    expect(far).toMatchObject([{ rule: "price-far-below-value", points: PRICE_RULE.farBelowPoints, evidence: { expectedValue: 9000, percentOfExpected: 50, condition: "good" } }]);
    expect(far[0]!.explanation).toBe("Asks $4,500, 50% of the $9,000 a 2021 Honda CRF450R in good condition typically sells for.");
    expect(await pure(priceRule, { price: 3000 })).toMatchObject([{ points: PRICE_RULE.extremePoints, evidence: { percentOfExpected: 33 } }]);
  });

  it("lets a poor vehicle ask less, and says nothing without a typical value", async () => {
    // Poor asks 65%: $6,500; half of it is the bound.
    expect(await pure(priceRule, { price: 3300, condition: "poor" })).toEqual([]);
    expect(await pure(priceRule, { price: 3200, condition: "poor" })).toHaveLength(1);
    expect(await pure(priceRule, { price: 100, typicalValue: null })).toEqual([]);
    expect(await pure(priceRule, { price: 100, typicalValue: 0 })).toEqual([]);
  });
});

describe("the seller rule", () => {
  const highValue = { price: SELLER_RULE.highValue, typicalValue: 20000 };

  it("hits a new account, or an older one that is not a verified seller, listing a high-value vehicle", async () => {
    const fresh = await pure(sellerRule, { ...highValue, seller: { createdAt: daysAgo(0), phoneVerifiedAt: null, suspendedAt: null } });
    expect(fresh).toMatchObject([{ rule: "unproven-seller-high-value", points: SELLER_RULE.newAccountPoints, evidence: { accountDays: 0, verifiedSeller: false, value: SELLER_RULE.highValue } }]);
    expect(fresh[0]!.explanation).toBe("A $40,000 vehicle from an account opened today.");
    // A verified phone does not make a new account proven.
    expect(await pure(sellerRule, { ...highValue, seller: { createdAt: daysAgo(3), phoneVerifiedAt: daysAgo(1), suspendedAt: null } })).toMatchObject([{ points: SELLER_RULE.newAccountPoints }]);
    expect(await pure(sellerRule, { ...highValue, seller: { createdAt: daysAgo(60), phoneVerifiedAt: null, suspendedAt: null } })).toMatchObject([{ points: SELLER_RULE.unverifiedPoints, evidence: { verifiedSeller: false } }]);
  });

  it("counts the typical value as the vehicle's value, and passes a verified seller or a modest vehicle", async () => {
    const fresh = { createdAt: daysAgo(1), phoneVerifiedAt: null, suspendedAt: null };
    expect(await pure(sellerRule, { price: 20000, typicalValue: 60000, seller: fresh })).toMatchObject([{ evidence: { value: 60000 } }]);
    expect(await pure(sellerRule, { price: 39999, typicalValue: 30000, seller: fresh })).toEqual([]);
    expect(await pure(sellerRule, { ...highValue, seller: { createdAt: daysAgo(60), phoneVerifiedAt: daysAgo(50), suspendedAt: null } })).toEqual([]);
  });
});

describe("the description rule", () => {
  it("hits off-platform payment, contact details and scam words with the relay's phrases, quoting them", async () => {
    const hits = await pure(descriptionRule, { description: "My shipping agent delivers; payment by gift card. Text me at 555-123-4567." });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ rule: "scam-phrases-in-description", points: DESCRIPTION_RULE.points });
    expect(hits[0]!.evidence.phrases).toEqual(expect.arrayContaining(["gift card", "shipping agent", "555-123-4567"]));
    expect(hits[0]!.explanation).toContain('"gift card"');
  });

  it("lets an ordinary description through", async () => {
    expect(await pure(descriptionRule, { description: "Clean title, new battery, cash or bank transfer at pickup. Come see it Saturday." })).toEqual([]);
  });
});

describe("the suspended seller rule", () => {
  it("holds whatever a suspended account lists, and nothing else", async () => {
    const hits = await pure(suspendedSellerRule, { seller: { createdAt: daysAgo(100), phoneVerifiedAt: null, suspendedAt: daysAgo(1) } });
    expect(outcomeOf(hits[0]!.points)).toBe("hold");
    expect(await pure(suspendedSellerRule)).toEqual([]);
  });
});

describe("the identifier rule", () => {
  // One no other test's vehicle has.
  const VIN = `SCR${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2)}`.slice(0, 17).toUpperCase();

  it("hits the same VIN on another seller's listing on the market, not the seller's own nor one off the market", async () => {
    const other = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7000, zip: "90210" });
    await prisma.vehicle.update({ where: { id: other.id }, data: { identifier: VIN } });
    const seller = await createUser(prisma);
    const mine = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7000, zip: "90210", userId: seller.id });

    const hits = await inDatabase(identifierRule, facts({ userId: seller.id, vehicleId: mine.id, identifier: VIN }));
    expect(hits).toMatchObject([{ rule: "identifier-on-another-sellers-listing", points: IDENTIFIER_RULE.points, evidence: { identifier: VIN, vehicleIds: [other.id] } }]);
    expect(await inDatabase(identifierRule, facts({ userId: other.userId, identifier: VIN }))).toEqual([]);
    await prisma.listing.update({ where: { vehicleId: other.id }, data: { status: "sold" } });
    expect(await inDatabase(identifierRule, facts({ userId: seller.id, identifier: VIN }))).toEqual([]);
    expect(await inDatabase(identifierRule, facts({ userId: seller.id, identifier: null }))).toEqual([]);
  });
});

describe("the volume rule", () => {
  it("hits an account that published too many listings in a day", async () => {
    const seller = await createUser(prisma);
    const make = (createdAt?: Date) => createListing(prisma, { type: "atv", make: "Polaris", model: "Sportsman 570", year: 2020, price: 6000, zip: "90210", userId: seller.id, createdAt });
    await make(new Date(Date.now() - 2 * DAY_MS));
    for (let i = 0; i < VOLUME_RULE.perAccountPerDay - 1; i += 1) await make();
    expect(await inDatabase(volumeRule, facts({ userId: seller.id }))).toEqual([]);
    const last = await make();
    expect(await inDatabase(volumeRule, facts({ userId: seller.id, listingId: last.listing!.id }))).toMatchObject([
      { rule: "too-many-listings-in-a-day", points: VOLUME_RULE.points, evidence: { from: "account", listings: VOLUME_RULE.perAccountPerDay } },
    ]);
    // A dealership's unit is bounded by its plan, not counted per account: a dealer lists its lot at once.
    expect(await inDatabase(volumeRule, facts({ userId: seller.id, listingId: last.listing!.id, dealershipId: 1 }))).toEqual([]);
  });

  it("hits one network address that published or changed too many listings in a day, counting each listing once", async () => {
    const hash = screeningClientHash(`198.51.100.${Math.floor(Math.random() * 200) + 1}`)!;
    const listings = await Promise.all(
      Array.from({ length: VOLUME_RULE.perAddressPerDay - 1 }, () => createListing(prisma, { type: "atv", make: "Polaris", model: "Sportsman 570", year: 2020, price: 6000, zip: "90210" })),
    );
    for (const l of listings) await prisma.listingScreening.createMany({ data: [0, 1].map(() => ({ listingId: l.listing!.id, score: 0, outcome: "publish" as const, clientHash: hash })) });
    // Screened again from the same address, a listing already counted does not count twice.
    expect(await inDatabase(volumeRule, facts({ userId: -1, listingId: listings[0]!.listing!.id, clientHash: hash }))).toEqual([]);
    const hits = await inDatabase(volumeRule, facts({ userId: -1, listingId: 0, clientHash: hash }));
    expect(hits).toMatchObject([{ evidence: { from: "address", listings: VOLUME_RULE.perAddressPerDay } }]);
    expect(hits[0]!.explanation).not.toMatch(/198\.51\.100/);
  });
});

describe("the client address hash", () => {
  it("is keyed, never the address, one per IPv6 /64, and absent without an address", () => {
    expect(screeningClientHash("198.51.100.7")).toBe(screeningClientHash("198.51.100.7"));
    expect(screeningClientHash("198.51.100.7")).not.toContain("198");
    expect(screeningClientHash("198.51.100.7")).not.toBe(screeningClientHash("198.51.100.8"));
    expect(screeningClientHash("2001:db8:1:2::1")).toBe(screeningClientHash("2001:db8:1:2::ffff"));
    expect(screeningClientHash("local")).toBeNull();
    expect(screeningClientHash(undefined)).toBeNull();
  });
});

describe("the score", () => {
  it("publishes under the review threshold, queues from it and holds from the hold threshold", () => {
    expect(outcomeOf(0)).toBe("publish");
    expect(outcomeOf(29)).toBe("publish");
    expect(outcomeOf(30)).toBe("review");
    expect(outcomeOf(59)).toBe("review");
    expect(outcomeOf(60)).toBe("hold");
  });

  it("holds a listing on one rule alone only for a suspended seller or a high-value vehicle from an account that is not a verified seller", () => {
    const largest = Math.max(PRICE_RULE.extremePoints, DESCRIPTION_RULE.points, IDENTIFIER_RULE.points, VOLUME_RULE.points);
    expect(outcomeOf(largest)).toBe("review");
    expect(outcomeOf(SELLER_RULE.newAccountPoints)).toBe("hold");
    expect(outcomeOf(SELLER_RULE.unverifiedPoints)).toBe("hold");
    expect(SCREENING_RULES.map((r) => r.name)).toEqual([
      "price-far-below-value",
      "unproven-seller-high-value",
      "scam-phrases-in-description",
      "identifier-on-another-sellers-listing",
      "photos-seen-on-other-listings",
      "too-many-listings-in-a-day",
      "seller-suspended",
    ]);
  });
});
