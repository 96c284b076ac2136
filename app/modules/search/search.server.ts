import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { rememberedCount } from "./count-cache.server";
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { milesBetween, zipsWithin, type ZipsNearby } from "~/modules/geo/zip-index.server";
import type { VehicleSummary } from "~/modules/listings/vehicle-summary.server";
import { INVALID_ZIP_MESSAGE, searchOrder, type SearchFilters } from "./filters";
import { keywordGroups, type KeywordTerm } from "./keyword";
import { AppError } from "~/utils/app-error";

export interface SearchResult {
  vehicles: VehicleSummary[];
  total: number;
}

interface Row {
  id: number;
  listing_id: number;
  user_id: number;
  vehicle_model_id: number;
  type: string;
  make: string;
  model: string;
  year: number;
  price: string;
  mileage: number | null;
  zip_code: string;
  description: string;
  condition: string;
  images: string[];
  package: string;
  status: string;
  created_at: Date;
  latitude: number | null;
  longitude: number | null;
}

type Origin = { latitude: number; longitude: number };

const sql = Prisma.sql;
const join = Prisma.join;

// Every filter reads the listing's own copies of its vehicle's fields (kept by triggers),
// so the page and the count each scan one table through its indexes.

/** A word as a lexeme: stemmed like the document, and matching longer words from two letters on. */
const lexeme = (word: string) => sql`to_tsquery('english', ${word.length >= 2 ? `${word}:*` : word})`;

function termQuery(term: KeywordTerm) {
  const query = join(term.words.map(lexeme), term.phrase ? " <-> " : " && ");
  return term.negated ? sql`!!(${query})` : sql`(${query})`;
}

/**
 * The keyword as a tsquery built from its words (letters and digits only, each a parameter), so
 * "yamah" finds Yamaha and "pontoons" finds pontoon boats. Null when no word is left.
 */
function keywordQuery(keyword: string | undefined): Prisma.Sql | null {
  if (!keyword) return null;
  const groups = keywordGroups(keyword);
  if (!groups.length) return null;
  return join(groups.map((terms) => sql`(${join(terms.map(termQuery), " && ")})`), " || ");
}

/** The WHERE conditions shared by the page of results and its count. */
function conditions(f: SearchFilters, near: ZipsNearby | null) {
  // Sold included means every status, so no condition at all (the unconditioned indexes serve it).
  const where: Prisma.Sql[] = f.includeSoldListings ? [] : [sql`l.status IN ('active', 'pending')`];
  if (f.type) where.push(sql`l.vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})`);
  if (f.typeId) where.push(sql`l.vehicle_type_id = ${f.typeId}`);
  if (f.make) {
    where.push(sql`l.vehicle_make_id IN (SELECT id FROM vehicle_makes WHERE lower(name) = lower(${f.make})
      ${f.type ? sql`AND vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})` : Prisma.empty})`);
  }
  if (f.makeId) where.push(sql`l.vehicle_make_id = ${f.makeId}`);
  if (f.model) {
    where.push(sql`l.vehicle_model_id IN (SELECT md.id FROM vehicle_models md JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id
      WHERE lower(md.name) = lower(${f.model}) ${f.make ? sql`AND lower(mk.name) = lower(${f.make})` : Prisma.empty})`);
  }
  if (f.modelId) where.push(sql`l.vehicle_model_id = ${f.modelId}`);
  const keyword = keywordQuery(f.keyword);
  if (keyword) where.push(sql`l.search_document @@ (${keyword})`);
  if (f.yearMin !== undefined) where.push(sql`l.year >= ${f.yearMin}`);
  if (f.yearMax !== undefined) where.push(sql`l.year <= ${f.yearMax}`);
  if (f.priceMin !== undefined) where.push(sql`l.price >= ${f.priceMin}`);
  if (f.priceMax !== undefined) where.push(sql`l.price <= ${f.priceMax}`);
  if (f.mileageMin !== undefined) where.push(sql`l.mileage >= ${f.mileageMin}`);
  if (f.mileageMax !== undefined) where.push(sql`l.mileage <= ${f.mileageMax}`);
  if (f.condition) where.push(sql`l.vehicle_condition_id = (SELECT id FROM vehicle_conditions WHERE slug = ${f.condition})`);
  if (f.length !== undefined) where.push(sql`l.length >= ${f.length}`);
  if (f.engineSize !== undefined) where.push(sql`l.engine_size >= ${f.engineSize}`);
  if (f.fuelType) where.push(sql`l.fuel_type = ${f.fuelType}`);
  if (f.boatType) where.push(sql`l.boat_type = ${f.boatType}`);
  if (f.hullMaterial) where.push(sql`l.hull_material = ${f.hullMaterial}`);
  if (f.transmission) where.push(sql`l.transmission = ${f.transmission}`);
  if (f.driveType) where.push(sql`l.drive_type = ${f.driveType}`);
  if (near) where.push(sql`l.zip_code = ANY(string_to_array(${near.zips.join(",")}, ','))`);
  return where.length ? join(where, " AND ") : sql`TRUE`;
}

