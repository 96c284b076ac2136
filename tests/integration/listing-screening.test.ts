// Screening a listing as it is published or changed (decision 42), against the real Postgres and
// through the production request pipeline: the scam listing (a new account, a $60,000 RV
// at a third of its value, "shipping agent, payment by gift card") is held and shown to nobody
// but its owner and staff until its status becomes active; a normal listing publishes.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../support/fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";
import { readSitemap } from "../support/sitemap-xml";
import { PAYMENT_STEP, SELL_PATH } from "~/modules/listing-wizard/steps";
import { LOCAL_CARD_FIELDS } from "~/modules/payments/payment-view";
import { runAlerts } from "~/modules/saved-searches/alerts.server";
import { saveSearch } from "~/modules/saved-searches/saved-searches.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { SUSPENDED_SELLER_MESSAGE } from "~/modules/screening/suspended-rule";

const SCAM_DESCRIPTION = "Selling for my late uncle. My shipping agent delivers it to you, payment by gift card only.";

/** An RV model year whose typical retail value is close to $60,000. */
async function sixtyThousandDollarRv() {
  const [rv] = await prisma.$queryRaw<{ model_id: number; year: number; make: string; model: string; make_id: number; type_id: number; retail: number }[]>`
    SELECT h.model_id, h.model_year AS year, mk.name AS make, md.name AS model, mk.id AS make_id, mk.vehicle_type_id AS type_id,
           typical_retail_value(h.model_id, h.model_year)::float AS retail
      FROM vehicle_value_history h
      JOIN vehicle_models md ON md.id = h.model_id
      JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id
     WHERE mk.vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = 'rv')
       AND h.model_year BETWEEN md.start_year AND coalesce(md.end_year, 9999)
     GROUP BY 1, 2, 3, 4, 5, 6
    HAVING typical_retail_value(h.model_id, h.model_year) BETWEEN 50000 AND 70000
     ORDER BY abs(typical_retail_value(h.model_id, h.model_year) - 60000), 1, 2 LIMIT 1`;
  if (!rv) throw new Error("No RV near $60,000 in the reference data");
  return rv;
}

/** A brand-new account with a finished draft of the scam listing, on the featured package. */
async function scammerWithDraft() {
  const rv = await sixtyThousandDollarRv();
  const user = await createUser(prisma);
  const [condition, pkg] = await Promise.all([
    prisma.vehicleCondition.findUniqueOrThrow({ where: { slug: "good" } }),
    prisma.vehiclePackage.findFirstOrThrow({ where: { featured: true }, orderBy: { price: "asc" } }),
  ]);
  await prisma.listingDraft.create({
    data: {
      userId: user.id,
      vehicleTypeId: rv.type_id,
      vehicleMakeId: rv.make_id,
      vehicleModelId: rv.model_id,
      year: rv.year,
      vehicleConditionId: condition.id,
      mileage: 12000,
      zipCode: "90210",
      description: SCAM_DESCRIPTION,
      images: [],
      price: String(Math.round(rv.retail / 3)),
      vehiclePackageId: pkg.id,
    },
  });
  return { user, rv };
}

/** Pays for the signed-in seller's draft on /sell with the built-in provider's card form, as a browser without JavaScript does. */
async function publishThroughSell(cookie: string): Promise<number> {
  const step = `${SELL_PATH}?step=${PAYMENT_STEP}`;
  const page = await requestApp({ url: step, cookie, address: "203.0.113.7" });
  expect(page.status).toBe(200);
  const { payment } = JSON.parse(page.text) as { payment: { providerPaymentId: string } };
  const paid = await requestApp({
    url: step,
    method: "POST",
    cookie,
    address: "203.0.113.7",
    form: {
      intent: "pay",
      paymentIntentId: payment.providerPaymentId,
      [LOCAL_CARD_FIELDS.name]: "Sam Seller",
      [LOCAL_CARD_FIELDS.number]: "4242424242424242",
      [LOCAL_CARD_FIELDS.expiry]: "12/40",
      [LOCAL_CARD_FIELDS.cvc]: "123",
    },
  });
  const vehicleId = Number(new URL(paid.location ?? "", "http://x").searchParams.get("vehicle"));
  expect(vehicleId, `${paid.status} ${paid.text}`).toBeGreaterThan(0);
  return vehicleId;
}

