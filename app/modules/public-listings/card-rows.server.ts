// Chosen listings joined to what their cards show, in one statement. Lists that pick listings
// with their own SQL (search, similar listings) read their cards through it: an ORM query with
// relations costs several milliseconds of Node per page, this one a fraction of one.
import { Prisma } from "~/generated/prisma/client";
import type { DealRating } from "~/modules/valuations/deal-rating";
import type { VehicleSummary } from "./vehicle-summary.server";

export interface CardRow {
  id: number;
  listing_id: number;
  user_id: number;
  vehicle_model_id: number;
  type: string;
  make: string;
  model: string;
  year: number;
  price: string;
  mileage: number | null;
  zip_code: string;
  description: string;
  condition: string;
  images: string[];
  package: string;
  status: string;
  created_at: Date;
  deal_rating: DealRating | null;
  last_price_drop: string | null;
  last_price_drop_at: Date | null;
}

/**
 * `chosen` selects listings aliased as a subquery `l` (with the listings table's column names);
 * `order` orders the result by those columns; `extra` adds columns of `l` to each row.
 */
export function cardRowsSql(chosen: Prisma.Sql, order: Prisma.Sql, extra: Prisma.Sql = Prisma.empty) {
  // The names are looked up per row (a page has a few dozen) rather than joined: with five more
  // joins the planner's search for a join order cost more than running the statement.
  return Prisma.sql`
      SELECT v.id, l.id AS listing_id, v.user_id, v.vehicle_model_id,
             (SELECT slug FROM vehicle_types WHERE id = v.vehicle_type_id) AS type,
             (SELECT name FROM vehicle_makes WHERE id = v.vehicle_make_id) AS make,
             (SELECT name FROM vehicle_models WHERE id = v.vehicle_model_id) AS model,
             v.year, l.price::text AS price, v.mileage, l.zip_code, v.description,
             (SELECT slug FROM vehicle_conditions WHERE id = v.vehicle_condition_id) AS condition, v.images,
             (SELECT slug FROM vehicle_packages WHERE id = l.vehicle_package_id) AS package, l.status::text AS status, l.created_at,
             l.deal_rating::text AS deal_rating, l.last_price_drop::text AS last_price_drop, l.last_price_drop_at ${extra}
        FROM (${chosen}) l
        JOIN vehicles v ON v.id = l.vehicle_id
       ORDER BY ${order}`;
}

export function summaryOfCardRow(r: CardRow): VehicleSummary {
  return {
    id: r.id,
    listingId: r.listing_id,
    userId: r.user_id,
    vehicleModelId: r.vehicle_model_id,
    type: r.type,
    make: r.make,
    model: r.model,
    year: r.year,
    price: Number(r.price).toFixed(2),
    mileage: r.mileage,
    zipCode: r.zip_code,
    description: r.description,
    condition: r.condition,
    images: r.images,
    package: r.package,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    dealRating: r.deal_rating,
    lastPriceDrop: r.last_price_drop === null ? null : Number(r.last_price_drop).toFixed(2),
    lastPriceDropAt: r.last_price_drop_at?.toISOString() ?? null,
  };
}
