import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createUser } from "../../../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../../../tests/support/app-requests";

async function call(url: string, init: { method?: string; cookie?: string; json?: unknown } = {}) {
  const outcome = await requestApp({ url, ...init });
  return { status: outcome.status, body: outcome.text ? JSON.parse(outcome.text) : null };
}

let owner: { id: number; cookie: string };
let other: { id: number; cookie: string };

beforeAll(async () => {
  const [a, b] = [await createUser(prisma), await createUser(prisma)];
  owner = { id: a.id, cookie: await sessionCookieFor(a.id) };
  other = { id: b.id, cookie: await sessionCookieFor(b.id) };
});

describe("/api/saved-searches", () => {
  it("saves a normalized /buy query with a default name, lists, renames, changes frequency and deletes", async () => {
    const created = await call("/api/saved-searches", { method: "POST", cookie: owner.cookie, json: { query: "?type=dirtbike&make=Honda&priceMax=8000&zipCode=78701&page=2", frequency: "instant" } });
    expect(created.status).toBe(201);
    expect(created.body.savedSearch).toMatchObject({ name: "Honda dirt bikes under $8,000 near 78701", query: "make=Honda&priceMax=8000&type=dirtbike&zipCode=78701", frequency: "instant" });
    const id = created.body.savedSearch.id;

    const list = await call("/api/saved-searches", { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect(list.body.savedSearches.map((s: { id: number }) => s.id)).toEqual([id]);

    const renamed = await call(`/api/saved-searches/${id}`, { method: "PATCH", cookie: owner.cookie, json: { name: "  Cheap Hondas ", frequency: "weekly" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.savedSearch).toMatchObject({ id, name: "Cheap Hondas", frequency: "weekly" });

    const same = await call("/api/saved-searches", { method: "POST", cookie: owner.cookie, json: { query: "zipCode=78701&make=Honda&type=dirtbike&priceMax=8000.00" } });
    expect(same.status).toBe(409);
    expect(same.body.fieldErrors.query).toBe("You have already saved this search.");

    expect((await call(`/api/saved-searches/${id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(200);
    expect((await call(`/api/saved-searches/${id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(404);
  });

  it("answers 400 with field messages for invalid input", async () => {
    const bad = await call("/api/saved-searches", { method: "POST", cookie: owner.cookie, json: { query: "zipCode=12", frequency: "hourly", name: "x".repeat(121) } });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ frequency: expect.stringContaining("instant, daily, weekly or none"), name: "Name must be at most 120 characters" });
    const badQuery = await call("/api/saved-searches", { method: "POST", cookie: owner.cookie, json: { query: "zipCode=12" } });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.fieldErrors["query.zipCode"]).toBe("Please enter a valid zip code");
    const ok = await call("/api/saved-searches", { method: "POST", cookie: owner.cookie, json: { query: "type=boat" } });
    const emptyName = await call(`/api/saved-searches/${ok.body.savedSearch.id}`, { method: "PATCH", cookie: owner.cookie, json: { name: " " } });
    expect(emptyName.status).toBe(400);
    expect(emptyName.body.fieldErrors.name).toBe("Name is required");
  });

  it("keeps searches private: 401 signed out, 404 for another user's", async () => {
    expect((await call("/api/saved-searches")).status).toBe(401);
    expect((await call("/api/saved-searches", { method: "POST", json: { query: "type=atv" } })).status).toBe(401);
    const mine = await call("/api/saved-searches", { method: "POST", cookie: owner.cookie, json: { query: "type=atv", name: "ATVs" } });
    const id = mine.body.savedSearch.id;
    expect((await call(`/api/saved-searches/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(`/api/saved-searches/${id}`, { method: "PATCH", cookie: other.cookie, json: { name: "Mine now" } })).status).toBe(404);
    expect((await call(`/api/saved-searches/${id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
    expect((await call("/api/saved-searches", { cookie: other.cookie })).body.savedSearches).toEqual([]);
    expect(await prisma.savedSearch.findUnique({ where: { id } })).toMatchObject({ name: "ATVs" });
  });

  it("refuses a 26th search with a clear message", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    for (let i = 0; i < 25; i++) {
      expect((await call("/api/saved-searches", { method: "POST", cookie, json: { query: `priceMax=${1000 + i}` } })).status).toBe(201);
    }
    const over = await call("/api/saved-searches", { method: "POST", cookie, json: { query: "priceMax=5000" } });
    expect(over.status).toBe(409);
    expect(over.body.fieldErrors.query).toBe("You can save up to 25 searches. Delete one to save another.");
    expect(await prisma.savedSearch.count({ where: { userId: user.id } })).toBe(25);
  });
});
