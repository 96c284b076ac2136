// Which of a batch of newly live listings each saved search matches. The decision is always the
// search module's own WHERE conditions (whereOf over the filters as resolveFilters resolves them,
// the steps runSearch takes before its statements), run only over those listings, so a
// saved search matches exactly what /buy would show. Before that, a cheap test in memory of the
// filters that are plain comparisons (status, type, make, model, price, year, mileage, distance),
// plus each distinct keyword's matches among the new listings (one statement for all keywords),
// drops the searches none of the new listings can match: it may keep too much, never too little,
// and most searches never reach the database. The survivors go in batches, one statement each,
// each branch reading only its candidate listings by primary key.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { parseSearchParams, type SearchFilters } from "~/modules/search/filters";
import { resolveFilters } from "~/modules/search/resolve.server";
import { whereOf } from "~/modules/search/conditions.server";
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { searchedStatuses, type ListingStatusName } from "~/modules/listings/status";
import { milesBetween, zipsWithin } from "~/modules/geo/zip-index.server";

export interface NewListing {
  id: number;
  status: string;
  type: string | null;
  make: string | null;
  model: string | null;
  price: number;
  year: number | null;
  mileage: number | null;
  latitude: number | null;
  longitude: number | null;
  zipCode: string;
}

export interface SearchToMatch {
  id: number;
  query: string;
}

/** Searches per statement: each is one UNION ALL branch reading only its candidate listings. */
const BATCH = 400;
// Prices are decimals of cents; compared as floats in memory, with this much slack on the safe side.
const CENT = 0.01;

export async function loadNewListings(ids: number[]): Promise<NewListing[]> {
  if (!ids.length) return [];
  return prisma.$queryRaw<NewListing[]>`
    SELECT l.id, l.status::text AS status, t.slug AS type, lower(mk.name) AS make, lower(md.name) AS model,
           l.price::float8 AS price, l.year, l.mileage, l.latitude, l.longitude, l.zip_code AS "zipCode"
      FROM listings l
      LEFT JOIN vehicle_types t ON t.id = l.vehicle_type_id
      LEFT JOIN vehicle_makes mk ON mk.id = l.vehicle_make_id
      LEFT JOIN vehicle_models md ON md.id = l.vehicle_model_id
     WHERE l.id = ANY(${ids}::int[])`;
}

type Origin = { latitude: number; longitude: number } | null;

/** The listings that can match f by its plain comparisons (a superset of its true matches). */
function candidatesOf(f: SearchFilters, origin: Origin, listings: NewListing[]): number[] {
  const make = f.make?.toLowerCase();
  const model = f.model?.toLowerCase();
  const out: number[] = [];
  for (const l of listings) {
    if (!searchedStatuses(f.includeSoldListings).includes(l.status as ListingStatusName)) continue;
    if (f.type && l.type !== f.type) continue;
    if (make && l.make !== make) continue;
    if (model && l.model !== model) continue;
    if (f.priceMin !== undefined && l.price < f.priceMin - CENT) continue;
    if (f.priceMax !== undefined && l.price > f.priceMax + CENT) continue;
    if (f.yearMin !== undefined && (l.year === null || l.year < f.yearMin)) continue;
    if (f.yearMax !== undefined && (l.year === null || l.year > f.yearMax)) continue;
    if (f.mileageMin !== undefined && (l.mileage === null || l.mileage < f.mileageMin)) continue;
    if (f.mileageMax !== undefined && (l.mileage === null || l.mileage > f.mileageMax)) continue;
    if (origin && f.radius) {
      // A mile of slack: the exact test is the search module's list of zip codes in the radius.
      if (l.latitude === null || l.longitude === null) continue;
      if (milesBetween(origin.latitude, origin.longitude, l.latitude, l.longitude) > f.radius + 1) continue;
    }
    out.push(l.id);
  }
  return out;
}

