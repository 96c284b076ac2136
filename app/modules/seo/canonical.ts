import type { MetaDescriptor } from "react-router";
import { isVehicleTypeSlug } from "~/modules/catalog/vehicle-types";
import { stateByCode } from "~/shared/us-states";
import { landingPath, type LandingScope } from "~/modules/landing/landing-paths";

// Which address a search engine should index for a page of listings, and which pages it should
// not index at all (decision 23). One address per set of listings: a /buy search that a landing
// page shows names that page; deep combinations and far pages are followed but not indexed.

export interface Indexing {
  /** Absolute address of the page to index instead of (or as) this one. */
  canonical: string | null;
  /** The robots meta tag's content, when the page is not to be indexed. */
  robots: string | null;
}

/** Pages past this one are followed for their links but not indexed. */
export const DEEPEST_INDEXED_PAGE = 5;

export const NOINDEX_FOLLOW = "noindex,follow";
export const NOINDEX = "noindex";

/** The filters a landing page can stand for; any other makes a /buy search "deep". */
const LANDING_KEYS = new Set(["type", "make", "model", "state"]);

const withPage = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

function pageOf(value: string | null): number | null {
  if (value === null || value.trim() === "") return 1;
  return /^\d{1,6}$/.test(value.trim()) && Number(value) >= 1 ? Number(value) : null;
}

/** Whether a parameter is set: the filter form sends every field, most of them blank. */
function isSet(key: string, value: string) {
  const v = value.trim();
  if (v === "") return false;
  if (key === "radius") return v !== "any";
  if (key === "includeSoldListings") return v === "true" || v === "on";
  return true;
}

/** /buy with these parameters: its landing page (or /buy itself when unfiltered), or not indexed. */
export function buyPageIndexing(params: URLSearchParams, origin: string): Indexing {
  const deep = { canonical: null, robots: NOINDEX_FOLLOW };
  const page = pageOf(params.get("page"));
  if (page === null || page > DEEPEST_INDEXED_PAGE) return deep;
  const set = new Map<string, string>();
  for (const [key, value] of params) {
    if (key === "page" || !isSet(key, value)) continue;
    if (!LANDING_KEYS.has(key) || set.has(key)) return deep;
    set.set(key, value.trim());
  }
  if (set.size === 0) return { canonical: `${origin}${withPage("/buy", page)}`, robots: null };
  const type = set.get("type")?.toLowerCase();
  if (!isVehicleTypeSlug(type)) return deep;
  const state = set.get("state");
  if (state !== undefined && !stateByCode(state)) return deep;
  const scope: LandingScope = { type, make: set.get("make"), model: set.get("model"), state: state ? stateByCode(state)!.code : undefined };
  const path = landingPath(scope);
  return path ? { canonical: `${origin}${withPage(path, page)}`, robots: null } : deep;
}

/** A landing page names itself; an empty one is not indexed, nor are its far pages. */
export function landingPageIndexing(path: string, page: number, empty: boolean, origin: string): Indexing {
  return {
    canonical: `${origin}${withPage(path, page)}`,
    robots: empty ? NOINDEX : page > DEEPEST_INDEXED_PAGE ? NOINDEX_FOLLOW : null,
  };
}

export const vehicleCanonical = (vehicleId: number, origin: string) => `${origin}/vehicles/${vehicleId}`;

/** The head tags for an indexing decision. */
export function indexingMeta(indexing: Indexing | null | undefined): MetaDescriptor[] {
  if (!indexing) return [];
  const tags: MetaDescriptor[] = [];
  if (indexing.canonical) tags.push({ tagName: "link", rel: "canonical", href: indexing.canonical });
  if (indexing.robots) tags.push({ name: "robots", content: indexing.robots });
  return tags;
}
