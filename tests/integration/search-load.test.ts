// Searches that would hold the server: deep pages, wide areas, many at once from one address.
// The routes are served over real HTTP through the production request pipeline (Express guards,
// root middleware, React Router's handler), with eight worst-case searches in flight at a time
// while /healthz is asked. Latencies are printed by scripts/bench/abuse-search.ts; here only what
// must hold whatever the machine's speed.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SEARCH_EXPENSIVE_PER_MINUTE = "20";
});

import { prisma } from "~/utils/db.server";
import { resetSearchBudgets } from "~/modules/search/search-budget.server";
import { createListing } from "../support/fixtures";
import { requestApp } from "../support/app-requests";

// Every search comes from one client address, as the proxy reports it: the budget is the address's.
const ADDRESS = "198.51.100.20";

/** A GET as the app's client sends it: an endpoint's body, or a page's loader data, as JSON. */
async function get(path: string) {
  const outcome = await requestApp({ url: path, address: ADDRESS });
  return { status: outcome.status, headers: outcome.headers, json: async () => JSON.parse(outcome.text) as unknown };
}

beforeAll(async () => {
  const spots = ["99950", "99901", "96701", "90210", "10001", "33101", "80202", "60601"];
  for (let i = 0; i < 40; i++) {
    await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2015 + (i % 8), price: 5000 + i, zip: spots[i % spots.length]!, description: `Honda trail bike number ${i}` });
  }
});
beforeEach(() => resetSearchBudgets());

const WORST_CASES = [
  "/api/vehicles/search?zipCode=99950&sortBy=nearest&page=1000&limit=100",
  "/api/vehicles/search?zipCode=99950&sortBy=nearest&page=100&limit=100",
  "/api/vehicles/search?zipCode=96701&radius=500&sortBy=nearest&limit=100",
  "/api/vehicles/search?zipCode=66002&radius=500&keyword=honda%20bike",
  "/api/vehicles/search?keyword=honda&page=100&limit=100",
  `/api/vehicles/search?keyword=${"-".repeat(60)}honda&sortBy=nearest&zipCode=99950`,
  "/buy?zipCode=99950&sortBy=nearest&page=1000&limit=100",
  "/buy?zipCode=99950&sortBy=nearest&page=100&limit=100",
];

describe("worst-case searches in parallel", () => {
  it("/healthz answers 200 while eight worst-case searches are in flight, and each search is answered, bounded or refused", async () => {
    let searchesInFlight = 0;
    let healthWhileSearching = 0;
    const statuses: number[] = [];
    const health: number[] = [];
    let done = false;

    const client = async (path: string) => {
      for (let round = 0; round < 4; round++) {
        searchesInFlight++;
        const response = await get(path);
        searchesInFlight--;
        statuses.push(response.status);
      }
    };
    const searches = Promise.all(WORST_CASES.map(client)).finally(() => (done = true));
    const prober = (async () => {
      while (!done) {
        const response = await get("/healthz");
        const body = (await response.json()) as { status: string };
        if (searchesInFlight > 0) healthWhileSearching++;
        health.push(response.status);
        expect(body.status).toBe("ok");
      }
    })();
    await Promise.all([searches, prober]);

    expect(healthWhileSearching).toBeGreaterThan(0);
    expect(health.every((s) => s === 200)).toBe(true);
    expect(statuses).toHaveLength(WORST_CASES.length * 4);
    // Completed within the bounds (a page past the last one is the page's 404), refused as too deep,
    // refused over the address's budget, or told to come back when the search ceiling's queue
    // waited too long on a slow machine (decision 30); never a failure.
    for (const status of statuses) expect([200, 400, 404, 429, 503]).toContain(status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});

describe("deep pages", () => {
  it("the API refuses a page past the first 10,000 results with a clear message", async () => {
    const response = await get(`/api/vehicles/search?zipCode=99950&sortBy=nearest&page=1000&limit=100`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Only the first 10,000 results can be paged through: with 100 per page, the last page is 100. Narrow your search to see more.",
    });
    expect((await get(`/api/vehicles/search?page=313`)).status).toBe(400);
    expect((await get(`/api/vehicles/search?page=312`)).status).toBe(200);
    expect((await get(`/api/vehicles/search?page=100&limit=100`)).status).toBe(200);
  });

  it("/buy answers a page past the window with 400 and the message on the page", async () => {
    const response = await get(`/buy?page=400`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; result: unknown };
    expect(body.error).toBe("Only the first 10,000 results can be paged through: with 32 per page, the last page is 312. Narrow your search to see more.");
    expect(body.result).toBeNull();
  });
});

describe("the budget for expensive searches", () => {
  it("answers 429 with Retry-After and a clear message once an address has spent its expensive searches; cheap searches still answer", async () => {
    const expensive = "/api/vehicles/search?keyword=honda";
    for (let i = 0; i < 20; i++) expect((await get(expensive)).status).toBe(200);
    const refused = await get(expensive);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many searches from your network\. Please wait \d+ seconds? and try again\.$/);

    const page = await get(`/buy?zipCode=90210&radius=500`);
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(((await page.json()) as { error: string }).error).toMatch(/^Too many searches from your network/);

    expect((await get(`/api/vehicles/search?type=dirtbike`)).status).toBe(200);
    expect((await get(`/api/vehicles/search?zipCode=90210&radius=100`)).status).toBe(200);
    expect((await get(`/buy?make=Honda&type=dirtbike`)).status).toBe(200);
  });
});
