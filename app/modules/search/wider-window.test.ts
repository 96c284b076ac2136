// A window that falls short but holds matches is followed by a wider one, as long as their
// density says the page ends (plan.ts widerWindow). A wider window is exact when it fills, as any
// window is: these searches answer what the planner's own reading answers, on a seeded market
// with bounds scaled down to it.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { seedDemoData } from "../../../prisma/seed/demo/index";
import { parseSearchParams } from "./filters";
import { searchListings } from "./search.server";
import { searchQueriesFor } from "./statements.server";
import { SEARCH_BOUNDS } from "./plan";
import { resolved } from "../../../tests/support/search";

/** A window of 100 listings for a page of two, as 2,000 are for a page of 32 at full scale. */
const SCALED = { ...SEARCH_BOUNDS, window: 1000, smallestWindow: 100 };
/** The planner's own reading: no window at all. */
const PLANNED = { ...SCALED, window: 0 };

const QUERIES = [
  "keyword=honda&yearMin=2016&sortBy=price_low",
  "keyword=honda&sortBy=price_high",
  "keyword=yamaha&yearMin=2022&sortBy=price_low",
  "keyword=honda&mileageMax=500&sortBy=price_high",
  "keyword=pontoon&sortBy=price_low",
  "keyword=harley&sortBy=mileage_low",
  "keyword=kawasaki&sortBy=price_high",
  "keyword=polaris&sortBy=oldest",
  "make=KTM&sortBy=price_low",
  "make=Honda&yearMin=2022&sortBy=oldest",
  "yearMin=2024&sortBy=mileage_high",
  "yearMin=2024&sortBy=price_low",
  "yearMin=2024&sortBy=newest",
  "keyword=bike&yearMin=2024&sortBy=price_high",
  "yearMin=2023&sortBy=mileage_low&page=2",
  "type=dirtbike&yearMin=2020&sortBy=newest",
];

async function searchOf(query: string) {
  const parsed = parseSearchParams(new URLSearchParams(`${query}&limit=2`));
  if (!parsed.ok) throw new Error(`${query}: ${parsed.error}`);
  return resolved(parsed.filters);
}

beforeAll(async () => {
  await seedDemoData(prisma, { listings: 600, log: () => {}, now: new Date(Date.UTC(2026, 10, 1, 12)), dealership: false, watercraft: false });
}, 240_000);

describe("a wider window after a short one", () => {
  it("answers what the planner's reading answers, and is taken where the first window held some of the page", async () => {
    let widened = 0;
    for (const query of QUERIES) {
      const search = await searchOf(query);
      const queries = searchQueriesFor(search, SCALED);
      if (queries.windowPage) {
        const first = await prisma.$queryRaw<{ id: number; candidates: number | null }[]>(queries.windowPage);
        const wider = queries.windowFilled(first) ? null : queries.widerWindowPage(first);
        if (wider && queries.windowFilled(await prisma.$queryRaw<{ candidates: number | null }[]>(wider))) widened++;
      }
      const scaled = await searchListings(search, SCALED);
      const planned = await searchListings(search, PLANNED);
      expect(scaled.vehicles.map((v) => v.id), query).toEqual(planned.vehicles.map((v) => v.id));
      expect(scaled.total, query).toBe(planned.total);
    }
    // The comparison covers the wider window itself.
    expect(widened).toBeGreaterThan(0);
  });
});