/** Filters other than the status and the vehicle type, for which the kept counts answer the total. */
const COUNTED_ELSEWHERE: (keyof SearchFilters)[] = ["page", "limit", "sortBy", "type", "typeId", "includeSoldListings", "zipCode"];

function countsAnswer(f: SearchFilters): boolean {
  if (f.radius) return false;
  return (Object.keys(f) as (keyof SearchFilters)[]).every((k) => COUNTED_ELSEWHERE.includes(k) || f[k] === undefined || f[k] === "");
}

function ordering(f: SearchFilters, near: ZipsNearby | null) {
  switch (searchOrder(f)) {
    case "oldest":
      return sql`l.created_at ASC, l.id ASC`;
    case "price_low":
      return sql`l.price ASC, l.id ASC`;
    case "price_high":
      return sql`l.price DESC, l.id DESC`;
    case "mileage_low":
      return sql`l.mileage ASC NULLS LAST, l.id ASC`;
    case "mileage_high":
      return sql`l.mileage DESC NULLS LAST, l.id DESC`;
    case "nearest":
      if (near) return sql`distance ASC, l.id ASC`;
      break;
    case "relevance":
      return sql`rank DESC, l.created_at DESC, l.id DESC`;
    case "newest":
      break;
  }
  return sql`l.created_at DESC, l.id DESC`;
}

async function originOf(f: SearchFilters): Promise<Origin | null> {
  if (!f.zipCode) return null;
  const origin = await findZipCode(f.zipCode);
  if (!origin) throw new AppError(INVALID_ZIP_MESSAGE, { code: "search-input", field: "zipCode" });
  return origin;
}

/**
 * Where the search looks: with a radius, the zip codes inside it; sorted by nearest without
 * a radius, the smallest ring of zip codes that holds this page (so the database never
 * measures a distance per listing); otherwise nowhere in particular.
 */
