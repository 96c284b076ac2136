// Every search, cheap or not, takes a turn under the process's search ceiling: at most a few run
// at once, the next ones wait briefly, and past the queue or the wait they are refused with 503
// and Retry-After (JSON from the API, the page's own message on /buy). /healthz never waits
// behind them. Over real HTTP through the production request pipeline, against a real Postgres.
// The test holds the turns itself, so what it checks does not depend on the machine's speed.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { SEARCH_CEILING, inSearchTurn, isExpensiveSearch, resetSearchBudgets, searchLoad } from "~/modules/search/search-budget.server";
import { parseSearchParams } from "~/modules/search/filters";
import { createListing } from "../support/fixtures";
import { requestApp } from "../support/app-requests";

const ADDRESS = "198.51.100.30";
// What the budget calls cheap: nearest first inside a 150-mile radius, 50 a page.
const CHEAP = "/api/vehicles/search?zipCode=90210&radius=150&sortBy=nearest&limit=50";
const CHEAP_PAGE = "/buy?zipCode=90210&radius=150&sortBy=nearest&limit=50";
const BUSY = "Search is busy right now. Please try again in a few seconds.";

const get = (url: string, document = false) => requestApp({ url, address: ADDRESS, document });

/** Holds `count` search turns (running first, then places in the queue) until released. */
function holdSearchTurns(count: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holders = Array.from({ length: count }, () => inSearchTurn(() => released).catch(() => undefined));
  return async () => {
    release();
    await Promise.all(holders);
  };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

// Waits last as long as the test needs its held turns, whatever the machine's speed, except
// where a test sets a short deadline of its own.
const { maxWaitMs } = SEARCH_CEILING;
let release: (() => Promise<void>) | undefined;
beforeEach(() => void (SEARCH_CEILING.maxWaitMs = 120_000));
afterEach(async () => {
  await release?.();
  release = undefined;
  resetSearchBudgets();
});
afterAll(() => void (SEARCH_CEILING.maxWaitMs = maxWaitMs));

beforeAll(async () => {
  for (let i = 0; i < 6; i++) await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2016 + i, price: 6000 + i, zip: "90210" });
});

describe("the search ceiling", () => {
  it("the probe's search is one the budget calls cheap", () => {
    const parsed = parseSearchParams(new URL(CHEAP, "http://x").searchParams);
    expect(parsed.ok && isExpensiveSearch(parsed.filters)).toBe(false);
  });

  it("a cheap search waits for a turn while the ceiling is full, /healthz does not, and the search answers once a turn frees", async () => {
    release = holdSearchTurns(SEARCH_CEILING.running);
    const waiting = get(CHEAP);
    await until(() => searchLoad().waiting === 1);

    const health = await get("/healthz");
    expect(health.status).toBe(200);
    expect(searchLoad().waiting).toBe(1);

    await release();
    release = undefined;
    const answered = await waiting;
    expect(answered.status).toBe(200);
    expect((JSON.parse(answered.text) as { total: number }).total).toBeGreaterThanOrEqual(6);
  });

  it("past the queue, parallel searches of every kind are refused with 503 and Retry-After: JSON from the API, the message on /buy", async () => {
    release = holdSearchTurns(SEARCH_CEILING.running + SEARCH_CEILING.waiting);
    await until(() => searchLoad().waiting === SEARCH_CEILING.waiting);

    const answers = await Promise.all([CHEAP, CHEAP, "/api/vehicles/search?type=dirtbike", "/api/vehicles/search?keyword=honda"].map((url) => get(url)));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("Retry-After")).toBe("2");
      expect(JSON.parse(answer.text)).toEqual({ error: BUSY });
    }

    const page = await get(CHEAP_PAGE);
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("2");
    expect((JSON.parse(page.text) as { error: string }).error).toBe(BUSY);
    const html = await get(CHEAP_PAGE, true);
    expect(html.status).toBe(503);
    expect(html.text).toContain(BUSY);
    expect(html.headers.get("Content-Security-Policy")).toBeTruthy();

    expect((await get("/healthz")).status).toBe(200);
  });

  it("a search that waits past the deadline is refused with 503, and the queue is left empty", async () => {
    release = holdSearchTurns(SEARCH_CEILING.running);
    SEARCH_CEILING.maxWaitMs = 200;
    const refused = await get(CHEAP);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.text)).toEqual({ error: BUSY });
    expect(searchLoad()).toEqual({ running: SEARCH_CEILING.running, waiting: 0 });
  });
});
