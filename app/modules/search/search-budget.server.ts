// What one client may spend on searches. Most searches read an index and a page of rows; a
// few cost tens to hundreds of milliseconds (keywords, wide radii, nearest-first without a
// radius, deep or long pages). Those are counted per client address in a token bucket, and at
// most a few run at once per process so the connection pool keeps room for everything else
// (/healthz included) while they run.
//
// The bucket lives in this process (per worker when several share the port), not in Postgres
// like the sign-in limits: a counter in the database would add a write to every search, the
// very load it is meant to keep down, and a budget per worker is still a bounded one.
import { clientIp } from "~/modules/accounts/rate-limit.server";
import { env } from "~/utils/env.server";
import { AppError } from "~/utils/app-error";
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

// Addresses seen within about a minute; the oldest is forgotten first when the map is full
// (a forgotten address starts again with a full bucket, which only errs towards the visitor).
const MAX_ADDRESSES = 10_000;
const buckets = new Map<string, Bucket>();

/** Takes one token from the address's bucket; the seconds to wait when none is left, else 0. */
export function takeSearchToken(address: string, perMinute: number, now = Date.now()): number {
  const ratePerMs = perMinute / 60_000;
  const found = buckets.get(address);
  const bucket = found ?? { tokens: perMinute, updatedAt: now };
  bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.updatedAt) * ratePerMs);
  bucket.updatedAt = now;
  buckets.delete(address);
  if (buckets.size >= MAX_ADDRESSES) buckets.delete(buckets.keys().next().value!);
  buckets.set(address, bucket);
  if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerMs / 1000));
  bucket.tokens -= 1;
  return 0;
}

/** Forgets every address (tests). */
export function resetSearchBudgets() {
  buckets.clear();
}

// At most this many expensive searches query the database at once in this process; each holds
// up to two of the pool's ten connections. Others wait their turn, up to a bounded queue.
const MAX_RUNNING = 3;
const MAX_WAITING = 50;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(run: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw searchRefused(SEARCH_BUSY_MESSAGE, 503, 5);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await run();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * Runs the search within the client's budget: cheap searches at once, expensive ones after a
 * token from the address's bucket and in turn. Throws a "search-refused" AppError when the budget is spent.
 */
export async function withinSearchBudget<T>(request: Request, f: SearchFilters, run: () => Promise<T>): Promise<T> {
  if (!isExpensiveSearch(f)) return run();
  const wait = takeSearchToken(clientIp(request), env().SEARCH_EXPENSIVE_PER_MINUTE);
  if (wait > 0) throw searchRefused(tooManySearchesMessage(wait), 429, wait);
  return inTurn(run);
}
