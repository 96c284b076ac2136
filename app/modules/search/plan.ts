// How a search finds its rows: a pure choice made from the filters and the shape of their
// conditions, before any statement is built. Its unit test (plan.test.ts) spells each choice out.
import { EXACT_TOTAL_UP_TO, searchOrder, type SearchOrder } from "./filter-values";
import type { SearchFilters } from "./filters";
import type { RangeColumn, RangeShares } from "./range-shares.server";

export interface SearchBounds {
  /** Totals are counted exactly up to this many matches; past it the total is a lower bound ("1,000+"). */
  exactTotalUpTo: number;
  /** A keyword's newest this many matches are ranked by relevance; older matches follow them, newest first. */
  rankedCandidates: number;
  /** How many of the first listings in the page's order a search looks through before it looks everywhere. */
  window: number;
  /** How many matches a keyword beside a type gathers first, its page and total from that one read. */
  firstGathering: number;
  /** The fewest listings a window holds. */
  smallestWindow: number;
}

export const SEARCH_BOUNDS: SearchBounds = { exactTotalUpTo: EXACT_TOTAL_UP_TO, rankedCandidates: 300, window: 20_000, firstGathering: 2_000, smallestWindow: 2_000 };

/**
 * How a statement finds the matching listings:
 * - "direct": as the planner sees fit;
 * - "window": among the first listings in the page's order (read along its index with the
 *   aligned conditions only), the other filters applied to those: a bounded walk, exact whenever
 *   it holds what the page needs, because every listing before its end is in it;
 * - "matches": every match gathered first, through whichever index suits the filters, up to one
 *   more than `bounds.window` (each row says how many were gathered), then ordered: exact when
 *   they were all gathered. For the rare combinations that a walk in the page's order would not
 *   find before the end of the market.
 */
export type Reach = "direct" | "window" | "matches";

/** What the plan needs to know of a search's conditions (conditions.server.ts builds them). */
export interface ConditionShape {
  /** Conditions the index of the page's order does not read in order (the keyword's match included). */
  rest: number;
  /** Whether the keyword is matched as words (not empty, not a VIN or HIN). */
  keywordMatched: boolean;
  /** How many words the keyword has. */
  keywordWords: number;
  /** Narrowed by the page (a storefront's dealership): the kept counts cannot answer its total. */
  scoped?: boolean;
  /** The order's index carries every column the other conditions read (a walk along it reads no rejected listing's row). */
  restCovered?: boolean;
}

export interface SearchPlan {
  order: SearchOrder;
  /** Relevance with a keyword: its newest matches are ranked, the older ones follow newest first. */
  ranked: boolean;
  /** The rows are first tried on a window of the first listings in the page's order. */
  windowed: boolean;
  /** How many listings that window holds. */
  windowSize: number;
  /** The bounded count is read before the page, which is then ordered from every match gathered when the count stays below its cap. */
  countFirst: boolean;
  /** Whether the total is counted over the matches (up to `cap`) rather than read from the kept counts. */
  counted: boolean;
  /** How far the count goes: to the bound, or past the requested page so the next one is known to exist. */
  cap: number;
  /**
   * When the window falls short, the count decides: below its cap every match is gathered; else
   * the page is walked along the order's index, which carries every filtered column.
   */
  coveredWalk: boolean;
  /**
   * A keyword beside a type first gathers up to `bounds.firstGathering` matches through bitmaps:
   * when that was all of them, the page and its total come from that one read; else the search
   * is dense, its total past the count's cap, and its page is read as any other's.
   */
  gatherFirst: boolean;
}

/** Filters other than the status and the vehicle type, for which the kept counts answer the total. */
const COUNTED_ELSEWHERE: (keyof SearchFilters)[] = ["page", "limit", "sortBy", "type", "typeId", "includeSoldListings", "zipCode"];

function keptCountsAnswer(f: SearchFilters): boolean {
  if (f.radius) return false;
  return (Object.keys(f) as (keyof SearchFilters)[]).every((k) => COUNTED_ELSEWHERE.includes(k) || f[k] === undefined || f[k] === "");
}

export const countCap = (f: SearchFilters, bounds: SearchBounds) => Math.max(bounds.exactTotalUpTo, f.page * f.limit) + 1;

/**
 * How many of the first listings in the page's order a window holds: for a page of any order,
 * fifty times what the page needs (it is filled when a fiftieth of those listings match), at
 * least `bounds.smallestWindow` and at most `bounds.window`; for relevance's candidates, `bounds.window`.
 */
function windowSize(f: SearchFilters, order: SearchOrder, bounds: SearchBounds): number {
  if (order === "relevance") return bounds.window;
  return Math.min(bounds.window, Math.max(bounds.smallestWindow, 50 * f.page * f.limit));
}

