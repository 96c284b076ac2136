import { VEHICLE_TYPES, type VehicleTypeSlug } from "~/modules/catalog/vehicle-types";
import { slugify } from "~/shared/slug";
import { US_STATES, stateByCode, type UsState } from "~/shared/us-states";

// The landing pages' addresses: /buy/{type}, /buy/{type}/{make}, /buy/{type}/{make}/{model} and
// /buy/{type}/in/{state}. Types are spelled as readable plurals, makes and models by their
// catalog slugs, states by their names. One spelling of each is canonical (decision 23).

export { slugify };

/** Each type's landing slug and the plural a sentence uses ("Used dirt bikes for sale"). */
const LANDING_SLUGS: Record<VehicleTypeSlug, string> = {
  dirtbike: "dirt-bikes",
  motorcycle: "motorcycles",
  atv: "atvs",
  boat: "boats",
  rv: "rvs",
  camper: "campers",
  sandrail: "sandrails",
  utv: "utvs",
};

/** Each type's landing path segment, and its plural as the page's words read it (the shared type vocabulary). */
export const LANDING_TYPES = Object.fromEntries(
  VEHICLE_TYPES.map((t) => [t.slug, { slug: LANDING_SLUGS[t.slug], plural: t.plural }]),
) as Record<VehicleTypeSlug, { slug: string; plural: string }>;

export type TypeInPath = { type: VehicleTypeSlug; canonical: boolean };

/** The type a path segment names: its landing slug (canonical) or the type's own slug, in any case. */
export function typeFromSegment(segment: string): TypeInPath | null {
  for (const { slug } of VEHICLE_TYPES) {
    if (LANDING_TYPES[slug].slug === segment) return { type: slug, canonical: true };
  }
  const lower = segment.toLowerCase();
  for (const { slug } of VEHICLE_TYPES) {
    if (LANDING_TYPES[slug].slug === lower || slug === lower) return { type: slug, canonical: false };
  }
  return null;
}

/** The state a path segment names: its name's slug (canonical), or its two-letter code in any case. */
export function stateFromSegment(segment: string): { state: UsState; canonical: boolean } | null {
  const named = US_STATES.find((s) => s.slug === segment);
  if (named) return { state: named, canonical: true };
  const lower = segment.toLowerCase();
  const other = US_STATES.find((s) => s.slug === lower || s.code.toLowerCase() === lower);
  return other ? { state: other, canonical: false } : null;
}

/** What a landing page shows: a type, and a make (and a model of it), or a state. Names as the catalog spells them. */
export interface LandingScope {
  type: VehicleTypeSlug;
  make?: string;
  model?: string;
  /** Two-letter code. */
  state?: string;
}

/** The landing page's path for a scope, or null when no landing page shows it (a state with a make). */
export function landingPath(scope: LandingScope): string | null {
  const type = `/buy/${LANDING_TYPES[scope.type].slug}`;
  if (scope.state) {
    const state = stateByCode(scope.state);
    return state && !scope.make && !scope.model ? `${type}/in/${state.slug}` : null;
  }
  if (scope.model) return scope.make ? `${type}/${slugify(scope.make)}/${slugify(scope.model)}` : null;
  if (scope.make) return `${type}/${slugify(scope.make)}`;
  return type;
}

/** The page's heading: "Used Honda CRF450R for sale", "Used boats for sale in Texas". */
export function landingHeading(scope: LandingScope): string {
  const plural = LANDING_TYPES[scope.type].plural;
  if (scope.model) return `Used ${scope.make} ${scope.model} for sale`;
  if (scope.make) return `Used ${scope.make} ${plural} for sale`;
  if (scope.state) return `Used ${plural} for sale in ${stateByCode(scope.state)?.name ?? scope.state}`;
  return `Used ${plural} for sale`;
}

/** The search a landing page shows, as /buy's query: its scope, and the page when one is asked for. */
export function landingSearchQuery(scope: LandingScope, page: string | null = null): URLSearchParams {
  const params = new URLSearchParams({ type: scope.type });
  if (scope.make) params.set("make", scope.make);
  if (scope.model) params.set("model", scope.model);
  if (scope.state) params.set("state", scope.state);
  if (page !== null) params.set("page", page);
  return params;
}

/** The same search on /buy, where every filter can be added: the landing page's hand-over. */
export const buySearchFor = (scope: LandingScope): string => `/buy?${landingSearchQuery(scope)}`;

/** The trail from /buy down to the page: the type, then its make and model, or its state. */
export function landingBreadcrumbs(scope: LandingScope): { label: string; href: string }[] {
  const plural = LANDING_TYPES[scope.type].plural;
  const crumbs = [
    { label: "Buy", href: "/buy" },
    { label: plural.charAt(0).toUpperCase() + plural.slice(1), href: landingPath({ type: scope.type })! },
  ];
  if (scope.make) crumbs.push({ label: scope.make, href: landingPath({ type: scope.type, make: scope.make })! });
  if (scope.model) crumbs.push({ label: scope.model, href: landingPath(scope)! });
  if (scope.state) crumbs.push({ label: stateByCode(scope.state)?.name ?? scope.state, href: landingPath(scope)! });
  return crumbs;
}
