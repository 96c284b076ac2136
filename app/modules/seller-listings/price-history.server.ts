// A listing's price history. The rows are written by triggers on listings (migration
// price_history) in the transaction that changes the price, whoever writes it; this module
// only reads them.
import { isHeldStatus } from "~/modules/listings/status";
import type { Prisma } from "~/generated/prisma/client";
import { publicReader } from "~/utils/db.server";

export interface PriceChange {
  oldPrice: string;
  newPrice: string;
  changedAt: string;
}

export interface PriceHistory {
  vehicleId: number;
  /** The price the listing was listed at (before any change). */
  listedPrice: string;
  listedAt: string;
  /** Oldest first. */
  changes: PriceChange[];
}

/** The history of a publicly shown vehicle (as GET /api/vehicles/:id shows it), or null (also for a listing held off the market). */
export async function getPriceHistory(vehicleId: number): Promise<PriceHistory | null> {
  const listing = await publicReader().listing.findUnique({
    where: { vehicleId },
    select: {
      price: true,
      createdAt: true,
      status: true,
      priceChanges: { orderBy: { id: "asc" }, select: { oldPrice: true, newPrice: true, changedAt: true } },
    },
  });
  if (!listing || isHeldStatus(listing.status)) return null;
  const changes = listing.priceChanges.map((c) => ({ oldPrice: c.oldPrice.toFixed(2), newPrice: c.newPrice.toFixed(2), changedAt: c.changedAt.toISOString() }));
  return {
    vehicleId,
    listedPrice: changes[0]?.oldPrice ?? listing.price.toFixed(2),
    listedAt: listing.createdAt.toISOString(),
    changes,
  };
}

/**
 * The price drop the caller's transaction has just written for this listing, if its latest
 * price change is one: its id, for mailing the savers once the transaction commits. The
 * trigger stamps a change with the transaction's start time, which identifies it (the row
 * lock on the listing keeps any other transaction's change of it out until this one ends).
 */
export async function priceDropWrittenIn(tx: Prisma.TransactionClient, listingId: number): Promise<number | null> {
  const rows = await tx.$queryRaw<{ id: number; dropped: boolean }[]>`
    SELECT id, new_price < old_price AS dropped FROM listing_price_changes
     WHERE listing_id = ${listingId} AND changed_at = timezone('UTC', now())::timestamp(3)
     ORDER BY id DESC LIMIT 1`;
  return rows[0]?.dropped ? rows[0].id : null;
}
