// VIN and HIN end to end through the production pipeline: the wizard's step 1 (messages at the
// field, the draft, the listing written on payment and on Update Listing), the JSON API's update,
// what visitors and the owner see on the page and in the JSON, and the exact-identifier search.
import { beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { parseSearchParams } from "~/modules/search/filters";
import { searchQueriesFor } from "~/modules/search/statements.server";
import { resolved } from "../support/search";
import { IDENTIFIER_MESSAGES, vinCheckDigit } from "~/modules/listings/vehicle-identifier";
import { createListing, createUser } from "../support/fixtures";
import { callPage, requestApp, sessionCookieFor } from "../support/app-requests";
import { firstMessages } from "~/utils/field-messages";
import type { StepAnswer } from "~/edge/wizard-answers.server";

const call = callPage;
/** Each field's first message in a wizard step's reply. */
const errorsOf = (answer: { data: unknown }) => firstMessages((answer.data as StepAnswer).result.error, "form");

/** A North American VIN with its check digit right, different for every call. */
let serial = 100_000;
function freshVin(): string {
  const base = `1HGCM826?3A${String(serial++).padStart(6, "0")}`;
  return base.replace("?", vinCheckDigit(base.replace("?", "0")));
}

let catalog: { dirtbike: { typeId: number; makeId: number; modelId: number }; boat: { typeId: number; makeId: number; modelId: number }; conditionId: number; pro: number };
beforeAll(async () => {
  const pick = async (type: string, make: string, model: string) => {
    const m = await prisma.vehicleModel.findFirstOrThrow({ where: { name: model, make: { name: make, vehicleType: { slug: type } } }, include: { make: true } });
    return { typeId: m.make.vehicleTypeId, makeId: m.vehicleMakeId, modelId: m.id };
  };
  catalog = {
    dirtbike: await pick("dirtbike", "Honda", "CRF450R"),
    boat: await pick("boat", "Sea Ray", "SPX 190"),
    conditionId: (await prisma.vehicleCondition.findUniqueOrThrow({ where: { slug: "good" } })).id,
    pro: (await prisma.vehiclePackage.findUniqueOrThrow({ where: { slug: "pro" } })).id,
  };
});

const stepOne = (kind: "dirtbike" | "boat", identifier: string) => ({
  vehicleTypeId: String(catalog[kind].typeId),
  vehicleMakeId: String(catalog[kind].makeId),
  vehicleModelId: String(catalog[kind].modelId),
  year: "2020",
  vehicleConditionId: String(catalog.conditionId),
  mileage: "",
  identifier,
  zipCode: "90210",
});

describe("step 1 of the sell wizard", () => {
  it("explains a wrong VIN next to the field, keeps what was typed, and moves on with a good one", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const typo = await call("/sell?step=1", cookie, { intent: "next", ...stepOne("dirtbike", "1HGCM82633A004353") });
    expect(typo.status).toBe(400);
    expect(errorsOf(typo).identifier).toBe(IDENTIFIER_MESSAGES.vinCheckDigit);
    expect((await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } })).identifier).toBe("1HGCM82633A004353");

    const short = await call("/sell?step=1", cookie, { intent: "next", ...stepOne("dirtbike", "1HGCM82633A00435") });
    expect(errorsOf(short).identifier).toBe(IDENTIFIER_MESSAGES.vinFormat);

    // The page reloaded from the draft shows the identifier as saved.
    const reloaded = (await call("/sell?step=1", cookie)).data as { values: { identifier?: string } };
    expect(reloaded.values.identifier).toBe("1HGCM82633A00435");

    const good = await call("/sell?step=1", cookie, { intent: "next", ...stepOne("dirtbike", " 1hgcm82633-a004352 ") });
    expect(good.location).toBe("/sell?step=2");
    expect((await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } })).identifier).toBe("1HGCM82633A004352");
  });

  it("asks a boat for a HIN: a VIN or a malformed HIN gets the HIN message, a good HIN passes", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const asVin = await call("/sell?step=1", cookie, { intent: "next", ...stepOne("boat", "1HGCM82633A004352") });
    expect(asVin.status).toBe(400);
    expect(errorsOf(asVin).identifier).toBe(IDENTIFIER_MESSAGES.hinFormat);
    const badYear = await call("/sell?step=1", cookie, { intent: "next", ...stepOne("boat", "SERV3817H407") });
    expect(errorsOf(badYear).identifier).toBe(IDENTIFIER_MESSAGES.hinModelYear);
    const good = await call("/sell?step=1", cookie, { intent: "next", ...stepOne("boat", "ser-v3817-h405") });
    expect(good.location).toBe("/sell?step=2");
    // A HIN is not a VIN either: the same value on a dirt bike is refused.
    const onBike = await call("/sell?step=1", cookie, { intent: "next", ...stepOne("dirtbike", "SERV3817H405") });
    expect(errorsOf(onBike).identifier).toBe(IDENTIFIER_MESSAGES.vinFormat);
  });

  it("is optional, and an autosave keeps it without checking", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    expect((await call("/sell?step=1", cookie, { intent: "next", ...stepOne("dirtbike", "") })).location).toBe("/sell?step=2");
    expect((await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } })).identifier).toBeNull();
    const saved = await call("/sell?step=1", cookie, { intent: "autosave", ...stepOne("dirtbike", "1HGCM8") });
    expect(saved.status).toBe(200);
    expect((await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } })).identifier).toBe("1HGCM8");
  });

  it("writes the identifier to the vehicle when the paid listing is created", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const vin = freshVin();
    expect((await call("/sell?step=1", cookie, { intent: "next", ...stepOne("dirtbike", vin.toLowerCase()) })).location).toBe("/sell?step=2");
    expect((await call("/sell?step=2", cookie, { intent: "next", description: "Fresh top end, new tires, never raced." })).location).toBe("/sell?step=3");
    expect((await call("/sell?step=3", cookie, { intent: "next", price: "6500" })).location).toBe("/sell?step=4");
    expect((await call("/sell?step=4", cookie, { intent: "next", packageId: String(catalog.pro) })).location).toBe("/sell?step=5");
    const checkout = (await call("/sell?step=5", cookie)).data as { payment: { providerPaymentId: string } };
    const paid = await call("/sell?step=5", cookie, {
      intent: "pay", paymentIntentId: checkout.payment.providerPaymentId, cardName: "Fiona Fixture", cardNumber: "4242424242424242", cardExpiry: "12/40", cardCvc: "123",
    });
    expect(paid.location).toMatch(/^\/sell\?step=6&vehicle=\d+$/);
    const vehicle = await prisma.vehicle.findFirstOrThrow({ where: { userId: user.id } });
    expect(vehicle.identifier).toBe(vin);
  });
});

