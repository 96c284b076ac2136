// What searches may cost. Every search, cheap or not, takes a turn at the process's search
// ceiling: at most a few run their statements at once, the next ones wait briefly, and past
// the wait or the queue they are refused with 503 and Retry-After, so the connection pool and
// the cores keep room for everything else (/healthz included) whatever the mix (decision 30).
// A few searches cost tens to hundreds of milliseconds (keywords, wide radii, nearest-first
// without a radius, deep or long pages); those are also counted per client address in a token
// bucket.
//
// Both live in this process (per worker when several share the port), not in Postgres like the
// sign-in limits: a counter in the database would add a write to every search, the very load
// it is meant to keep down, and a budget per worker is still a bounded one.
import { LRUCache } from "lru-cache";
import { clientIp } from "~/modules/security/client-address.server";
import { env } from "~/utils/env.server";
import { AppError } from "~/utils/app-error";
import { WorkSlots } from "~/utils/work-slots";
import { MAX_RESULT_WINDOW, searchOrder, type SearchFilters } from "./filters";

/** Radii from which a search reads a large share of the country's zip codes. */
const WIDE_RADIUS_MILES = 250;

export function isExpensiveSearch(f: SearchFilters): boolean {
  return (
    Boolean(f.keyword) ||
    (f.radius ?? 0) >= WIDE_RADIUS_MILES ||
    (searchOrder(f) === "nearest" && Boolean(f.zipCode) && !f.radius) ||
    f.page * f.limit > MAX_RESULT_WINDOW / 5 ||
    f.limit > 50
  );
}

/** A search the budget refuses: 429 for one address over its rate, 503 when the queue is full. */
const searchRefused = (message: string, status: 429 | 503, retryAfterSeconds: number) =>
  new AppError(message, { status, code: "search-refused", retryAfterSeconds });

function tooManySearchesMessage(retryAfterSeconds: number) {
  return `Too many searches from your network. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} and try again.`;
}
const SEARCH_BUSY_MESSAGE = "Search is busy right now. Please try again in a few seconds.";

interface Bucket {
  tokens: number;
  updatedAt: number;
}

// Addresses seen lately; the least recently seen is forgotten first when the cache is full
// (a forgotten address starts again with a full bucket, which only errs towards the visitor).
const MAX_ADDRESSES = 10_000;
const buckets = new LRUCache<string, Bucket>({ max: MAX_ADDRESSES });

/** Takes one token from the address's bucket; the seconds to wait when none is left, else 0. */
export function takeSearchToken(address: string, perMinute: number, now = Date.now()): number {
  const ratePerMs = perMinute / 60_000;
  const bucket = buckets.get(address) ?? { tokens: perMinute, updatedAt: now };
  bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.updatedAt) * ratePerMs);
  bucket.updatedAt = now;
  buckets.set(address, bucket);
  if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerMs / 1000));
  bucket.tokens -= 1;
  return 0;
}

/** Forgets every address (tests). */
export function resetSearchBudgets() {
  buckets.clear();
}

// Searches whose statements run at once in this process. Each holds up to two of the pool's ten
// connections (its page and its bounded count), so three leave four for pages and /healthz.
// The next ones wait up to two seconds, a few dozen at most, then are told to try again.
export const SEARCH_CEILING = { running: 3, waiting: 24, maxWaitMs: 2000 };
const SEARCH_RETRY_AFTER_SECONDS = 2;
const searchGate = new WorkSlots(SEARCH_CEILING, () => searchRefused(SEARCH_BUSY_MESSAGE, 503, SEARCH_RETRY_AFTER_SECONDS));

/** Runs a task in a search's turn (the routes go through withinSearchBudget; tests hold turns with it). */
export const inSearchTurn = <T>(task: () => Promise<T>): Promise<T> => searchGate.run(task);

/** How many searches run and wait in this process right now. */
export const searchLoad = () => searchGate.load;

/** A search request's turn, as the route's middleware took it (search-turn.server.ts). */
export type HeldTurn = { held: true } | { refused: AppError };

/**
 * Runs the search within the client's budget: expensive searches first take a token from the
 * address's bucket; the search then runs in the turn its request holds (`turn`, from the route's
 * middleware), or takes one now. Throws a "search-refused" AppError (429 over the address's
 * budget, 503 when the ceiling is full).
 */
export async function withinSearchBudget<T>(request: Request, f: SearchFilters, run: () => Promise<T>, turn: HeldTurn | null = null): Promise<T> {
  if (isExpensiveSearch(f)) {
    const wait = takeSearchToken(clientIp(request), env().SEARCH_EXPENSIVE_PER_MINUTE);
    if (wait > 0) throw searchRefused(tooManySearchesMessage(wait), 429, wait);
  }
  if (turn && "refused" in turn) throw turn.refused;
  return turn ? run() : inSearchTurn(run);
}