export function planSearch(f: SearchFilters, shape: ConditionShape, bounds: SearchBounds): SearchPlan {
  const order = searchOrder(f);
  const ranked = order === "relevance" && shape.keywordMatched;
  // The planner judges each filter's share of the market from its statistics and multiplies them
  // as if independent; they are not (campers by a make of dirt bikes, old and barely ridden), and
  // walking an index in the page's order for a match that never comes reads the whole market. A
  // window bounds that walk. Relevance without other filters leaves one word to the planner,
  // whose statistics of single words are good; nearest first is left to the location index,
  // whose walk by distance a window's re-sort would lose.
  const offset = (f.page - 1) * f.limit;
  const windowed =
    !f.includeSoldListings &&
    shape.rest > 0 &&
    (ranked
      ? offset < bounds.rankedCandidates && (shape.rest > 1 || shape.keywordWords > 1)
      : order !== "relevance" && order !== "nearest" && f.page * f.limit <= bounds.window);
  const counted = shape.scoped === true || !keptCountsAnswer(f);
  // Without a window, the planner reads the page along its order's index (the location index
  // for nearest first, the newest-first index for a keyword) and applies the other filters to
  // each listing; when they match little or nothing (campers by a make of dirt bikes, nearest
  // first) that walk reads the whole market, seconds. The bounded count, read first instead of
  // beside the page, tells: below its cap every match is gathered through the best index.
  // (An empty page of gathered matches proves them all only when the page lies within the gathering.)
  const countFirst = !windowed && counted && shape.rest > 0 && f.page * f.limit <= bounds.window;
  // A walk along an index that carries every filtered column reads only that index: a fraction of
  // the cost of gathering thousands of matches' rows, and bounded by the index's size (decision 60).
  const coveredWalk = windowed && !ranked && counted && shape.restCovered === true;
  // A keyword and a type meet in one scan of the keyword's index, which carries the type, and
  // there narrow any other filter to a few thousand bitmap entries; the planner, multiplying
  // their shares, would walk the market for them, and a count beside the page would build the
  // same bitmaps again (decision 61). Ranked candidates are all on the first pages.
  const cap = countCap(f, bounds);
  const gatherFirst =
    shape.keywordMatched &&
    (f.type !== undefined || f.typeId !== undefined) &&
    cap <= bounds.firstGathering + 1 &&
    (ranked ? offset + f.limit <= bounds.rankedCandidates : f.page * f.limit <= bounds.firstGathering);
  return {
    order,
    ranked,
    windowed,
    windowSize: windowSize(f, order, bounds),
    countFirst: countFirst && !gatherFirst,
    counted,
    cap,
    coveredWalk,
    gatherFirst,
  };
}

type CountedRows = { candidates: number | null }[];

/** Whether the window held everything the page needs: all the ranked candidates, or a full page. */
export const windowFilled = (plan: SearchPlan, f: SearchFilters, bounds: SearchBounds, rows: CountedRows) =>
  plan.ranked ? (rows[0]?.candidates ?? 0) >= bounds.rankedCandidates : rows.length === f.limit;

/** How many times its window's length a wider window may be, when a short window's matches tell where the page ends. */
export const WIDER_WINDOW_UP_TO = 10;

/**
 * The wider window to try when a window fell short but held matches: their density along the
 * order tells where the page ends, and a window twice that long is walked, at most
 * `WIDER_WINDOW_UP_TO` times the first and never longer than `bounds.window`. The walk stops where
 * the page fills, so a good guess costs what the page needs. Null when the window held nothing,
 * or the page lies beyond those bounds by its density.
 */
export function widerWindow(plan: SearchPlan, f: SearchFilters, bounds: SearchBounds, rows: CountedRows): number | null {
  if (plan.ranked || !plan.windowed || rows.length === 0) return null;
  const held = (f.page - 1) * f.limit + rows.length;
  const reaches = Math.ceil((2 * plan.windowSize * f.page * f.limit) / held);
  return reaches <= Math.min(WIDER_WINDOW_UP_TO * plan.windowSize, bounds.window) ? reaches : null;
}

/** Whether every match was gathered (the page is then exact, empty included). */
export const allGathered = (bounds: SearchBounds, rows: CountedRows) => rows.length === 0 || (rows[0]?.candidates ?? Infinity) <= bounds.window;

/**
 * What a first gathering tells: how many match when it held them all (an empty first page holds
 * none), "dense" when more than `bounds.firstGathering` do, else nothing (an empty page past the
 * first, whose total is then counted).
 */
export function firstGathered(f: SearchFilters, bounds: SearchBounds, rows: CountedRows): number | "dense" | null {
  const matched = rows[0]?.candidates;
  if (matched === undefined) return f.page === 1 ? 0 : null;
  if (matched === null) return null;
  return matched <= bounds.firstGathering ? matched : "dense";
}

/** A range filter beside a keyword holding this share of the market is read on the rows, never as a bitmap of its index. */
export const BROAD_SHARE = 0.5;
/** A capped count reads every range on the keyword's matches' rows when together they keep at least this share of them. */
export const COUNTED_ON_ROWS_SHARE = 0.05;

/**
 * The range filters a keyword search checks on the rows its other conditions find, instead of
 * building a bitmap of each range's index (decision 61). A bitmap of most of the market costs
 * more than the rows it spares; and a count that stops at its cap stops after about cap ÷ share
 * of the keyword's matches, so the count reads every range on the rows unless together they
 * keep very few. Unknown shares stay read through their indexes.
 */
export function rangesOnRows(shares: RangeShares | undefined, purpose: "count" | "rows"): RangeColumn[] {
  if (!shares) return [];
  const known = Object.entries(shares) as [RangeColumn, number | null][];
  const together = known.reduce((product, [, share]) => (share === null ? 0 : product * share), 1);
  return known.filter(([, share]) => share !== null && (share >= BROAD_SHARE || (purpose === "count" && together >= COUNTED_ON_ROWS_SHARE))).map(([column]) => column);
}