describe("the edit wizard and the JSON API", () => {
  const owned = async (identifier: string | null) => {
    const owner = await createUser(prisma);
    const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: owner.id, package: "pro" });
    await prisma.vehicle.update({ where: { id: vehicle.id }, data: { identifier } });
    return { owner, vehicle, cookie: await sessionCookieFor(owner.id) };
  };
  const storedIdentifier = async (id: number) => (await prisma.vehicle.findUniqueOrThrow({ where: { id } })).identifier;

  it("stages a changed identifier and writes it on Update Listing, refusing a bad one at the field", async () => {
    const { vehicle, cookie } = await owned(null);
    const url = (step: number) => `/vehicles/${vehicle.id}/edit?step=${step}`;
    const bad = await call(url(1), cookie, { intent: "next", ...stepOne("dirtbike", "1HGCM82633A004353") });
    expect(errorsOf(bad).identifier).toBe(IDENTIFIER_MESSAGES.vinCheckDigit);
    const vin = freshVin();
    expect((await call(url(1), cookie, { intent: "next", ...stepOne("dirtbike", vin) })).location).toBe(url(2));
    expect(await storedIdentifier(vehicle.id)).toBeNull();
    expect((await call(url(4), cookie, { intent: "next", packageId: String(catalog.pro) })).location).toBe("/account/listings");
    expect(await storedIdentifier(vehicle.id)).toBe(vin);
  });

  it("PUT /api/vehicles/{id} checks `identifier` like the form, keeps it when absent, and removes it on null", async () => {
    const vin = freshVin();
    const { owner, vehicle, cookie } = await owned(vin);
    const full = await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id }, include: { listing: true } });
    const body = {
      type: full.vehicleTypeId, make: full.vehicleMakeId, model: full.vehicleModelId, year: full.year, condition: full.vehicleConditionId,
      zipCode: "90210", description: full.description, price: "6400.00", package: full.listing!.vehiclePackageId,
    };
    const put = async (json: unknown) => {
      const outcome = await requestApp({ url: `/api/vehicles/${vehicle.id}`, method: "PUT", json, cookie });
      return { status: outcome.status, body: JSON.parse(outcome.text) as { errors?: Record<string, string>; identifier?: unknown } };
    };
    const refused = await put({ ...body, identifier: "1HGCM82633A004353" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ identifier: IDENTIFIER_MESSAGES.vinCheckDigit });
    expect(await storedIdentifier(vehicle.id)).toBe(vin);

    const kept = await put({ ...body, price: "6300" });
    expect(kept.status).toBe(200);
    expect(kept.body.identifier).toMatchObject({ value: vin, full: true });
    expect(await storedIdentifier(vehicle.id)).toBe(vin);

    const other = freshVin();
    expect((await put({ ...body, identifier: other.toLowerCase() })).status).toBe(200);
    expect(await storedIdentifier(vehicle.id)).toBe(other);

    expect((await put({ ...body, identifier: null })).status).toBe(200);
    expect(await storedIdentifier(vehicle.id)).toBeNull();
    expect(owner.id).toBe(full.userId);
  });
});

