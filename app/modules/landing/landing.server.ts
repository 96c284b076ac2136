import { Prisma } from "~/generated/prisma/client";
import { publicReader } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { keptBriefly } from "~/utils/kept-briefly.server";
import { resolveFilters } from "~/modules/search/resolve.server";
import { whereOf } from "~/modules/search/conditions.server";
import { parseSearchParams, type SearchFilters } from "~/modules/search/filters";
import { US_STATES } from "~/shared/us-states";
import { LANDING_TYPES, landingPath, landingSearchQuery, slugify, stateFromSegment, typeFromSegment, type LandingScope } from "./landing-paths";

// What a landing page shows beyond its listings (which come from runSearch like /buy's):
// which page an address names, a summary of its listings, and the pages related to it.

/** A slug as the catalog writes them (any case): anything else names no page and is never looked up. */
const SLUG_SEGMENT = /^[A-Za-z0-9-]{1,120}$/;

export interface LandingSegments {
  type?: string;
  make?: string;
  model?: string;
  state?: string;
}

export type LandingAddress =
  | { kind: "page"; scope: LandingScope; path: string; typeId: number; makeId: number | null }
  /** The page exists under its canonical spelling (another case, a type's or state's short form). */
  | { kind: "moved"; path: string }
  | { kind: "unknown" };

const UNKNOWN = { kind: "unknown" } as const;

/** The landing page an address names, looked up by slug in the catalog. */
export async function resolveLanding(segments: LandingSegments): Promise<LandingAddress> {
  if (Object.values(segments).some((s) => s !== undefined && !SLUG_SEGMENT.test(s))) return UNKNOWN;
  const type = segments.type ? typeFromSegment(segments.type) : null;
  if (!type) return UNKNOWN;
  let canonical = type.canonical;
  const typeRow = await publicReader().vehicleType.findUnique({ where: { slug: type.type }, select: { id: true } });
  if (!typeRow) return UNKNOWN;
  const scope: LandingScope = { type: type.type };
  let makeId: number | null = null;

  if (segments.state !== undefined) {
    const state = stateFromSegment(segments.state);
    if (!state) return UNKNOWN;
    canonical &&= state.canonical;
    scope.state = state.state.code;
  }
  if (segments.make !== undefined) {
    const make = await publicReader().vehicleMake.findFirst({ where: { vehicleTypeId: typeRow.id, slug: segments.make.toLowerCase() }, select: { id: true, name: true, slug: true } });
    if (!make) return UNKNOWN;
    canonical &&= make.slug === segments.make;
    scope.make = make.name;
    makeId = make.id;
    if (segments.model !== undefined) {
      const model = await publicReader().vehicleModel.findFirst({ where: { vehicleMakeId: make.id, slug: segments.model.toLowerCase() }, select: { name: true, slug: true } });
      if (!model) return UNKNOWN;
      canonical &&= model.slug === segments.model;
      scope.model = model.name;
    }
  }
  const path = landingPath(scope)!;
  return canonical ? { kind: "page", scope, path, typeId: typeRow.id, makeId } : { kind: "moved", path };
}

export interface LandingSummary {
  listings: number;
  lowestPrice: string | null;
  highestPrice: string | null;
  /** The median model year (the lower middle one for an even count), a year some listing has. */
  medianYear: number | null;
}

// The same answer for every visitor and slow to change: a process keeps it for LOOKUP_CACHE_SECONDS.
const keptSummaries = keptBriefly<LandingSummary>("landing-summaries");

/** The conditions of a landing page's search (a scope from the catalog: it always parses, and has no zip code to look up). */
async function scopeConditions(filters: SearchFilters) {
  const resolved = await resolveFilters(filters);
  if (!resolved.ok) throw new Error(`a landing page's search is refused: ${resolved.error}`);
  return whereOf(resolved.search);
}

function scopeFilters(scope: LandingScope): SearchFilters {
  const parsed = parseSearchParams(landingSearchQuery(scope));
  if (!parsed.ok) throw new Error(`a landing page's search is refused: ${parsed.error}`);
  return parsed.filters;
}

/**
 * How many listings the page's search finds, their price range and typical model year, in one
 * aggregate over exactly the search's conditions. The landing pages' indexes (decision 23)
 * hold the year and price beside the type, make, model and zip code, so it reads one index.
 */
