// The authorization matrix for the JSON API (cases and checks: tests/support/authorization-matrix.ts),
// as a visitor, as the owner and as another signed-in user; and the fields a caller may not set.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { requestApp } from "../support/app-requests";
import { asOwner, buildWorld, describeMatrix, form, get, json, listingBody, ownerRows, PASSWORD, pngFile, type Case } from "../support/authorization-matrix";

const API_CASES: Case[] = [
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
  asOwner({
    name: "PUT /api/listings/:listingId/status", page: false, owner: 200, other: 403,
    call: (w) => json(`/api/listings/${w.listingId}/status`, "PUT", { status: "sold" }),
  }),
  asOwner({ name: "GET /api/listings/:id/stats", page: false, owner: 200, other: 403, call: (w) => get(`/api/listings/${w.listingId}/stats`) }),
  asOwner({ name: "PATCH /api/listings/:id", page: false, owner: 200, other: 403, call: (w) => json(`/api/listings/${w.listingId}`, "PATCH", { status: "pending" }) }),
  asOwner({ name: "POST /api/listings/:id/renew", page: false, owner: 200, other: 403, call: (w) => json(`/api/listings/${w.listingId}/renew`, "POST", { packageId: w.packageId }) }),
  asOwner({ name: "PUT /api/vehicles/:id", page: false, owner: 200, other: 403, call: (w) => json(`/api/vehicles/${w.vehicleId}`, "PUT", listingBody(w)) }),
  asOwner({ name: "DELETE /api/vehicles/:id", page: false, owner: 204, other: 403, call: (w) => ({ url: `/api/vehicles/${w.vehicleId}`, method: "DELETE" }) }),
  // Any signed-in user but the listing's owner may report it (403: the listing is public).
  asOwner({ name: "POST /api/vehicles/:id/report", page: false, owner: 403, other: 201, call: (w) => json(`/api/vehicles/${w.vehicleId}/report`, "POST", { reason: "scam", details: "Asks for gift cards" }) }),
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

describeMatrix(API_CASES);

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
