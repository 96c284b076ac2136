// Every private page loader/action and JSON endpoint, called as a visitor, as the owner of
// the records it touches and as another signed-in user. A refusal must leave the owner's
// rows exactly as they were (and, for a visitor, every table's row count too).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { startPayment, startRenewalPayment } from "~/modules/payments/start-payment.server";
import { hashPassword } from "~/modules/accounts/password.server";
import { createListing, createUser } from "../support/fixtures";
import { createSellerWithDraft } from "../support/payment-fixtures";
import { requestApp, sessionCookieFor, type AppCall } from "../support/app-requests";

type Actor = "anon" | "owner" | "other";

/** The records one case works on, made afresh for every case and actor. */
interface World {
  owner: { id: number; email: string; cookie: string };
  other: { id: number; email: string; cookie: string };
  /** The owner's vehicle and its active listing. */
  vehicleId: number;
  listingId: number;
  packageId: number;
  /** Someone else's vehicle that the owner has saved. */
  savedVehicleId: number;
  passkeyId: number;
  /** The owner's payment, taken by the provider but not yet turned into a listing. */
  paymentIntentId: string;
  catalog: { typeId: number; makeId: number; modelId: number; conditionId: number };
  ownerDraftDescription: string;
}

// Both users' password, so that calls changing an email can give it (hashed once for the file).
const PASSWORD = "matrix-password-1";
let passwordHash: Promise<string> | undefined;

async function buildWorld(): Promise<World> {
  const { user: owner, draft } = await createSellerWithDraft(prisma);
  const other = await createUser(prisma);
  await prisma.user.updateMany({ where: { id: { in: [owner.id, other.id] } }, data: { password: await (passwordHash ??= hashPassword(PASSWORD)) } });
  const bike = (userId: number) => createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 8000, zip: "90210", userId });
  const [own, theirs] = [await bike(owner.id), await bike((await createUser(prisma)).id)];
  await prisma.savedVehicle.create({ data: { userId: owner.id, vehicleId: theirs.id } });
  const passkey = await prisma.userAuthenticator.create({
    data: { userId: owner.id, credentialID: `cred-${owner.id}`, credentialPublicKey: Buffer.from([1, 2, 3]), credentialDeviceType: "singleDevice", credentialBackedUp: false, transports: [] },
  });
  const payment = await startPayment(owner.id);
  await prisma.payment.update({ where: { id: payment.paymentId }, data: { status: "succeeded" } });
  const model = await prisma.vehicleModel.findFirstOrThrow({ where: { name: "CRF450R", make: { name: "Honda" } }, include: { make: true } });
  const condition = await prisma.vehicleCondition.findUniqueOrThrow({ where: { slug: "good" } });
  return {
    owner: { id: owner.id, email: owner.email, cookie: await sessionCookieFor(owner.id) },
    other: { id: other.id, email: other.email, cookie: await sessionCookieFor(other.id) },
    vehicleId: own.id,
    listingId: own.listing!.id,
    packageId: own.listing!.vehiclePackageId,
    savedVehicleId: theirs.id,
    passkeyId: passkey.id,
    paymentIntentId: payment.providerPaymentId,
    catalog: { typeId: model.make.vehicleTypeId, makeId: model.vehicleMakeId, modelId: model.id, conditionId: condition.id },
    ownerDraftDescription: draft.description!,
  };
}

/** Everything the owner has; a refused call must leave it untouched. */
async function ownerRows(userId: number) {
  const [user, vehicles, saved, draft, passkeys, payments] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId } }),
    prisma.vehicle.findMany({ where: { userId }, include: { listing: true }, orderBy: { id: "asc" } }),
    prisma.savedVehicle.findMany({ where: { userId }, orderBy: { vehicleId: "asc" } }),
    prisma.listingDraft.findUnique({ where: { userId } }),
    prisma.userAuthenticator.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    prisma.payment.findMany({ where: { userId }, orderBy: { id: "asc" } }),
  ]);
  return { user, vehicles, saved, draft, passkeys, payments };
}

