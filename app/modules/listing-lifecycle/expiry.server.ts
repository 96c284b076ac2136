// The scheduled run of a listing's life (decision 21): listings past their package's expiry
// leave the market (status 'expired', so search's partial indexes no longer hold them), and
// sellers' expiry reminders are recorded and queued. Every machine that runs the job worker
// calls `runListingLife` each minute; each step takes a transaction-level advisory lock and
// skips when another machine holds it, like the saved-search alerts (decision 17).
import { prisma } from "~/utils/db.server";
import { queueUnmailedReminders, recordDueReminders } from "./expiry-reminders.server";
import { startQueuedPackages } from "./renew.server";

/** Listings moved per statement: each batch is its own short transaction. */
export const EXPIRY_BATCH = 1000;

// First key of the two-key advisory locks of this run (the alerts use 0x5a5e).
const LIFE_LOCK = 0x11fe;
const EXPIRE_LOCK = 1;
const REMIND_LOCK = 2;

/**
 * Moves every listing on the market whose expiry has passed to 'expired', `batch` at a time.
 * Returns how many moved; stops early when another machine holds the lock (it is doing it).
 */
export async function expireListings(options: { now?: Date; batch?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? EXPIRY_BATCH;
  let moved = 0;
  for (;;) {
    const count = await prisma.$transaction(async (tx) => {
      const [{ locked }] = await tx.$queryRaw<[{ locked: boolean }]>`SELECT pg_try_advisory_xact_lock(${LIFE_LOCK}::int, ${EXPIRE_LOCK}::int) AS locked`;
      if (!locked) return null;
      // The activated_at, deal rating and kept-count triggers see an ordinary status change.
      return tx.$executeRaw`
        UPDATE listings SET status = 'expired', updated_at = (${now}::timestamptz AT TIME ZONE 'UTC')
         WHERE id IN (SELECT id FROM listings
                       WHERE status IN ('active', 'pending') AND package_expiry <= (${now}::timestamptz AT TIME ZONE 'UTC')
                       ORDER BY package_expiry, id LIMIT ${batch}
                       FOR UPDATE SKIP LOCKED)`;
    });
    if (count === null) return moved;
    moved += count;
    if (count < batch) return moved;
  }
}

export interface ListingLifeRun {
  /** Listings whose renewal's queued package took over (decision 45). */
  switched: number;
  expired: number;
  reminders: number;
}

/** One pass: start queued packages, expire what is past its expiry, then record and queue the reminders now due. */
export async function runListingLife(now = new Date()): Promise<ListingLifeRun> {
  const switched = await startQueuedPackages(now);
  const expired = await expireListings({ now });
  const reminders = await prisma.$transaction(async (tx) => {
    const [{ locked }] = await tx.$queryRaw<[{ locked: boolean }]>`SELECT pg_try_advisory_xact_lock(${LIFE_LOCK}::int, ${REMIND_LOCK}::int) AS locked`;
    return locked ? recordDueReminders(tx, now) : 0;
  });
  // Also queues reminders left unqueued by a run that stopped after recording them.
  await queueUnmailedReminders();
  return { switched, expired, reminders };
}
