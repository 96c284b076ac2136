// Similar active listings for a vehicle page (in place of the listing when it is sold or expired):
// the same model nearest in price first, then the same type nearest in price, its make first.
// Each walk reads a partial index of the market from the price outwards on both sides and stops
// after a few rows, so it costs the same at any market size. One statement, cards included: this
// runs on every vehicle page, and each ORM query with relations costs milliseconds of Node
// (bench:server's /vehicles/:id served half as many pages with them).
import { Prisma } from "~/generated/prisma/client";
import type { VehicleCardData } from "./card-data";
import { publicReader } from "~/utils/db.server";
import { cardFieldsOf } from "./vehicle-summary.server";
import { cardRowsSql, summaryOfCardRow, type CardRow } from "./card-rows.server";

export const SIMILAR_COUNT = 4;

const sql = Prisma.sql;

export async function similarActiveListings(vehicleId: number, count = SIMILAR_COUNT, now = new Date()): Promise<VehicleCardData[]> {
  const rows = await publicReader().$queryRaw<CardRow[]>(cardRowsSql(similarListingsSql(vehicleId, count, now), sql`l.position`));
  return rows.map((r) => cardFieldsOf(summaryOfCardRow(r)));
}

/**
 * The listings nearest in price to the subject's on both sides among those `scope` selects.
 * The subject's values are scalar subqueries, so each side is one ordered index walk with a limit.
 */
function nearestInPrice(scope: Prisma.Sql, count: number, now: Date) {
  const live = sql`l.status = 'active' AND l.vehicle_id <> (SELECT vehicle_id FROM subject)
    AND (l.package_expiry IS NULL OR l.package_expiry > (${now}::timestamptz AT TIME ZONE 'UTC'))`;
  return sql`
    (SELECT l.vehicle_id, l.vehicle_make_id, l.price FROM listings l
      WHERE ${scope} AND l.price >= (SELECT price FROM subject) AND ${live}
      ORDER BY l.price, l.id LIMIT ${count})
    UNION ALL
    (SELECT l.vehicle_id, l.vehicle_make_id, l.price FROM listings l
      WHERE ${scope} AND l.price < (SELECT price FROM subject) AND ${live}
      ORDER BY l.price DESC, l.id DESC LIMIT ${count})`;
}

/** The chosen listings (the listings table's columns and their `position`), for `cardRowsSql`. */
function similarListingsSql(vehicleId: number, count: number, now: Date) {
  return sql`
    WITH subject AS MATERIALIZED (
      SELECT vehicle_id, vehicle_type_id, vehicle_make_id, vehicle_model_id, price FROM listings WHERE vehicle_id = ${vehicleId}
    ),
    same_model AS (${nearestInPrice(sql`l.vehicle_model_id = (SELECT vehicle_model_id FROM subject)`, count, now)}),
    same_type AS (${nearestInPrice(sql`l.vehicle_type_id = (SELECT vehicle_type_id FROM subject)`, count * 2, now)}),
    picked AS (
      SELECT m.vehicle_id, abs(m.price - s.price) AS gap FROM same_model m, subject s ORDER BY gap, m.vehicle_id LIMIT ${count}
    ),
    ranked AS (
      SELECT vehicle_id, 0 AS step, 0 AS other_make, gap FROM picked
      UNION ALL
      SELECT t.vehicle_id, 1, (t.vehicle_make_id IS DISTINCT FROM s.vehicle_make_id)::int, abs(t.price - s.price)
        FROM same_type t, subject s WHERE t.vehicle_id NOT IN (SELECT vehicle_id FROM picked)
    ),
    chosen AS (
      SELECT vehicle_id, row_number() OVER (ORDER BY step, other_make, gap, vehicle_id) AS position FROM ranked ORDER BY position LIMIT ${count}
    )
    SELECT l.*, c.position FROM chosen c JOIN listings l ON l.vehicle_id = c.vehicle_id`;
}
