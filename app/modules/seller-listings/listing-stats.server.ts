// What a seller's dashboard shows about their listings (decision 20): views per day, saves,
// conversations, days on market and until expiry, the deal rating and how complete the listing is.
// Only the owner is ever answered: `ownListingStats` says "not yours" and "none" apart for the
// caller, who decides what to tell whom.
import { prisma } from "~/utils/db.server";
import { listingsManagedBy } from "~/modules/listings/managed-by";
import { userManagesListing } from "~/modules/dealers/membership.server";
import { daysOnMarket, type DealRating } from "~/modules/valuations/deal-rating";
import { listingCompleteness, type Completeness } from "./listing-completeness";
import { viewDay } from "~/modules/public-listings/listing-views.server";
import { daysUntil } from "~/shared/dates";

export const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

export interface DailyViews {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  views: number;
}

export interface ListingStats {
  listingId: number;
  vehicleId: number;
  title: string;
  status: string;
  createdAt: string;
  packageExpiry: string | null;
  views: { total: number; last7Days: number; last30Days: number; perDay: DailyViews[] };
  saves: number;
  conversations: number;
  /** Whole days since listing; null once sold (as on the vehicle page). */
  daysOnMarket: number | null;
  /** Whole days until the package expires, negative once past; null without an expiry. */
  daysUntilExpiry: number | null;
  dealRating: DealRating | null;
  completeness: Completeness;
}

export type StatsOutcome = { ok: true; stats: ListingStats } | { ok: false; status: 403 | 404 };

/** The last `CHART_DAYS` UTC days, oldest first, today last. */
export function chartDays(now: Date): string[] {
  return Array.from({ length: CHART_DAYS }, (_, i) => viewDay(new Date(now.getTime() - (CHART_DAYS - 1 - i) * DAY_MS)));
}

/** Views per listing per day since `from` (a UTC day), as counts. */
async function viewsByDay(listingIds: number[], from: string): Promise<Map<number, Map<string, number>>> {
  const rows = await prisma.listingView.groupBy({
    by: ["listingId", "day"],
    where: { listingId: { in: listingIds }, day: { gte: new Date(from) } },
    _count: { _all: true },
  });
  const byListing = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const days = byListing.get(row.listingId) ?? new Map<string, number>();
    days.set(viewDay(row.day), row._count._all);
    byListing.set(row.listingId, days);
  }
  return byListing;
}

/** The stats of the user's own listing; 403 for someone else's, 404 for none. */
export async function ownListingStats(userId: number, listingId: number, now = new Date()): Promise<StatsOutcome> {
  const listing = await prisma.listing.findUnique({
    where: { id: listingId },
    include: {
      vehicle: { include: { vehicleType: { select: { slug: true } }, make: { select: { name: true } }, model: { select: { name: true } }, _count: { select: { savedBy: true, conversations: true } } } },
    },
  });
  if (!listing) return { ok: false, status: 404 };
  if (!(await userManagesListing(userId, listing))) return { ok: false, status: 403 };
  const days = chartDays(now);
  const [recent, total] = await Promise.all([viewsByDay([listing.id], days[0]!), prisma.listingView.count({ where: { listingId: listing.id } })]);
  const counts = recent.get(listing.id);
  const perDay = days.map((day) => ({ day, views: counts?.get(day) ?? 0 }));
  const sum = (list: DailyViews[]) => list.reduce((n, d) => n + d.views, 0);
  const { vehicle } = listing;
  return {
    ok: true,
    stats: {
      listingId: listing.id,
      vehicleId: vehicle.id,
      title: `${vehicle.year} ${vehicle.make.name} ${vehicle.model.name}`,
      status: listing.status,
      createdAt: listing.createdAt.toISOString(),
      packageExpiry: listing.packageExpiry?.toISOString() ?? null,
      views: { total, last7Days: sum(perDay.slice(-7)), last30Days: sum(perDay), perDay },
      saves: vehicle._count.savedBy,
      conversations: vehicle._count.conversations,
      daysOnMarket: listing.status === "sold" ? null : daysOnMarket(listing.createdAt, now),
      daysUntilExpiry: listing.packageExpiry ? daysUntil(listing.packageExpiry, now) : null,
      dealRating: listing.dealRating,
      completeness: listingCompleteness({
        type: vehicle.vehicleType.slug,
        photos: vehicle.images.length,
        description: vehicle.description,
        mileage: vehicle.mileage,
        identifier: vehicle.identifier,
      }),
    },
  };
}

export interface DashboardRow {
  listingId: number;
  vehicleId: number;
  title: string;
  status: string;
  views30Days: number;
  saves: number;
  conversations: number;
  daysOnMarket: number | null;
  daysUntilExpiry: number | null;
}

/** The account page's Dashboard tab: every listing of the seller, newest first, with its numbers. */
export async function sellerDashboard(userId: number, now = new Date()): Promise<DashboardRow[]> {
  const listings = await prisma.listing.findMany({
    where: listingsManagedBy(userId),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      status: true,
      createdAt: true,
      packageExpiry: true,
      vehicle: { select: { id: true, year: true, make: { select: { name: true } }, model: { select: { name: true } }, _count: { select: { savedBy: true, conversations: true } } } },
    },
  });
  const views = listings.length ? await viewsByDay(listings.map((l) => l.id), chartDays(now)[0]!) : new Map();
  return listings.map((l) => ({
    listingId: l.id,
    vehicleId: l.vehicle.id,
    title: `${l.vehicle.year} ${l.vehicle.make.name} ${l.vehicle.model.name}`,
    status: l.status,
    views30Days: [...(views.get(l.id)?.values() ?? [])].reduce((a: number, b: number) => a + b, 0),
    saves: l.vehicle._count.savedBy,
    conversations: l.vehicle._count.conversations,
    daysOnMarket: l.status === "sold" ? null : daysOnMarket(l.createdAt, now),
    daysUntilExpiry: l.packageExpiry ? daysUntil(l.packageExpiry, now) : null,
  }));
}