export async function landingSummary(scope: LandingScope): Promise<LandingSummary> {
  const where = await scopeConditions(scopeFilters(scope));
  const statement = Prisma.sql`
    SELECT count(*)::int AS listings, min(l.price)::text AS lowest, max(l.price)::text AS highest,
           percentile_disc(0.5) WITHIN GROUP (ORDER BY l.year) AS median_year
      FROM listings l WHERE ${where}`;
  const key = JSON.stringify([statement.sql, statement.values]);
  return keptSummaries(key, env().LOOKUP_CACHE_SECONDS * 1000, async () => {
    const [row] = await publicReader().$queryRaw<{ listings: number; lowest: string | null; highest: string | null; median_year: number | null }[]>(statement);
    return {
      listings: row?.listings ?? 0,
      lowestPrice: row?.lowest == null ? null : Number(row.lowest).toFixed(2),
      highestPrice: row?.highest == null ? null : Number(row.highest).toFixed(2),
      medianYear: row?.median_year ?? null,
    };
  });
}

/** A summary statement for EXPLAIN in the benchmark. */
export async function landingSummaryStatement(filters: SearchFilters) {
  const where = await scopeConditions(filters);
  return Prisma.sql`SELECT count(*)::int, min(l.price), max(l.price), percentile_disc(0.5) WITHIN GROUP (ORDER BY l.year) FROM listings l WHERE ${where}`;
}

export interface RelatedLink {
  label: string;
  href: string;
}

export interface RelatedGroup {
  heading: string;
  links: RelatedLink[];
}

const LISTED = Prisma.sql`l.status IN ('active', 'pending')`;
type Named = { name: string; slug: string };
const keptNames = keptBriefly<Named[]>("landing-names");
const cacheMs = () => env().LOOKUP_CACHE_SECONDS * 1000;

// Each "with listings" is one probe per catalog row into a small partial index of listed listings.
const makesWithListings = (typeId: number) =>
  keptNames(`makes/${typeId}`, cacheMs(), () =>
    publicReader().$queryRaw<Named[]>`
      SELECT mk.name, mk.slug FROM vehicle_makes mk
       WHERE mk.vehicle_type_id = ${typeId} AND EXISTS (SELECT 1 FROM listings l WHERE l.vehicle_make_id = mk.id AND ${LISTED})
       ORDER BY mk.name`,
  );

const modelsWithListings = (makeId: number) =>
  keptNames(`models/${makeId}`, cacheMs(), () =>
    publicReader().$queryRaw<Named[]>`
      SELECT md.name, md.slug FROM vehicle_models md
       WHERE md.vehicle_make_id = ${makeId} AND EXISTS (SELECT 1 FROM listings l WHERE l.vehicle_model_id = md.id AND ${LISTED})
       ORDER BY md.name`,
  );

const statesWithListings = async (typeId: number) => {
  const codes = await keptNames(`states/${typeId}`, cacheMs(), () =>
    publicReader().$queryRaw<Named[]>`
      SELECT s.code AS name, s.code AS slug FROM unnest(${US_STATES.map((s) => s.code)}::text[]) AS s(code)
       WHERE EXISTS (SELECT 1 FROM zip_codes z JOIN listings l ON l.zip_code = z.zip_code
                      WHERE z.state = s.code AND l.vehicle_type_id = ${typeId} AND ${LISTED})`,
  );
  const found = new Set(codes.map((c) => c.name));
  return US_STATES.filter((s) => found.has(s.code));
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Links to the pages beside this one: the make's other models, the type's other makes, the type in other states. */
export async function relatedLinks(address: Extract<LandingAddress, { kind: "page" }>): Promise<RelatedGroup[]> {
  const { scope, typeId, makeId, path } = address;
  const plural = LANDING_TYPES[scope.type].plural;
  const typePath = landingPath({ type: scope.type })!;
  const [makes, models, states] = await Promise.all([
    makesWithListings(typeId),
    makeId ? modelsWithListings(makeId) : Promise.resolve([]),
    scope.make ? Promise.resolve([]) : statesWithListings(typeId),
  ]);
  const groups: RelatedGroup[] = [];
  if (scope.make) {
    const makePath = `${typePath}/${slugify(scope.make)}`;
    const others = models.filter((m) => `${makePath}/${m.slug}` !== path);
    groups.push({ heading: scope.model ? `Other ${scope.make} models` : `${scope.make} models`, links: others.map((m) => ({ label: `${scope.make} ${m.name}`, href: `${makePath}/${m.slug}` })) });
  }
  const otherMakes = makes.filter((m) => m.name !== scope.make);
  groups.push({ heading: scope.make ? `Other ${plural} by make` : `${capitalized(plural)} by make`, links: otherMakes.map((m) => ({ label: m.name, href: `${typePath}/${m.slug}` })) });
  if (!scope.make) {
    groups.push({
      heading: scope.state ? `${capitalized(plural)} in other states` : `${capitalized(plural)} by state`,
      links: states.filter((s) => s.code !== scope.state).map((s) => ({ label: s.name, href: `${typePath}/in/${s.slug}` })),
    });
  }
  return groups.filter((g) => g.links.length > 0);
}
