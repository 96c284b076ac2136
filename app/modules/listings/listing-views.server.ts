// Views of a listing's page, counted on the server (decision 20): one per visitor per listing per
// UTC day, bots and the owner left out, and the visitor stored only as a keyed hash whose key
// changes every day, so a stored row can be neither turned back into an address nor linked to the
// same visitor on another day or another listing.
import { createHmac } from "node:crypto";
import { isbot } from "isbot";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { clientAddressOf } from "~/modules/security/client-address.server";

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
  listingId: number;
  ownerId: number;
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
 * keyed by the day and bound to the listing.
 */
export function visitorHash(browser: Browser, viewerId: number | null, listingId: number, day: string): Uint8Array<ArrayBuffer> {
  const visitor = viewerId !== null ? `user:${viewerId}` : `anonymous:${browser.address}\n${browser.userAgent ?? ""}`;
  return new Uint8Array(createHmac("sha256", keyFor(day)).update(`${listingId}\n${visitor}`).digest().subarray(0, 16));
}

/**
 * Records a view of a listing's page unless it is from a bot or from the listing's owner. One
 * insert that a repeat of the same visitor on the same day leaves alone. Resolves false when the
 * view was not one to count.
 */
export async function recordListingView(browser: Browser, view: PageView, now = new Date()): Promise<boolean> {
  if (view.viewerId === view.ownerId || !isCountedVisitor(browser)) return false;
  const day = viewDay(now);
  await prisma.listingView.createMany({
    data: [{ listingId: view.listingId, day: new Date(day), visitorHash: visitorHash(browser, view.viewerId, view.listingId, day) }],
    skipDuplicates: true,
  });
  return true;
}

const pending = new Set<Promise<unknown>>();

/**
 * As recordListingView, without making the page wait: a failure is logged and never shown, since a
 * lost view must not cost the visitor the page. The write is kept track of until it settles.
 */
export function countListingView(request: Request, view: PageView): void {
  inBackground(recordListingView(browserOf(request), view));
}

function inBackground(work: Promise<unknown>) {
  const write = work.catch((error: unknown) => console.error("A listing view was not recorded", error)).finally(() => pending.delete(write));
  pending.add(write);
}

const VEHICLE_PAGE = /^\/vehicles\/(\d{1,9})(?:\.data)?$/;

/**
 * A vehicle page (or its data) answered by the server's page cache (server/page-cache.ts) never
 * reaches the loader, so the cache reports it here. Only requests without cookies are answered
 * from the cache: nobody is signed in, so the visitor cannot be the owner.
 */
export function countCachedPageView(path: string, browser: Browser): void {
  const vehicleId = Number(path.match(VEHICLE_PAGE)?.[1]);
  if (!vehicleId || !isCountedVisitor(browser)) return;
  inBackground(
    prisma.listing.findUnique({ where: { vehicleId }, select: { id: true, userId: true } }).then((listing) =>
      listing ? recordListingView(browser, { listingId: listing.id, ownerId: listing.userId, viewerId: null }) : false,
    ),
  );
}

/** Waits for the view writes started so far (a stopping server, or a test reading the counts). */
export async function viewWritesSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
