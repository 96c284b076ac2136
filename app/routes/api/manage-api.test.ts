import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { requestApp, sessionCookieFor as cookieFor } from "../../../tests/support/app-requests";

/** One request to an endpoint, read the way the app's client reads it. */
async function call(url: string, init: { method?: string; cookie?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const outcome = await requestApp({ url, ...init });
  return { status: outcome.status, headers: outcome.headers, json: async () => JSON.parse(outcome.text) };
}

const bike = (userId: number, status: "active" | "sold" = "active") =>
  createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 12500, zip: "90210", userId, status });

let owner: { id: number; cookie: string };
let other: { id: number; cookie: string };

beforeAll(async () => {
  const [a, b] = [await createUser(prisma), await createUser(prisma)];
  owner = { id: a.id, cookie: await cookieFor(a.id) };
  other = { id: b.id, cookie: await cookieFor(b.id) };
});

describe("GET /api/users/:id/vehicles/active|sold", () => {
  it("answers the owner's rows, 403 for another user, 401 signed out, 404 for another status", async () => {
    const active = await bike(owner.id);
    const sold = await bike(owner.id, "sold");
    const path = (s: string) => `/api/users/${owner.id}/vehicles/${s}`;

    const mine = await call(path("active"), { cookie: owner.cookie });
    expect(mine.status).toBe(200);
    // A signed-in answer: the middleware marks it private as well.
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await mine.json()).toEqual([
      expect.objectContaining({ id: active.listing!.id, vehicleId: active.id, year: 2021, make: "Honda", model: "CRF450R", price: "12500.00", zipCode: "90210", status: "active" }),
    ]);
    const mineSold = await (await call(path("sold"), { cookie: owner.cookie })).json();
    expect(mineSold.map((r: { vehicleId: number }) => r.vehicleId)).toEqual([sold.id]);

    const theirs = await call(path("active"), { cookie: other.cookie });
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(await theirs.json())).not.toContain("Honda");
    expect((await call(path("sold"))).status).toBe(401);
    expect((await call(path("pending"), { cookie: owner.cookie })).status).toBe(404);
  });
});

describe("saved vehicles API", () => {
  it("saves, lists and unsaves for the user themself only", async () => {
    const seller = await createUser(prisma);
    const v = await bike(seller.id);
    const base = `/api/users/${owner.id}/saved-vehicles`;

    expect((await call(`${base}/${v.id}`, { method: "POST" })).status).toBe(401);
    expect((await call(`${base}/${v.id}`, { method: "POST", cookie: other.cookie })).status).toBe(403);
    expect(await prisma.savedVehicle.count({ where: { vehicleId: v.id } })).toBe(0);
    expect((await call(`${base}/99999999`, { method: "POST", cookie: owner.cookie })).status).toBe(404);

    const saved = await call(`${base}/${v.id}`, { method: "POST", cookie: owner.cookie });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true });

    const list = await call(base, { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect((await list.json()).map((s: { id: number }) => s.id)).toEqual([v.id]);
    expect((await call(base, { cookie: other.cookie })).status).toBe(403);
    expect((await call(base)).status).toBe(401);

    expect((await call(`${base}/${v.id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(403);
    expect(await prisma.savedVehicle.count({ where: { userId: owner.id, vehicleId: v.id } })).toBe(1);
    expect((await call(`${base}/${v.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(200);
    expect(await prisma.savedVehicle.count({ where: { userId: owner.id, vehicleId: v.id } })).toBe(0);
    expect((await call(`${base}/${v.id}`, { method: "PUT", cookie: owner.cookie })).status).toBe(405);
  });
});

describe("PUT /api/listings/:listingId/status", () => {
  const put = (listingId: number | string, body: unknown, cookie?: string) =>
    call(`/api/listings/${listingId}/status`, { method: "PUT", cookie, json: body });

  it("moves the owner's listing between sold and active", async () => {
    const v = await bike(owner.id);
    const id = v.listing!.id;
    const sold = await put(id, { status: "sold" }, owner.cookie);
    expect(sold.status).toBe(200);
    expect(await sold.json()).toEqual({ id, status: "sold" });
    expect((await prisma.listing.findUniqueOrThrow({ where: { id } })).status).toBe("sold");
    expect((await put(id, { status: "active" }, owner.cookie)).status).toBe(200);
    expect((await prisma.listing.findUniqueOrThrow({ where: { id } })).status).toBe("active");
  });

  it("answers 400 for other statuses, 401 signed out, 403 for someone else's, 404 for unknown", async () => {
    const v = await bike(owner.id);
    const id = v.listing!.id;
    for (const body of [{ status: "pending" }, { status: "deleted" }, {}, { status: 1 }]) expect((await put(id, body, owner.cookie)).status).toBe(400);
    expect((await put(id, { status: "sold" })).status).toBe(401);
    const forbidden = await put(id, { status: "sold" }, other.cookie);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: "Forbidden" });
    expect((await put(99_999_999, { status: "sold" }, owner.cookie)).status).toBe(404);
    expect((await put("abc", { status: "sold" }, owner.cookie)).status).toBe(404);
    expect((await prisma.listing.findUniqueOrThrow({ where: { id } })).status).toBe("active");
  });
});

describe("DELETE /api/vehicles/:id", () => {
  const del = (id: number, cookie?: string, method = "DELETE") => call(`/api/vehicles/${id}`, { method, cookie });

  it("deletes the owner's vehicle; 401 signed out, 403 for someone else's, 404 unknown", async () => {
    const v = await bike(owner.id);
    expect((await del(v.id)).status).toBe(401);
    expect((await del(v.id, other.cookie)).status).toBe(403);
    expect(await prisma.vehicle.count({ where: { id: v.id } })).toBe(1);
    const done = await del(v.id, owner.cookie);
    expect(done.status).toBe(204);
    expect(await prisma.vehicle.count({ where: { id: v.id } })).toBe(0);
    expect(await prisma.listing.count({ where: { vehicleId: v.id } })).toBe(0);
    expect((await del(v.id, owner.cookie)).status).toBe(404);
  });

  it("refuses a cross-site delete and answers 405 to other methods", async () => {
    const v = await bike(owner.id);
    const crossSite = await call(`/api/vehicles/${v.id}`, { method: "DELETE", cookie: owner.cookie, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect((await del(v.id, owner.cookie, "PATCH")).status).toBe(405);
    expect((await del(v.id, owner.cookie, "POST")).status).toBe(405);
    expect(await prisma.vehicle.count({ where: { id: v.id } })).toBe(1);
  });
});