/** The candidates as a bit mask of their positions in the batch, in hex (bit k of bytea: byte k/8, from its lowest bit). */
function maskOf(candidates: number[], position: Map<number, number>): string {
  const bytes = new Uint8Array(Math.ceil(position.size / 8));
  for (const id of candidates) {
    const k = position.get(id)!;
    bytes[k >> 3]! |= 1 << (k & 7);
  }
  return Buffer.from(bytes).toString("hex");
}

interface Pending {
  query: string;
  filters: SearchFilters;
  origin: Origin;
  candidates: number[];
}

/**
 * The ids of the listings (among `listings`) each search matches, by search id. Searches with
 * the same query are decided once. A search whose query no longer parses, or whose zip code
 * is no longer known, matches nothing.
 */
export interface MatchStats {
  /** Distinct queries among the searches. */
  queries: number;
  /** Queries left for the database after the test in memory. */
  confirmed: number;
  statements: number;
  /** Milliseconds in the test in memory, the keywords' statement and the confirmations. */
  memoryMs: number;
  keywordMs: number;
  confirmMs: number;
  /** Of which waiting for the confirmations' statements. */
  queryMs: number;
  /** Set explain to get the plan of the first confirmation statement. */
  explain?: boolean;
  plan?: string[];
}

export async function matchSearches(searches: SearchToMatch[], listings: NewListing[], stats?: MatchStats): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (!listings.length || !searches.length) return result;
  const byQuery = new Map<string, number[]>();
  for (const s of searches) byQuery.set(s.query, [...(byQuery.get(s.query) ?? []), s.id]);

  const t0 = performance.now();
  const byType = new Map<string, NewListing[]>();
  for (const l of listings) if (l.type) byType.set(l.type, [...(byType.get(l.type) ?? []), l]);
  const pending: Pending[] = [];
  for (const query of byQuery.keys()) {
    const parsed = parseSearchParams(new URLSearchParams(query));
    if (!parsed.ok) continue;
    const f = parsed.filters;
    const origin = f.zipCode && f.radius ? await findZipCode(f.zipCode) : null;
    if (f.zipCode && f.radius && !origin) continue;
    const candidates = candidatesOf(f, origin, (f.type ? byType.get(f.type) : listings) ?? []);
    if (candidates.length) pending.push({ query, filters: f, origin, candidates });
  }
  const t1 = performance.now();
  const byKeyword = await keywordMatches(pending, listings);
  const t2 = performance.now();
  for (const p of pending) {
    if (p.filters.keyword) {
      const hits = byKeyword.get(p.filters.keyword)!;
      p.candidates = p.candidates.filter((id) => hits.has(id));
    }
  }
  // By origin: the zip codes around an origin are worked out once per run of searches from it.
  const confirm = pending.filter((p) => p.candidates.length).sort((a, b) => ((a.filters.zipCode ?? "") < (b.filters.zipCode ?? "") ? -1 : (a.filters.zipCode ?? "") > (b.filters.zipCode ?? "") ? 1 : 0));
  const zipOf = new Map(listings.map((l) => [l.id, l.zipCode]));

  let queryMs = 0;
  const batchIds = listings.map((l) => l.id);
  const position = new Map(batchIds.map((id, k) => [id, k]));
  for (let i = 0; i < confirm.length; i += BATCH) {
    const batch = confirm.slice(i, i + BATCH);
    const branches: Prisma.Sql[] = [];
    for (const [n, p] of batch.entries()) {
      const near = await radiusZipsAmong(p, p.candidates.map((id) => zipOf.get(id)!));
      const resolved = await resolveFilters(p.filters, near);
      if (!resolved.ok) continue;
      const where = whereOf(resolved.search);
      // One row per search (its matches as an array): a broad search matches hundreds of a batch.
      branches.push(Prisma.sql`SELECT ${n}::int AS n, array_agg(l.id) AS ids FROM batch l WHERE get_bit(decode(${maskOf(p.candidates, position)}, 'hex'), l.k) = 1 AND ${where}`);
    }
    if (!branches.length) continue;
    const q0 = performance.now();
    // The batch's listings are read once per statement (by primary key); each search's branch
    // scans only those, and tests its conditions on its candidates (a bit mask of batch positions).
    const statement = Prisma.sql`
      WITH batch AS MATERIALIZED (
        SELECT l.*, (u.k - 1)::int AS k FROM unnest(${batchIds}::int[]) WITH ORDINALITY AS u(id, k) JOIN listings l ON l.id = u.id)
      ${Prisma.join(branches, " UNION ALL ")}`;
    const rows = await prisma.$queryRaw<{ n: number; ids: number[] | null }[]>(statement);
    queryMs += performance.now() - q0;
    if (stats?.explain && !stats.plan) {
      const plan = await prisma.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`);
      stats.plan = plan.map((r) => r["QUERY PLAN"]);
    }
    for (const { n, ids } of rows) {
      if (!ids?.length) continue;
      for (const searchId of byQuery.get(batch[n]!.query)!) result.set(searchId, [...ids]);
    }
  }
  for (const ids of result.values()) ids.sort((a, b) => a - b);
  if (stats) {
    const statements = Math.ceil(confirm.length / BATCH) + Math.ceil(byKeyword.size / BATCH);
    Object.assign(stats, { queries: byQuery.size, confirmed: confirm.length, statements, memoryMs: t1 - t0, keywordMs: t2 - t1, confirmMs: performance.now() - t2, queryMs });
  }
  return result;
}

/**
 * Which of the new listings each distinct keyword matches, by the search module's own keyword
 * condition (a search of that keyword alone, sold listings included, so nothing else is tested).
 */
async function keywordMatches(pending: Pending[], listings: NewListing[]): Promise<Map<string, Set<number>>> {
  const keywords = [...new Set(pending.map((p) => p.filters.keyword).filter((k): k is string => !!k))];
  const out = new Map<string, Set<number>>(keywords.map((k) => [k, new Set<number>()]));
  if (!keywords.length) return out;
  const base = parseSearchParams(new URLSearchParams("includeSoldListings=true"));
  if (!base.ok) throw new Error("the keyword-only search must parse");
  const ids = listings.map((l) => l.id);
  for (let i = 0; i < keywords.length; i += BATCH) {
    const batch = keywords.slice(i, i + BATCH);
    const branches: Prisma.Sql[] = [];
    for (const [n, keyword] of batch.entries()) {
      const resolved = await resolveFilters({ ...base.filters, keyword });
      if (!resolved.ok) throw new Error("a keyword-only search must resolve");
      const where = whereOf(resolved.search);
      branches.push(Prisma.sql`SELECT ${n}::int AS n, l.id FROM listings l WHERE l.id = ANY(${ids}::int[]) AND ${where}`);
    }
    const rows = await prisma.$queryRaw<{ n: number; id: number }[]>(Prisma.sql`${Prisma.join(branches, " UNION ALL ")}`);
    for (const { n, id } of rows) out.get(batch[n]!)!.add(id);
  }
  return out;
}

// The zip codes around the origin of the searches being confirmed, per radius. Searches are
// confirmed in order of their zip code, so each origin's lists are worked out once.
let around: { zip: string; byRadius: Map<number, Set<string>> } | null = null;

/** The radius's zip list (the search module's own, from `zipsWithin`) narrowed to these zip codes. */
async function radiusZipsAmong({ filters: f, origin }: Pending, zips: string[]): Promise<string[] | undefined> {
  if (!f.zipCode || !f.radius || !origin) return undefined;
  if (around?.zip !== f.zipCode) around = { zip: f.zipCode, byRadius: new Map() };
  let within = around.byRadius.get(f.radius);
  if (!within) {
    within = new Set((await zipsWithin(origin, f.radius)).zips);
    around.byRadius.set(f.radius, within);
  }
  return [...new Set(zips)].filter((z) => within.has(z));
}
