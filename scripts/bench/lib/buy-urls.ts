// Distinct /buy URLs drawn from the filter space, the long tail of searches real visitors make:
// type, make and model (real catalog names), keywords (common makes, typed prefixes, several
// words), zip code and radius, year/price/mileage ranges, every sort and pages 1 to 5. The same
// seed and catalog give the same URLs, so runs compare.
import type { SeedDb } from "../../../prisma/seed/lib/client";
import { createRandom } from "../../../prisma/seed/demo/random";

export interface BuyCatalog {
  types: { slug: string; makes: { name: string; models: string[] }[] }[];
  zipCodes: string[];
}

const RADII = ["25", "50", "100", "150", "250", "500"];
const SORTS = ["newest", "oldest", "price_low", "price_high", "mileage_low", "mileage_high"];
const COMMON_MAKES = ["honda", "yamaha", "kawasaki", "suzuki", "polaris", "ktm", "harley", "ford"];
const PREFIXES = ["yamah", "hond", "kawa", "pol", "suz", "harl"];
const PHRASES = ["honda crf", "yamaha yz 250", "low miles", "new tires", "4x4 winch", "one owner garage kept", "fishing boat trailer"];

export function buyUrls(catalog: BuyCatalog, count: number, seed = 18): string[] {
  const random = createRandom(seed);
  const urls = new Set<string>();
  for (let attempt = 0; urls.size < count && attempt < count * 20; attempt++) {
    const q = new URLSearchParams();
    const type = random.chance(0.6) ? random.pick(catalog.types) : undefined;
    if (type) q.set("type", type.slug);
    const make = type && type.makes.length && random.chance(0.5) ? random.pick(type.makes) : undefined;
    if (make) q.set("make", make.name);
    if (make?.models.length && random.chance(0.4)) q.set("model", random.pick(make.models));
    if (!make && random.chance(0.35)) {
      const kind = random.int(0, 2);
      q.set("keyword", random.pick(kind === 0 ? COMMON_MAKES : kind === 1 ? PREFIXES : PHRASES));
    }
    const nearby = random.chance(0.3);
    if (nearby) {
      q.set("zipCode", random.pick(catalog.zipCodes));
      q.set("radius", random.pick(RADII));
    }
    if (random.chance(0.25)) {
      const from = random.int(1995, 2022);
      q.set("yearMin", String(from));
      q.set("yearMax", String(random.int(from, 2025)));
    }
    if (random.chance(0.3)) {
      const from = random.pick([0, 1000, 2500, 5000, 10000, 20000]);
      q.set("priceMin", String(from));
      q.set("priceMax", String(from + random.pick([5000, 10000, 25000, 50000])));
    }
    if (random.chance(0.2)) q.set("mileageMax", String(random.pick([1000, 5000, 10000, 25000, 50000])));
    // Without a sort the page orders by its default: nearest from a zip code, relevance for a keyword.
    const sorts = nearby ? [...SORTS, "nearest", "nearest"] : SORTS;
    if (random.chance(0.8)) q.set("sortBy", random.pick(sorts));
    const page = random.chance(0.6) ? 1 : random.int(2, 5);
    if (page > 1) q.set("page", String(page));
    urls.add(`/buy?${q}`);
  }
  return [...urls];
}

/**
 * Types, their makes and models on the market (a few of each, so no URL names a make the page
 * would drop) and zip codes, as the reference data names them. Reads process.env.DATABASE_URL.
 */
export async function loadBuyCatalog(db: SeedDb): Promise<BuyCatalog> {
  const { listAvailableMakes, listAvailableModels, listVehicleTypes } = await import("../../../app/modules/catalog/lookups.server");
  const types: BuyCatalog["types"] = [];
  for (const type of await listVehicleTypes()) {
    const makes = (await listAvailableMakes(type.slug)).filter((_, i) => i % 3 === 0).slice(0, 10);
    types.push({
      slug: type.slug,
      makes: await Promise.all(makes.map(async (m) => ({ name: m.name, models: (await listAvailableModels(m.name, type.slug)).slice(0, 8).map((x) => x.name) }))),
    });
  }
  const zips = await db.zipCode.findMany({ orderBy: { zipCode: "asc" }, select: { zipCode: true } });
  // Every 97th zip code: spread over the country, the same ones on every run.
  return { types, zipCodes: zips.filter((_, i) => i % 97 === 0).map((z) => z.zipCode) };
}