async function tableCounts() {
  const [users, vehicles, listings, saved, drafts, passkeys, payments, sessions] = await Promise.all([
    prisma.user.count(),
    prisma.vehicle.count(),
    prisma.listing.count(),
    prisma.savedVehicle.count(),
    prisma.listingDraft.count(),
    prisma.userAuthenticator.count(),
    prisma.payment.count(),
    prisma.session.count(),
  ]);
  return { users, vehicles, listings, saved, drafts, passkeys, payments, sessions };
}

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#456" } }).png().toBuffer();
const pngFile = async () => new File([new Uint8Array(await png())], "bike.png", { type: "image/png" });

interface Case {
  name: string;
  page: boolean;
  call(w: World): Promise<Omit<AppCall, "cookie">> | Omit<AppCall, "cookie">;
  /** Puts the owner's records in the state the owner's call needs (e.g. a sold listing to relist). */
  prepare?(w: World): Promise<unknown>;
  /** Expected status for the owner and for another signed-in user (a visitor always gets 302 to /login or 401). */
  owner: number;
  other: number;
}

const form = (url: string, values: AppCall["form"]) => ({ url, form: values });
const json = (url: string, method: string, body: unknown) => ({ url, method, json: body });
const get = (url: string) => ({ url });
const stepDetails = (w: World) => ({
  vehicleTypeId: String(w.catalog.typeId),
  vehicleMakeId: String(w.catalog.makeId),
  vehicleModelId: String(w.catalog.modelId),
  year: "2021",
  vehicleConditionId: String(w.catalog.conditionId),
  mileage: "1500",
  zipCode: "10001",
});
const listingBody = (w: World) => ({
  type: w.catalog.typeId, make: w.catalog.makeId, model: w.catalog.modelId, year: 2019, condition: w.catalog.conditionId,
  mileage: 900, zipCode: "10001", description: "Rebuilt forks and a fresh clutch.", price: "6100", package: w.packageId,
});
const editUrl = (w: World, step: number) => ({ url: `/vehicles/${w.vehicleId}/edit?step=${step}` });