async function geoScope(f: SearchFilters, origin: Origin | null): Promise<ZipsNearby | null> {
  if (!origin) return null;
  if (f.radius) return zipsWithin(origin, f.radius);
  if (searchOrder(f) !== "nearest") return null;
  const needed = f.page * f.limit;
  for (const miles of NEAREST_RINGS) {
    const near = await zipsWithin(origin, miles);
    if (miles === NEAREST_RINGS.at(-1)) return near;
    const where = conditions(f, near);
    const [row] = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM (SELECT 1 FROM listings l WHERE ${where} LIMIT ${needed}) enough`;
    if ((row?.n ?? 0) >= needed) return near;
  }
  return null;
}

// Rings tried for a nearest-first search; the last reaches every US zip code from anywhere.
const NEAREST_RINGS = [25, 50, 100, 250, 500, 1000, 2500, 13_000];

/** The two statements a search runs: one page of rows, and the total count. */
export function buildSearchQueries(f: SearchFilters, near: ZipsNearby | null) {
  // Nearest-first without a radius only narrows where the page comes from, not the total.
  const counted = conditions(f, f.radius ? near : null);
  const where = conditions(f, near);
  const distance = near ? sql`near.miles` : sql`NULL::float8`;
  // Long lists travel as one comma-separated text each: a parameter of tens of thousands of
  // array elements costs the driver far more time on the event loop than one string.
  const nearJoin = near
    ? sql`JOIN unnest(string_to_array(${near.zips.join(",")}, ','), string_to_array(${near.miles.join(",")}, ',')::float8[]) AS near(zip_code, miles) ON near.zip_code = l.zip_code`
    : Prisma.empty;
  const keyword = keywordQuery(f.keyword);
  const rank = keyword ? sql`ts_rank_cd(l.search_document, ${keyword})` : sql`NULL::float4`;
  const order = ordering(f, near);
  const offset = (f.page - 1) * f.limit;
  // The page's listings are chosen from the listings table alone (its indexes give the order),
  // then joined to what the cards show; the outer query repeats the order over the chosen rows.
  return {
    page: sql`
      SELECT v.id, l.id AS listing_id, v.user_id, v.vehicle_model_id, t.slug AS type, mk.name AS make, md.name AS model,
             v.year, l.price::text AS price, v.mileage, l.zip_code, v.description, c.slug AS condition, v.images,
             p.slug AS package, l.status::text AS status, l.created_at, l.latitude, l.longitude
        FROM (
          SELECT l.id, l.vehicle_id, l.price, l.zip_code, l.status, l.created_at, l.mileage, l.vehicle_package_id,
                 l.latitude, l.longitude, ${distance} AS distance, ${rank} AS rank
            FROM listings l ${nearJoin}
           WHERE ${where}
           ORDER BY ${order}
           LIMIT ${f.limit} OFFSET ${offset}
        ) l
        JOIN vehicles v ON v.id = l.vehicle_id
        JOIN vehicle_types t ON t.id = v.vehicle_type_id
        JOIN vehicle_makes mk ON mk.id = v.vehicle_make_id
        JOIN vehicle_models md ON md.id = v.vehicle_model_id
        JOIN vehicle_conditions c ON c.id = v.vehicle_condition_id
        JOIN vehicle_packages p ON p.id = l.vehicle_package_id
       ORDER BY ${order}`,
    count: countsAnswer(f)
      ? sql`SELECT coalesce(sum(l.count), 0)::int AS total FROM listing_counts l
             WHERE ${f.includeSoldListings ? sql`TRUE` : sql`l.status IN ('active', 'pending')`}
             ${f.type ? sql`AND l.vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})` : Prisma.empty}
             ${f.typeId ? sql`AND l.vehicle_type_id = ${f.typeId}` : Prisma.empty}`
      : sql`SELECT count(*)::int AS total FROM listings l WHERE ${counted}`,
  };
}

/** For benchmarks: the search's statements with the zip already resolved. */
export async function searchQueriesFor(f: SearchFilters) {
  return buildSearchQueries(f, await geoScope(f, await originOf(f)));
}

/** One page of matching listings and how many match in all. */
export async function searchListings(f: SearchFilters): Promise<SearchResult> {
  const origin = await originOf(f);
  const queries = buildSearchQueries(f, await geoScope(f, origin));
  const countKey = JSON.stringify([queries.count.sql, queries.count.values]);
  const [rows, total] = await Promise.all([
    prisma.$queryRaw<Row[]>(queries.page),
    rememberedCount(countKey, env().SEARCH_COUNT_CACHE_SECONDS * 1000, async () => (await prisma.$queryRaw<{ total: number }[]>(queries.count))[0]?.total ?? 0),
  ]);

  return {
    total,
    vehicles: rows.map((r) => ({
      id: r.id,
      listingId: r.listing_id,
      userId: r.user_id,
      vehicleModelId: r.vehicle_model_id,
      type: r.type,
      make: r.make,
      model: r.model,
      year: r.year,
      price: Number(r.price).toFixed(2),
      mileage: r.mileage,
      zipCode: r.zip_code,
      description: r.description,
      condition: r.condition,
      images: r.images,
      package: r.package,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      ...(origin && r.latitude !== null && r.longitude !== null ? { distance: milesBetween(origin.latitude, origin.longitude, r.latitude, r.longitude) } : {}),
    })),
  };
}