async function searchIds(query: string): Promise<number[]> {
  const answer = await requestApp({ url: `/api/vehicles/search?${query}&limit=100` });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { vehicles: { id: number }[] }).vehicles.map((v) => v.id);
}

async function buyPageIds(query: string): Promise<number[]> {
  const answer = await requestApp({ url: `/buy?${query}` });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { result: { vehicles: { id: number }[] } }).result.vehicles.map((v) => v.id);
}

async function sitemapPaths(): Promise<string[]> {
  const index = readSitemap((await requestApp({ url: "/sitemap.xml" })).text, "sitemapindex");
  const files = await Promise.all(index.map((e) => requestApp({ url: new URL(e.loc).pathname })));
  return files.flatMap((f) => readSitemap(f.text, "urlset").map((e) => new URL(e.loc).pathname));
}

async function featuredIds(): Promise<number[]> {
  const answer = await requestApp({ url: "/api/vehicles/featured" });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { id: number }[]).map((v) => v.id);
}

async function similarIds(vehicleId: number): Promise<number[]> {
  const answer = await requestApp({ url: `/vehicles/${vehicleId}` });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { similar: { id: number }[] }).similar.map((v) => v.id);
}

describe("screening the issue's scam listing", () => {
  it("holds it: out of search, alerts, the sitemap, featured and similar listings, its page 404 but to its owner and staff, until it is active", async () => {
    const { user, rv } = await scammerWithDraft();
    const query = `type=rv&make=${encodeURIComponent(rv.make)}&model=${encodeURIComponent(rv.model)}`;
    const buyer = await createUser(prisma);
    const alert = await saveSearch(buyer.id, { query, frequency: "instant" });
    const neighbour = await createListing(prisma, { type: "rv", make: rv.make, model: rv.model, year: rv.year, price: Math.round(rv.retail), zip: "90210" });
    await new Promise((r) => setTimeout(r, 20));

    const cookie = await sessionCookieFor(user.id);
    const vehicleId = await publishThroughSell(cookie);
    const listing = await prisma.listing.findUniqueOrThrow({ where: { vehicleId }, include: { screenings: true } });
    expect(listing).toMatchObject({ status: "in_review", statusBeforeModeration: "active" });
    expect(listing.screenings).toHaveLength(1);
    const [screening] = listing.screenings;
    expect(screening).toMatchObject({ outcome: "hold", reviewedAt: null });
    expect(screening!.clientHash).toMatch(/^[\w-]{20,}$/);
    expect(screening!.clientHash).not.toContain("203.0.113.7");
    const hits = screening!.hits as { rule: string; points: number; explanation: string }[];
    expect(hits.map((h) => h.rule)).toEqual(["price-far-below-value", "unproven-seller-high-value", "scam-phrases-in-description"]);
    expect(screening!.score).toBe(hits.reduce((s, h) => s + h.points, 0));
    expect(hits[2]!.explanation).toContain('"gift card"');
    expect(hits[2]!.explanation).toContain('"shipping agent"');

    // Nowhere a buyer looks.
    expect(await searchIds(query)).not.toContain(vehicleId);
    expect(await searchIds(`${query}&includeSoldListings=true`)).not.toContain(vehicleId);
    expect(await buyPageIds(query)).not.toContain(vehicleId);
    expect(await featuredIds()).not.toContain(vehicleId);
    expect(await sitemapPaths()).not.toContain(`/vehicles/${vehicleId}`);
    expect(await similarIds(neighbour.id)).not.toContain(vehicleId);
    await runAlerts("instant", { force: true });
    expect(await prisma.savedSearchMatch.count({ where: { savedSearchId: alert.id, listingId: listing.id } })).toBe(0);

    // Its page and API answer 404 to visitors and other members; its owner is told it is being checked, staff see it.
    expect((await requestApp({ url: `/vehicles/${vehicleId}` })).status).toBe(404);
    expect((await requestApp({ url: `/vehicles/${vehicleId}`, cookie: await sessionCookieFor(buyer.id) })).status).toBe(404);
    expect((await requestApp({ url: `/api/vehicles/${vehicleId}` })).status).toBe(404);
    expect((await requestApp({ url: `/api/vehicles/${vehicleId}/price-history` })).status).toBe(404);
    const own = await requestApp({ url: `/vehicles/${vehicleId}`, cookie, document: true });
    expect(own.status).toBe(200);
    expect(own.text).toContain('data-testid="held-notice"');
    expect(own.text).toContain("We are checking this listing");
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    const moderator = await createUser(prisma);
    await prisma.user.update({ where: { id: moderator.id }, data: { role: "moderator" } });
    expect((await requestApp({ url: `/vehicles/${vehicleId}`, cookie: await sessionCookieFor(moderator.id) })).status).toBe(200);

    // The account's list shows it as in review, and the seller cannot move it.
    const mine = await requestApp({ url: "/account/listings", cookie, document: true });
    expect(mine.text).toContain("In review");
    const patch = await requestApp({ url: `/api/listings/${listing.id}`, method: "PATCH", json: { status: "active" }, cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(patch.status).toBe(409);
    const sold = await requestApp({ url: "/account/listings", method: "POST", form: { intent: "mark-sold", listingId: String(listing.id) }, cookie });
    expect(sold.status).toBeGreaterThanOrEqual(300);
    expect((await prisma.listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe("in_review");

    // Once active (staff approval, set directly here), it is everywhere a listing is.
    await prisma.listing.update({ where: { id: listing.id }, data: { status: "active", statusBeforeModeration: null } });
    expect(await searchIds(query)).toContain(vehicleId);
    expect(await buyPageIds(query)).toContain(vehicleId);
    expect(await featuredIds()).toContain(vehicleId);
    expect(await sitemapPaths()).toContain(`/vehicles/${vehicleId}`);
    expect(await similarIds(neighbour.id)).toContain(vehicleId);
    expect((await requestApp({ url: `/vehicles/${vehicleId}` })).status).toBe(200);
    await runAlerts("instant", { force: true });
    expect(await prisma.savedSearchMatch.count({ where: { savedSearchId: alert.id, listingId: listing.id } })).toBe(1);
  });

  it("publishes a normal listing at once, with its screening kept", async () => {
    const user = await createUser(prisma);
    const [model, condition, pkg] = await Promise.all([
      prisma.vehicleModel.findFirstOrThrow({ where: { name: "CRF450R", make: { name: "Honda", vehicleType: { slug: "dirtbike" } } }, include: { make: true } }),
      prisma.vehicleCondition.findUniqueOrThrow({ where: { slug: "good" } }),
      prisma.vehiclePackage.findUniqueOrThrow({ where: { slug: "elite" } }),
    ]);
    await prisma.listingDraft.create({
      data: {
        userId: user.id, vehicleTypeId: model.make.vehicleTypeId, vehicleMakeId: model.vehicleMakeId, vehicleModelId: model.id, year: 2021,
        vehicleConditionId: condition.id, mileage: 1200, zipCode: "90210", description: "Fresh top end, new tires, always garaged.", images: [], price: "7200.00", vehiclePackageId: pkg.id,
      },
    });
    const vehicleId = await publishThroughSell(await sessionCookieFor(user.id));
    const listing = await prisma.listing.findUniqueOrThrow({ where: { vehicleId }, include: { screenings: true } });
    expect(listing.status).toBe("active");
    expect(listing.screenings).toMatchObject([{ outcome: "publish", score: 0, hits: [] }]);
    expect(await searchIds("type=dirtbike&make=Honda&model=CRF450R")).toContain(vehicleId);
    expect((await requestApp({ url: `/vehicles/${vehicleId}` })).status).toBe(200);
  });
});

describe("screening a changed listing", () => {
  it("holds a live listing changed into the scam through PUT /api/vehicles/:id, in the same write, and screens an unchanged resubmit no further", async () => {
    const rv = await sixtyThousandDollarRv();
    const seller = await createUser(prisma);
    const live = await createListing(prisma, { type: "rv", make: rv.make, model: rv.model, year: rv.year, price: Math.round(rv.retail), zip: "90210", userId: seller.id, description: "Clean, one owner." });
    const cookie = await sessionCookieFor(seller.id);
    const full = await prisma.vehicle.findUniqueOrThrow({ where: { id: live.id }, include: { listing: true } });
    const whole = { type: full.vehicleTypeId, make: full.vehicleMakeId, model: full.vehicleModelId, year: full.year, condition: full.vehicleConditionId, zipCode: "90210", images: full.images, package: full.listing!.vehiclePackageId };
    const put = (body: Record<string, unknown>) =>
      requestApp({ url: `/api/vehicles/${live.id}`, method: "PUT", json: { ...whole, ...body }, cookie, headers: { "Sec-Fetch-Site": "same-origin" } });

    const changed = await put({ price: Math.round(rv.retail / 3), description: SCAM_DESCRIPTION });
    expect(changed.status, changed.text).toBe(200);
    const listing = await prisma.listing.findUniqueOrThrow({ where: { vehicleId: live.id }, include: { screenings: true } });
    expect(listing.status).toBe("in_review");
    expect(listing.screenings).toMatchObject([{ outcome: "hold" }]);
    expect(await searchIds(`type=rv&make=${encodeURIComponent(rv.make)}`)).not.toContain(live.id);

    expect((await put({ price: Math.round(rv.retail / 3), description: SCAM_DESCRIPTION })).status).toBe(200);
    expect(await prisma.listingScreening.count({ where: { listingId: listing.id } })).toBe(1);
    // The seller's own edit never lets it out of review.
    expect((await put({ price: Math.round(rv.retail), description: "Clean, one owner." })).status).toBe(200);
    expect((await prisma.listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe("in_review");
    expect(await prisma.listingScreening.count({ where: { listingId: listing.id } })).toBe(2);
  });
});

describe("a suspended seller", () => {
  it("cannot start paying for a listing, and is told why", async () => {
    const { user } = await scammerWithDraft();
    await prisma.user.update({ where: { id: user.id }, data: { suspendedAt: new Date() } });
    await expect(startPayment(user.id)).rejects.toMatchObject({ status: 403, message: SUSPENDED_SELLER_MESSAGE });
    const answer = await requestApp({ url: "/api/create-payment-intent", method: "POST", json: {}, cookie: await sessionCookieFor(user.id), headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ error: SUSPENDED_SELLER_MESSAGE });
    expect(await prisma.payment.count({ where: { userId: user.id } })).toBe(0);
  });

  it("cannot change a listing, and is told why", async () => {
    const seller = await createUser(prisma);
    const live = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7000, zip: "90210", userId: seller.id });
    await prisma.user.update({ where: { id: seller.id }, data: { suspendedAt: new Date() } });
    const answer = await requestApp({ url: `/api/vehicles/${live.id}`, method: "PUT", json: { price: 6000 }, cookie: await sessionCookieFor(seller.id), headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ error: SUSPENDED_SELLER_MESSAGE });
    expect((await prisma.listing.findUniqueOrThrow({ where: { vehicleId: live.id } })).price.toFixed(2)).toBe("7000.00");
  });
});