const CASES: Case[] = [
  // Pages: the account
  { name: "GET /account", page: true, call: () => get("/account"), owner: 200, other: 200 },
  {
    name: "POST /account update-profile", page: true, owner: 302, other: 302,
    call: () => form("/account", { intent: "update-profile", firstName: "Renamed", lastName: "Person", email: `renamed-${Date.now()}@example.com`, currentPassword: PASSWORD }),
  },
  { name: "POST /account delete-passkey", page: true, owner: 302, other: 404, call: (w) => form("/account", { intent: "delete-passkey", passkeyId: String(w.passkeyId) }) },
  { name: "POST /account/listings mark-sold", page: true, owner: 302, other: 403, call: (w) => form("/account/listings", { intent: "mark-sold", listingId: String(w.listingId) }) },
  {
    name: "POST /account/listings relist", page: true, owner: 302, other: 403,
    prepare: (w) => prisma.listing.update({ where: { id: w.listingId }, data: { status: "sold" } }),
    call: (w) => form("/account/listings", { intent: "relist", listingId: String(w.listingId) }),
  },
  { name: "POST /account/listings mark-pending", page: true, owner: 302, other: 403, call: (w) => form("/account/listings", { intent: "mark-pending", listingId: String(w.listingId) }) },
  {
    name: "POST /account/listings end-pending", page: true, owner: 302, other: 403,
    prepare: (w) => prisma.listing.update({ where: { id: w.listingId }, data: { status: "pending" } }),
    call: (w) => form("/account/listings", { intent: "end-pending", listingId: String(w.listingId) }),
  },
  { name: "POST /account/listings delete", page: true, owner: 302, other: 403, call: (w) => form("/account/listings", { intent: "delete", vehicleId: String(w.vehicleId) }) },
  // Unsaving only ever removes the caller's own entry: another user's call leaves the owner's save.
  { name: "POST /account/saved unsave", page: true, owner: 302, other: 302, call: (w) => form("/account/saved", { intent: "unsave", vehicleId: String(w.savedVehicleId) }) },
  // A listing's dashboard answers another user as if the listing did not exist.
  { name: "GET /account/listings/:id", page: true, owner: 200, other: 404, call: (w) => get(`/account/listings/${w.listingId}`) },
  // Pages: the sell wizard works on the caller's own draft only
  { name: "GET /sell?step=1", page: true, call: () => get("/sell?step=1"), owner: 200, other: 200 },
  { name: "POST /sell?step=1 next", page: true, owner: 302, other: 302, call: (w) => form("/sell?step=1", stepDetails(w)) },
  { name: "POST /sell?step=2 next", page: true, owner: 302, other: 302, call: () => form("/sell?step=2", { description: "New chain and sprockets, ready to ride." }) },
  {
    name: "POST /sell?step=2 photo upload", page: true, owner: 302, other: 302,
    call: async () => form("/sell?step=2", { description: "With photos", photoIntent: "upload", photoFiles: await pngFile() }),
  },
  { name: "POST /sell?step=2 generate-description", page: true, owner: 302, other: 302, call: () => form("/sell?step=2", { intent: "generate-description" }) },
  { name: "POST /sell?step=3 next", page: true, owner: 302, other: 302, call: () => form("/sell?step=3", { price: "9100" }) },
  { name: "POST /sell?step=4 next", page: true, owner: 302, other: 302, call: (w) => form("/sell?step=4", { packageId: String(w.packageId) }) },
  {
    name: "POST /sell?step=5 pay", page: true, owner: 302, other: 402,
    call: (w) => form("/sell?step=5", { intent: "pay", paymentIntentId: w.paymentIntentId, cardNumber: "4242 4242 4242 4242", cardExpiry: "12/34", cardCvc: "123", cardName: "A Person" }),
  },
  // Pages: editing and saving a vehicle
  { name: "GET /vehicles/:id/edit", page: true, owner: 200, other: 404, call: (w) => editUrl(w, 1) },
  { name: "POST /vehicles/:id/edit?step=1", page: true, owner: 302, other: 404, call: (w) => ({ ...editUrl(w, 1), form: stepDetails(w) }) },
  { name: "POST /vehicles/:id/edit?step=2", page: true, owner: 302, other: 404, call: (w) => ({ ...editUrl(w, 2), form: { description: "Edited: new grips and bars." } }) },
  {
    name: "POST /vehicles/:id/edit?step=2 photo upload", page: true, owner: 302, other: 404,
    call: async (w) => ({ ...editUrl(w, 2), form: { description: "Edited with photos", photoIntent: "upload", photoFiles: await pngFile() } }),
  },
  { name: "POST /vehicles/:id/edit?step=3", page: true, owner: 302, other: 404, call: (w) => ({ ...editUrl(w, 3), form: { price: "7777" } }) },
  { name: "POST /vehicles/:id/edit?step=4", page: true, owner: 302, other: 404, call: (w) => ({ ...editUrl(w, 4), form: { packageId: String(w.packageId) } }) },
  // Pages: renewing a listing (the owner's only)
  { name: "GET /vehicles/:id/renew", page: true, owner: 200, other: 403, call: (w) => get(`/vehicles/${w.vehicleId}/renew`) },
  { name: "GET /vehicles/:id/renew?packageId", page: true, owner: 200, other: 403, call: (w) => get(`/vehicles/${w.vehicleId}/renew?packageId=${w.packageId}`) },
  {
    name: "POST /vehicles/:id/renew pay", page: true, owner: 302, other: 403,
    call: async (w) => {
      const renewal = await startRenewalPayment(w.owner.id, w.vehicleId, w.packageId);
      return form(`/vehicles/${w.vehicleId}/renew?packageId=${w.packageId}`, { intent: "pay", paymentIntentId: renewal.providerPaymentId, cardNumber: "4242 4242 4242 4242", cardExpiry: "12/34", cardCvc: "123", cardName: "A Person" });
    },
  },
  // Saving is open to every signed-in user, but only ever writes the caller's own entry.
  { name: "POST /vehicles/:id save", page: true, owner: 302, other: 302, call: (w) => form(`/vehicles/${w.savedVehicleId}`, { intent: "save" }) },
  { name: "POST /vehicles/:id unsave", page: true, owner: 302, other: 302, call: (w) => form(`/vehicles/${w.savedVehicleId}`, { intent: "unsave" }) },
  // JSON API
  { name: "GET /api/auth/me", page: false, owner: 200, other: 200, call: () => get("/api/auth/me") },
  { name: "GET /api/users/:id", page: false, owner: 200, other: 403, call: (w) => get(`/api/users/${w.owner.id}`) },
  {
    name: "PUT /api/users/:id", page: false, owner: 200, other: 403,
    call: (w) => json(`/api/users/${w.owner.id}`, "PUT", { firstName: "Mallory", lastName: "M", email: `mallory-${Date.now()}@example.com`, currentPassword: PASSWORD }),
  },
  { name: "GET /api/users/:id/passkeys", page: false, owner: 200, other: 403, call: (w) => get(`/api/users/${w.owner.id}/passkeys`) },
  ...(["active", "sold"] as const).map((status): Case => ({
    name: `GET /api/users/:id/vehicles/${status}`, page: false, owner: 200, other: 403,
    call: (w) => get(`/api/users/${w.owner.id}/vehicles/${status}`),
  })),
  { name: "GET /api/users/:id/saved-vehicles", page: false, owner: 200, other: 403, call: (w) => get(`/api/users/${w.owner.id}/saved-vehicles`) },
  ...(["POST", "DELETE"] as const).map((method): Case => ({
    name: `${method} /api/users/:id/saved-vehicles/:vehicleId`, page: false, owner: 200, other: 403,
    call: (w) => ({ url: `/api/users/${w.owner.id}/saved-vehicles/${w.savedVehicleId}`, method }),
  })),
  {
    name: "PUT /api/listings/:listingId/status", page: false, owner: 200, other: 403,
    call: (w) => json(`/api/listings/${w.listingId}/status`, "PUT", { status: "sold" }),
  },
  { name: "GET /api/listings/:id/stats", page: false, owner: 200, other: 403, call: (w) => get(`/api/listings/${w.listingId}/stats`) },
  { name: "PATCH /api/listings/:id", page: false, owner: 200, other: 403, call: (w) => json(`/api/listings/${w.listingId}`, "PATCH", { status: "pending" }) },
  { name: "POST /api/listings/:id/renew", page: false, owner: 200, other: 403, call: (w) => json(`/api/listings/${w.listingId}/renew`, "POST", { packageId: w.packageId }) },
  { name: "PUT /api/vehicles/:id", page: false, owner: 200, other: 403, call: (w) => json(`/api/vehicles/${w.vehicleId}`, "PUT", listingBody(w)) },
  { name: "DELETE /api/vehicles/:id", page: false, owner: 204, other: 403, call: (w) => ({ url: `/api/vehicles/${w.vehicleId}`, method: "DELETE" }) },
  { name: "POST /api/upload/images", page: false, owner: 200, other: 200, call: async () => ({ url: "/api/upload/images", form: { images: await pngFile() } }) },
  {
    name: "POST /api/ai/generate-description", page: false, owner: 200, other: 200,
    call: (w) => json("/api/ai/generate-description", "POST", { vehicleTypeId: w.catalog.typeId, vehicleMakeId: w.catalog.makeId, vehicleModelId: w.catalog.modelId, year: 2021 }),
  },
  // Another user has no draft of their own: there is nothing for them to pay for.
  { name: "POST /api/create-payment-intent", page: false, owner: 200, other: 409, call: () => json("/api/create-payment-intent", "POST", {}) },
  { name: "POST /api/confirm-payment", page: false, owner: 200, other: 404, call: (w) => json("/api/confirm-payment", "POST", { paymentIntentId: w.paymentIntentId }) },
  { name: "POST /api/listings", page: false, owner: 200, other: 404, call: (w) => json("/api/listings", "POST", { paymentIntentId: w.paymentIntentId }) },
  {
    name: "POST /api/auth/passkey/register/begin", page: false, owner: 200, other: 403,
    call: (w) => json("/api/auth/passkey/register/begin", "POST", { userId: w.owner.id }),
  },
  {
    // The owner's junk credential fails verification (400); what matters is who gets that far.
    name: "POST /api/auth/passkey/register/finish", page: false, owner: 400, other: 403,
    call: (w) => json("/api/auth/passkey/register/finish", "POST", { userId: w.owner.id, response: { id: "x", rawId: "x", type: "public-key", response: {} } }),
  },
];

