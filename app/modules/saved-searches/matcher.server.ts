// Which of a batch of newly live listings each saved search matches. The decision is always the
// search module's own WHERE conditions (filterConditionsFor), run only over those listings, so a
// saved search matches exactly what /buy would show. Before that, a cheap test in memory of the
// filters that are plain comparisons (status, type, make, model, price, year, mileage, distance)
// drops the searches none of the new listings can match: it may keep too much, never too little,
// and most searches never reach the database. The survivors go in batches, one statement each.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { parseSearchParams, type SearchFilters } from "~/modules/search/filters";
import { filterConditionsFor } from "~/modules/search/search.server";
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { milesBetween } from "~/modules/geo/zip-index.server";
import { isAppError } from "~/utils/app-error";

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
           l.price::float8 AS price, l.year, l.mileage, l.latitude, l.longitude
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
    if (!f.includeSoldListings && l.status !== "active" && l.status !== "pending") continue;
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

interface Pending {
  query: string;
  filters: SearchFilters;
  candidates: number[];
}

/**
 * The ids of the listings (among `listings`) each search matches, by search id. Searches with
 * the same query are decided once. A search whose query no longer parses, or whose zip code
 * is no longer known, matches nothing.
 */
export async function matchSearches(searches: SearchToMatch[], listings: NewListing[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (!listings.length || !searches.length) return result;
  const byQuery = new Map<string, number[]>();
  for (const s of searches) byQuery.set(s.query, [...(byQuery.get(s.query) ?? []), s.id]);

  const pending: Pending[] = [];
  for (const query of byQuery.keys()) {
    const parsed = parseSearchParams(new URLSearchParams(query));
    if (!parsed.ok) continue;
    const f = parsed.filters;
    const origin = f.zipCode && f.radius ? await findZipCode(f.zipCode) : null;
    if (f.zipCode && f.radius && !origin) continue;
    const candidates = candidatesOf(f, origin, listings);
    if (candidates.length) pending.push({ query, filters: f, candidates });
  }

  for (let i = 0; i < pending.length; i += BATCH) {
    const batch = pending.slice(i, i + BATCH);
    const branches: Prisma.Sql[] = [];
    for (const [n, p] of batch.entries()) {
      let where: Prisma.Sql;
      try {
        where = await filterConditionsFor(p.filters);
      } catch (error) {
        if (isAppError(error, "search-input")) continue;
        throw error;
      }
      branches.push(Prisma.sql`SELECT ${n}::int AS n, l.id FROM listings l WHERE l.id = ANY(${p.candidates}::int[]) AND ${where}`);
    }
    if (!branches.length) continue;
    const rows = await prisma.$queryRaw<{ n: number; id: number }[]>(Prisma.sql`${Prisma.join(branches, " UNION ALL ")}`);
    for (const { n, id } of rows) {
      for (const searchId of byQuery.get(batch[n]!.query)!) result.set(searchId, [...(result.get(searchId) ?? []), id]);
    }
  }
  for (const ids of result.values()) ids.sort((a, b) => a - b);
  return result;
}
