// Views of a listing's page, counted on the server (decision 20): one per visitor per listing per
// UTC day, at most VIEW_LIMITS.perAddressPerListingPerDay from one client address whatever its
// User-Agent, bots and the owner left out, and the visitor and address stored only as keyed hashes
// whose key changes every day, so a stored row can be neither turned back into an address nor
// linked to the same visitor on another day or another listing.
import { createHmac } from "node:crypto";
import { isbot } from "isbot";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { addressForLimits, clientAddressOf } from "~/modules/security/client-address.server";

export const VIEW_LIMITS = {
  /**
   * Views of one listing counted from one client address in a UTC day, signed in or not: an office
   * or a household shares an address, but a script varying its User-Agent counts this many at most.
   */
  perAddressPerListingPerDay: 3,
};

// First key of the two-key advisory lock that makes writes of one listing's views wait for each
// other while its per-address counts are read.
const VIEWS_LOCK = 0x76696577; // "view"

/** What a view is told apart by when nobody is signed in. */
export interface Browser {
  address: string;
  userAgent: string | null;
  /** `Sec-Purpose` (or the older `Purpose`): "prefetch" when the browser only fetches ahead. */
  purpose?: string | null;
}

export const browserOf = (request: Request): Browser => ({
  address: clientAddressOf(request),
  userAgent: request.headers.get("User-Agent"),
  purpose: request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose"),
});

export interface PageView {
  vehicleId: number;
  /** The seller; null where nobody can be signed in (answers from the page cache). */
  ownerId: number | null;
  /** The signed-in visitor, or null. */
  viewerId: number | null;
}

/** The UTC calendar day of a moment, as `YYYY-MM-DD`: the day a view counts on. */
export const viewDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Scripts, crawlers and requests without a User-Agent are not people looking at a listing, and a
 * page fetched ahead (a prefetch) may never be looked at.
 */
export function isCountedVisitor(browser: Browser): boolean {
  return Boolean(browser.userAgent?.trim()) && !isbot(browser.userAgent) && !/prefetch/i.test(browser.purpose ?? "");
}

let dayKey: { day: string; key: Buffer } | null = null;

/** The day's hashing key: derived from SESSION_SECRET and the day, so it changes at midnight UTC. */
function keyFor(day: string): Buffer {
  if (dayKey?.day !== day) {
    const secret = env().SESSION_SECRET ?? "development-only-session-secret";
    dayKey = { day, key: createHmac("sha256", `listing-views:${secret}`).update(day).digest() };
  }
  return dayKey.key;
}

/**
 * Who a view is from, as 16 bytes: the signed-in user, else the client's address and User-Agent,
 * keyed by the day and bound to the vehicle (one vehicle, one listing).
 */
export function visitorHash(browser: Browser, viewerId: number | null, vehicleId: number, day: string): Uint8Array<ArrayBuffer> {
  const visitor = viewerId !== null ? `user:${viewerId}` : `anonymous:${browser.address}\n${browser.userAgent ?? ""}`;
  return new Uint8Array(createHmac("sha256", keyFor(day)).update(`${vehicleId}\n${visitor}`).digest().subarray(0, 16));
}

/** The client's address (an IPv6 one per /64) as 16 bytes, keyed and bound like the visitor: what the per-address cap counts. */
export function addressHash(address: string, vehicleId: number, day: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac("sha256", keyFor(day)).update(`${vehicleId}\naddress:${addressForLimits(address)}`).digest().subarray(0, 16));
}

interface ViewRow {
  vehicleId: number;
  day: string;
  hash: string;
  address: string;
}

/** The row a view would write, or null when it is not one to count (a bot, a prefetch, the owner). */
function viewRow(browser: Browser, view: PageView, now: Date): ViewRow | null {
  if (view.viewerId !== null && view.viewerId === view.ownerId) return null;
  if (!isCountedVisitor(browser)) return null;
  const day = viewDay(now);
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
  return {
    vehicleId: view.vehicleId,
    day,
    hash: hex(visitorHash(browser, view.viewerId, view.vehicleId, day)),
    address: hex(addressHash(browser.address, view.vehicleId, day)),
  };
}

/**
 * Writes views in one insert: a repeat of a visitor on the same day is left alone, a new visitor
 * counts only while their address has fewer than the cap's views of the listing that day (new
 * visitors of one address in the batch take the places in turn), and a view of a vehicle whose
 * listing has gone is dropped rather than failing the others. The listings' locks, taken first in
 * id order (so two writers cannot deadlock), make concurrent writes of one listing count one after
 * the other: the insert reads the counts as they stand once the lock is held.
 */