describe("authorization matrix", () => {
  describe.each(CASES)("$name", (c) => {
    it.each<Actor>(["anon", "owner", "other"])("as %s", async (actor) => {
      const w = await buildWorld();
      if (actor === "owner") await c.prepare?.(w);
      const call = await c.call(w);
      const beforeOwner = await ownerRows(w.owner.id);
      const beforeCounts = await tableCounts();
      const cookie = actor === "anon" ? null : w[actor].cookie;
      const outcome = await requestApp({ ...call, cookie });
      // Every answer came through the root middleware.
      expect(outcome.headers.get("X-Content-Type-Options")).toBe("nosniff");

      if (actor === "anon") {
        expect(outcome.status).toBe(c.page ? 302 : 401);
        if (c.page) expect(outcome.location).toMatch(/^\/login\?redirect=/);
        expect(await ownerRows(w.owner.id)).toEqual(beforeOwner);
        expect(await tableCounts()).toEqual(beforeCounts);
        return;
      }
      expect(outcome.status).toBe(c[actor]);
      if (actor === "other") {
        expect(await ownerRows(w.owner.id)).toEqual(beforeOwner);
        // Nothing of the owner's comes back to someone else.
        expect(outcome.text).not.toContain(w.owner.email);
        expect(outcome.text).not.toContain(w.ownerDraftDescription);
      }
    });
  });
});

