// Recently viewed listings (decision 56). A signed-in visitor's views are stored on the account
// (recently_viewed_vehicles); a signed-out visitor's travel in a cookie of vehicle ids, which the
// edge reads and writes. Both are recorded by the vehicle page's view mark, never by the page
// itself, so the page stays the same for everyone and publicly cacheable.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { cardRowsSql, summaryOfCardRow, type CardRow } from "~/modules/public-listings/card-rows.server";
import { cardFieldsOf } from "~/modules/public-listings/vehicle-summary.server";
import type { VehicleCardData } from "~/modules/public-listings/card-data";
import { RECENTLY_VIEWED_KEPT, RECENTLY_VIEWED_SHOWN, withViewed } from "./recently-viewed";

const sql = Prisma.sql;

/** Whose views: the signed-in user's, or the ids the signed-out visitor's cookie carries. */
export type Viewer = { userId: number } | { cookieIds: readonly number[] };

/** A listing still on the market: active or pending, with its package not run out. */
const onMarket = (now: Date) => sql`l.status IN ('active', 'pending')
  AND (l.package_expiry IS NULL OR l.package_expiry > (${now}::timestamptz AT TIME ZONE 'UTC'))`;

/** Whether the viewer's view of the vehicle is one to keep: its listing on the market, and not their own. */
async function isKeptView(vehicleId: number, userId: number | null, now: Date): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    SELECT l.id FROM listings l
     WHERE l.vehicle_id = ${vehicleId} AND ${onMarket(now)} AND l.user_id IS DISTINCT FROM ${userId}::int`;
  return rows.length > 0;
}

/** Deletes all but the user's newest RECENTLY_VIEWED_KEPT views. */
const pruneSql = (userId: number) => sql`
  DELETE FROM recently_viewed_vehicles
   WHERE user_id = ${userId}
     AND vehicle_id NOT IN (
       SELECT vehicle_id FROM recently_viewed_vehicles WHERE user_id = ${userId}
        ORDER BY viewed_at DESC, vehicle_id DESC LIMIT ${RECENTLY_VIEWED_KEPT})`;

// First key of the two-key advisory lock that makes one user's writes wait for each other, so
// two views at once (two tabs) neither deadlock in the prune nor prune each other's rows.
const VIEWED_LOCK = 0x72766965; // "rvie"

/**
 * Stores a view on the account: the pair's time moves to `now` (one row per pair), and in the
 * same transaction all but the newest RECENTLY_VIEWED_KEPT of the user's views are deleted.
 */
async function recordAccountView(userId: number, vehicleId: number, now: Date): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${VIEWED_LOCK}::int, ${userId}::int)`;
    await tx.$executeRaw`
      INSERT INTO recently_viewed_vehicles (user_id, vehicle_id, viewed_at)
      VALUES (${userId}, ${vehicleId}, ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
      ON CONFLICT (user_id, vehicle_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`;
    await tx.$executeRaw(pruneSql(userId));
  });
}

/**
 * Records that `viewer` looked at vehicle `vehicleId`, if that listing is on the market (a view
 * of anything else is not worth going back to) and is not the signed-in viewer's own. For a
 * signed-out visitor nothing is stored: the answer is the cookie's new ids, or null when the
 * cookie stays as it is.
 */
export async function recordView(viewer: Viewer, vehicleId: number, now = new Date()): Promise<{ cookieIds: number[] | null }> {
  if (!(await isKeptView(vehicleId, "userId" in viewer ? viewer.userId : null, now))) return { cookieIds: null };
  if ("userId" in viewer) {
    await recordAccountView(viewer.userId, vehicleId, now);
    return { cookieIds: null };
  }
  const ids = withViewed(viewer.cookieIds, vehicleId);
  const unchanged = ids.length === viewer.cookieIds.length && ids.every((id, i) => id === viewer.cookieIds[i]);
  return { cookieIds: unchanged ? null : ids };
}

/**
 * The cards of the viewer's recently viewed listings still on the market, newest view first,
 * at most RECENTLY_VIEWED_SHOWN.
 */
export async function recentlyViewedCards(viewer: Viewer, now = new Date()): Promise<VehicleCardData[]> {
  let chosen: Prisma.Sql;
  if ("userId" in viewer) {
    chosen = sql`
      SELECT l.*, row_number() OVER (ORDER BY r.viewed_at DESC, r.vehicle_id DESC) AS position
        FROM recently_viewed_vehicles r JOIN listings l ON l.vehicle_id = r.vehicle_id
       WHERE r.user_id = ${viewer.userId} AND ${onMarket(now)}
       ORDER BY r.viewed_at DESC, r.vehicle_id DESC LIMIT ${RECENTLY_VIEWED_SHOWN}`;
  } else {
    if (viewer.cookieIds.length === 0) return [];
    chosen = sql`
      SELECT l.*, u.n AS position
        FROM unnest(${[...viewer.cookieIds]}::int[]) WITH ORDINALITY AS u(vehicle_id, n) JOIN listings l ON l.vehicle_id = u.vehicle_id
       WHERE ${onMarket(now)}
       ORDER BY u.n LIMIT ${RECENTLY_VIEWED_SHOWN}`;
  }
  const rows = await prisma.$queryRaw<CardRow[]>(cardRowsSql(chosen, sql`l.position`));
  return rows.map((r) => cardFieldsOf(summaryOfCardRow(r)));
}

/** Forgets the account's recently viewed listings. */
export async function clearRecentlyViewed(userId: number): Promise<void> {
  await prisma.recentlyViewedVehicle.deleteMany({ where: { userId } });
}

/**
 * On signing in, the views the visitor's cookie carried (just now, signed out) join the account's
 * as its newest, in the cookie's order (a vehicle already on the account keeps the later time).
 * Pruned like any other write.
 */
export async function mergeCookieViews(userId: number, cookieIds: readonly number[], now = new Date()): Promise<void> {
  if (cookieIds.length === 0) return;
  const ids = [...cookieIds];
  // One millisecond apart, newest first, ending just before `now`.
  const times = ids.map((_, i) => new Date(now.getTime() - (i + 1)).toISOString());
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${VIEWED_LOCK}::int, ${userId}::int)`;
    await tx.$executeRaw`
      INSERT INTO recently_viewed_vehicles (user_id, vehicle_id, viewed_at)
      SELECT ${userId}, u.vehicle_id, u.at AT TIME ZONE 'UTC'
        FROM unnest(${ids}::int[], ${times}::timestamptz[]) AS u(vehicle_id, at)
        JOIN listings l ON l.vehicle_id = u.vehicle_id
       WHERE ${onMarket(now)}
      ON CONFLICT (user_id, vehicle_id) DO UPDATE SET viewed_at = GREATEST(recently_viewed_vehicles.viewed_at, EXCLUDED.viewed_at)`;
    await tx.$executeRaw(pruneSql(userId));
  });
}