describe("who sees the identifier", () => {
  it("visitors and other users see it masked on the page and in the JSON; the owner sees it whole, never from a shared cache", async () => {
    const vin = freshVin();
    const owner = await createUser(prisma);
    const stranger = await createUser(prisma);
    const vehicle = await createListing(prisma, { type: "motorcycle", make: "Harley-Davidson", model: "Street Glide", year: 2021, price: 21000, zip: "90210", userId: owner.id });
    await prisma.vehicle.update({ where: { id: vehicle.id }, data: { identifier: vin } });
    const masked = { kind: "vin", label: "VIN", value: `…${vin.slice(-8)}`, full: false };

    for (const cookie of [null, await sessionCookieFor(stranger.id)]) {
      const page = await call(`/vehicles/${vehicle.id}`, cookie);
      expect((page.data as { vehicle: { identifier: unknown } }).vehicle.identifier).toEqual(masked);
      expect(page.text).not.toContain(vin);
      const html = await requestApp({ url: `/vehicles/${vehicle.id}`, cookie, document: true });
      expect(html.text).toContain(`…${vin.slice(-8)}`);
      expect(html.text).not.toContain(vin);
      const json = await requestApp({ url: `/api/vehicles/${vehicle.id}`, cookie });
      expect(JSON.parse(json.text).identifier).toEqual(masked);
      expect(json.text).not.toContain(vin);
      expect(json.headers.get("Cache-Control")).toMatch(/^public/);
    }

    const ownerCookie = await sessionCookieFor(owner.id);
    const ownPage = await requestApp({ url: `/vehicles/${vehicle.id}`, cookie: ownerCookie, document: true });
    expect(ownPage.text).toContain(vin);
    expect(ownPage.headers.get("Cache-Control")).toBe("private, no-store");
    const ownJson = await requestApp({ url: `/api/vehicles/${vehicle.id}`, cookie: ownerCookie });
    expect(JSON.parse(ownJson.text).identifier).toEqual({ kind: "vin", label: "VIN", value: vin, full: true });
    expect(ownJson.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a boat's HIN is shown to visitors with its serial hidden", async () => {
    const vehicle = await createListing(prisma, { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2020, price: 32000, zip: "33139", mileage: null });
    await prisma.vehicle.update({ where: { id: vehicle.id }, data: { identifier: "SERV3817H405" } });
    const json = await requestApp({ url: `/api/vehicles/${vehicle.id}` });
    expect(JSON.parse(json.text).identifier).toEqual({ kind: "hin", label: "HIN", value: "SER•••••H405", full: false });
  });
});

describe("searching by an exact VIN or HIN", () => {
  it("finds the listing with that identifier in /buy and the search API, however it is typed, and shows no identifier in the results", async () => {
    const vin = freshVin();
    const target = await createListing(prisma, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2019, price: 5100, zip: "10001", description: "Trail bike with new tires" });
    await prisma.vehicle.update({ where: { id: target.id }, data: { identifier: vin } });
    // Another listing whose description mentions the VIN is not an identifier match.
    await createListing(prisma, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2019, price: 5200, zip: "10001", description: `Parts bike, frame ${vin}` });
    const typed = `${vin.slice(0, 8).toLowerCase()}-${vin.slice(8)}`;

    const api = await requestApp({ url: `/api/vehicles/search?${new URLSearchParams({ keyword: typed })}` });
    expect(api.status).toBe(200);
    const found = JSON.parse(api.text) as { total: number; vehicles: { id: number }[] };
    expect(found).toMatchObject({ total: 1, vehicles: [{ id: target.id }] });
    expect(api.text).not.toContain(vin);

    const page = await call(`/buy?${new URLSearchParams({ keyword: vin })}`, null);
    const result = (page.data as { result: { total: number; vehicles: { id: number }[] } }).result;
    expect(result.total).toBe(1);
    expect(result.vehicles.map((v) => v.id)).toEqual([target.id]);
    // The visitor typed the VIN, but the results themselves carry no identifier at all.
    expect(JSON.stringify(result.vehicles)).not.toContain(vin);
  });

  it("keeps to the market: a sold listing shows only with sold listings included", async () => {
    const hin = "BWC12345D404";
    const sold = await createListing(prisma, { type: "boat", make: "Boston Whaler", model: "170 Montauk", year: 2004, price: 9000, zip: "33101", mileage: null, status: "sold" });
    await prisma.vehicle.update({ where: { id: sold.id }, data: { identifier: hin } });
    const search = async (query: Record<string, string>) =>
      JSON.parse((await requestApp({ url: `/api/vehicles/search?${new URLSearchParams(query)}` })).text) as { total: number; vehicles: { id: number }[] };
    expect((await search({ keyword: hin })).total).toBe(0);
    expect(await search({ keyword: "bwc 12345 d404", includeSoldListings: "true" })).toMatchObject({ total: 1, vehicles: [{ id: sold.id }] });
  });

  it("looks the identifier up through its index", async () => {
    const parsed = parseSearchParams(new URLSearchParams({ keyword: "1HGCM82633A004352" }));
    if (!parsed.ok) throw new Error(parsed.error);
    const { page } = searchQueriesFor(await resolved(parsed.filters));
    // A table of a few test rows may be cheaper to read whole; what matters is that the
    // statement can use the index at all, so the plan is asked with whole-table reads priced out,
    // and with this file's own rows counted (a reset database may keep an earlier file's counts).
    await prisma.$executeRaw`ANALYZE vehicles, listings`;
    const plan = await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${page}`);
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("vehicles_identifier_idx");
  });
});
