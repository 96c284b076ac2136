import { publicReader } from "~/utils/db.server";
import { toVehicleSummary, vehicleSummarySelect, type VehicleSummary } from "./vehicle-summary.server";

const FEATURED_COUNT = 4;
/** How long one set of featured listings stays on the home page before the next takes its place. */
export const FEATURED_TURN_MS = 10 * 60 * 1000;

/**
 * Which featured listings (by position in id order) have the turn at `now`: the turns walk
 * through all of them `count` at a time and wrap around, so each is shown as often as any other.
 */
export function featuredTurn(featuredTotal: number, count: number, now: number): { offset: number; take: number } {
  if (featuredTotal <= count) return { offset: 0, take: featuredTotal };
  const turn = Math.floor(now / FEATURED_TURN_MS);
  return { offset: (turn * count) % featuredTotal, take: count };
}

async function featuredIdsInTurn(count: number, now: number): Promise<number[]> {
  const counted = await publicReader().$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM listings WHERE status = 'active' AND featured AND package_expiry > now()`;
  const total = counted[0]?.total ?? 0;
  const { offset, take } = featuredTurn(total, count, now);
  if (take === 0) return [];
  const rows = await publicReader().$queryRaw<{ id: number }[]>`
    (SELECT id FROM listings WHERE status = 'active' AND featured AND package_expiry > now() ORDER BY id OFFSET ${offset} LIMIT ${take})
    UNION ALL
    (SELECT id FROM listings WHERE status = 'active' AND featured AND package_expiry > now() ORDER BY id LIMIT ${Math.max(0, offset + take - total)})`;
  return rows.map((r) => r.id);
}

/**
 * The home page's Featured Listings: the featured packages' listings on sale, taking turns
 * (FEATURED_TURN_MS); when fewer than `count` are featured, the rest are filled in the default
 * search order (priority placement first, then the newest).
 */
export async function getFeaturedVehicles(count = FEATURED_COUNT, now = Date.now()): Promise<VehicleSummary[]> {
  const ids = await featuredIdsInTurn(count, now);
  const listings = ids.length
    ? await publicReader().listing.findMany({ where: { id: { in: ids } }, select: { id: true, vehicle: { select: vehicleSummarySelect } } })
    : [];
  const byId = new Map(listings.map((l) => [l.id, l]));
  const picked = ids.flatMap((id) => byId.get(id) ?? []);
  if (picked.length < count) {
    const others = await publicReader().listing.findMany({
      // Before the expiry run gets to them, listings past their expiry are already off the market.
      where: { status: "active", featured: false, packageExpiry: { gt: new Date() } },
      orderBy: [{ placement: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      take: count - picked.length,
      select: { id: true, vehicle: { select: vehicleSummarySelect } },
    });
    picked.push(...others);
  }
  return picked.map((l) => toVehicleSummary(l.vehicle));
}