async function writeViews(rows: ViewRow[]): Promise<void> {
  const vehicleIds = rows.map((r) => r.vehicleId);
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`
      SELECT pg_advisory_xact_lock(${VIEWS_LOCK}::int, locked.vehicle_id)
      FROM (SELECT DISTINCT vehicle_id FROM unnest(${vehicleIds}::int[]) AS ids(vehicle_id) ORDER BY vehicle_id) locked`;
    await tx.$executeRaw`
      INSERT INTO listing_views (listing_id, day, visitor_hash, address_hash)
      SELECT fresh.listing_id, fresh.day, fresh.visitor_hash, fresh.address_hash
      FROM (
        SELECT l.id AS listing_id, v.day::date AS day, decode(v.hash, 'hex') AS visitor_hash, decode(v.address, 'hex') AS address_hash,
               row_number() OVER (PARTITION BY l.id, v.day, v.address ORDER BY v.n) AS place
        FROM (
          SELECT DISTINCT ON (vehicle_id, day, hash) vehicle_id, day, hash, address, n
          FROM unnest(${vehicleIds}::int[], ${rows.map((r) => r.day)}::text[], ${rows.map((r) => r.hash)}::text[], ${rows.map((r) => r.address)}::text[])
               WITH ORDINALITY AS u(vehicle_id, day, hash, address, n)
          ORDER BY vehicle_id, day, hash, n
        ) v
        JOIN listings l ON l.vehicle_id = v.vehicle_id
        WHERE NOT EXISTS (SELECT 1 FROM listing_views seen WHERE seen.listing_id = l.id AND seen.day = v.day::date AND seen.visitor_hash = decode(v.hash, 'hex'))
      ) fresh
      WHERE fresh.place + (
        SELECT count(*) FROM listing_views same
        WHERE same.listing_id = fresh.listing_id AND same.day = fresh.day AND same.address_hash = fresh.address_hash
      ) <= ${VIEW_LIMITS.perAddressPerListingPerDay}
      ON CONFLICT DO NOTHING`;
  });
}

/** Records one view now, unless it is not one to count (then false). */
export async function recordListingView(browser: Browser, view: PageView, now = new Date()): Promise<boolean> {
  const row = viewRow(browser, view, now);
  if (row) await writeViews([row]);
  return row !== null;
}

// Views wait here for at most FLUSH_MS and are written together: one statement for a second of
// traffic rather than one per page. A process killed (not stopped) loses at most that second.
const FLUSH_MS = 1000;
const MAX_BATCH = 500;
let queued: ViewRow[] = [];
let flushTimer: NodeJS.Timeout | null = null;
const pending = new Set<Promise<unknown>>();

function flush() {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  const rows = queued;
  queued = [];
  if (rows.length === 0) return;
  const write = writeViews(rows)
    .catch((error: unknown) => console.error("Listing views were not recorded", { views: rows.length, error }))
    .finally(() => pending.delete(write));
  pending.add(write);
}

function enqueue(row: ViewRow | null) {
  if (!row) return;
  queued.push(row);
  if (queued.length >= MAX_BATCH) flush();
  else flushTimer ??= setTimeout(flush, FLUSH_MS).unref();
}

/**
 * Counts a view of a vehicle page without making the page wait: it is written with the others of
 * the next second, and a failure is logged, never shown (a lost view must not cost the page).
 */
export function countListingView(request: Request, view: PageView): void {
  enqueue(viewRow(browserOf(request), view, new Date()));
}

const VEHICLE_PAGE = /^\/vehicles\/(\d{1,9})(?:\.data)?$/;

/**
 * A vehicle page (or its data) answered by the server's page cache (server/page-cache.ts) never
 * reaches the loader, so the cache reports it here. Only requests without cookies are answered
 * from the cache: nobody is signed in, so the visitor cannot be the owner.
 */
export function countCachedPageView(path: string, browser: Browser): void {
  const vehicleId = Number(path.match(VEHICLE_PAGE)?.[1]);
  if (vehicleId) enqueue(viewRow(browser, { vehicleId, ownerId: null, viewerId: null }, new Date()));
}

/** Writes the views waiting and waits for every write (a stopping server, or a test reading the counts). */
export async function viewWritesSettled(): Promise<void> {
  flush();
  while (pending.size) await Promise.all([...pending]);
}