describe("cross-site writes", () => {
  // Page actions have no origin check of their own: the root middleware refuses these before they run.
  const writes = CASES.filter((c) => c.page && c.name.startsWith("POST"));
  it.each(writes)("$name from another site is refused and changes nothing", async (c) => {
    const w = await buildWorld();
    await c.prepare?.(w);
    const call = await c.call(w);
    const beforeOwner = await ownerRows(w.owner.id);
    const beforeCounts = await tableCounts();
    const outcome = await requestApp({ ...call, cookie: w.owner.cookie, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(outcome.status).toBe(403);
    expect(await ownerRows(w.owner.id)).toEqual(beforeOwner);
    expect(await tableCounts()).toEqual(beforeCounts);
  });
});

describe("mass assignment: fields a caller may not set are ignored", () => {
  it("PUT /api/vehicles/:id keeps the owner, status and expiry whatever the body says", async () => {
    const w = await buildWorld();
    const before = await prisma.listing.findUniqueOrThrow({ where: { id: w.listingId } });
    const body = { ...listingBody(w), userId: w.other.id, status: "sold", packageExpiry: "2099-01-01T00:00:00Z", listing: { userId: w.other.id } };
    const outcome = await requestApp({ ...json(`/api/vehicles/${w.vehicleId}`, "PUT", body), cookie: w.owner.cookie });
    expect(outcome.status).toBe(200);
    const vehicle = await prisma.vehicle.findUniqueOrThrow({ where: { id: w.vehicleId }, include: { listing: true } });
    expect(vehicle).toMatchObject({ userId: w.owner.id, year: 2019 });
    expect(vehicle.listing).toMatchObject({ userId: w.owner.id, status: "active", packageExpiry: before.packageExpiry });
    expect(vehicle.listing!.price.toFixed(2)).toBe("6100.00");
  });

  it("a /sell step posted with another user's id writes the caller's own draft", async () => {
    const w = await buildWorld();
    const before = await ownerRows(w.owner.id);
    const outcome = await requestApp({ ...form("/sell?step=3", { price: "4321", userId: String(w.owner.id), id: String(before.draft!.id) }), cookie: w.other.cookie });
    expect(outcome.status).toBe(302);
    expect((await prisma.listingDraft.findUniqueOrThrow({ where: { userId: w.other.id } })).price?.toFixed(2)).toBe("4321.00");
    expect(await ownerRows(w.owner.id)).toEqual(before);
  });

  it("a /sell step cannot set the listing's status, package price or owner", async () => {
    const w = await buildWorld();
    const outcome = await requestApp({
      ...form("/sell?step=4", { packageId: String(w.packageId), price: "1", status: "active", userId: String(w.other.id), amount: "1" }),
      cookie: w.owner.cookie,
    });
    expect(outcome.status).toBe(302);
    const draft = await prisma.listingDraft.findUniqueOrThrow({ where: { userId: w.owner.id } });
    expect(draft).toMatchObject({ userId: w.owner.id, vehiclePackageId: w.packageId });
    expect(draft.price?.toFixed(2)).toBe("7200.00");
  });

  it("PUT /api/users/:id with another user's email is a 409; id and createdAt in the body are ignored", async () => {
    const w = await buildWorld();
    const before = await prisma.user.findUniqueOrThrow({ where: { id: w.owner.id } });
    const put = (body: Record<string, unknown>) => requestApp({ ...json(`/api/users/${w.owner.id}`, "PUT", body), cookie: w.owner.cookie });

    const taken = await put({ firstName: "Own", lastName: "Er", email: w.other.email, currentPassword: PASSWORD });
    expect(taken.status).toBe(409);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: w.owner.id } })).toEqual(before);

    const sneaky = await put({ firstName: "Own", lastName: "Er", email: before.email, id: w.other.id, createdAt: "2000-01-01T00:00:00Z", password: "x", role: "admin" });
    expect(sneaky.status).toBe(200);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: w.owner.id } });
    expect(after).toMatchObject({ id: w.owner.id, firstName: "Own", createdAt: before.createdAt, password: before.password });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: w.other.id } })).toMatchObject({ email: w.other.email });
  });

  it("the account form with another user's email is a 409 and changes nothing", async () => {
    const w = await buildWorld();
    const before = await prisma.user.findUniqueOrThrow({ where: { id: w.owner.id } });
    const outcome = await requestApp({ ...form("/account", { intent: "update-profile", firstName: "A", lastName: "B", email: w.other.email, currentPassword: PASSWORD, id: String(w.other.id) }), cookie: w.owner.cookie });
    expect(outcome.status).toBe(409);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: w.owner.id } })).toEqual(before);
  });

  it("POST /api/create-payment-intent charges the package's price whatever amount is sent", async () => {
    const w = await buildWorld();
    const pkg = await prisma.vehiclePackage.findFirstOrThrow({ where: { slug: "elite" } });
    const outcome = await requestApp({ ...json("/api/create-payment-intent", "POST", { amount: 1, packageName: "Free", price: "0.01" }), cookie: w.owner.cookie });
    expect(outcome.status).toBe(200);
    const answer = JSON.parse(outcome.text) as { amount: string; paymentIntentId: string };
    expect(answer.amount).toBe(pkg.price.toFixed(2));
    const stored = await prisma.payment.findUniqueOrThrow({ where: { providerPaymentId: answer.paymentIntentId } });
    expect(stored.amount.toFixed(2)).toBe(pkg.price.toFixed(2));
  });

  it("POST /api/listings creates the paid-for snapshot, not the body's price, owner or status", async () => {
    const w = await buildWorld();
    const outcome = await requestApp({
      ...json("/api/listings", "POST", { paymentIntentId: w.paymentIntentId, price: "1", userId: w.other.id, status: "sold", vehiclePackageId: 1 }),
      cookie: w.owner.cookie,
    });
    expect(outcome.status).toBe(200);
    const { vehicle } = JSON.parse(outcome.text) as { vehicle: { id: number } };
    const created = await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id }, include: { listing: true } });
    expect(created.userId).toBe(w.owner.id);
    expect(created.listing).toMatchObject({ userId: w.owner.id, status: "active" });
    expect(created.listing!.price.toFixed(2)).toBe("7200.00");
  });
});
