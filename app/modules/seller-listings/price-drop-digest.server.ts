// Price-drop mail, once a day: a committed drop records a notice for each saver of the listing
// (not its seller), at most one unsent per saver and listing; a daily run mails each saver all of
// their notices in one mail and marks them sent in the same transaction, under an advisory lock so
// two machines never send the same day's mail. See decision 57.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { composeMail } from "~/modules/mail/layout.server";
import { queueMail } from "~/modules/jobs/mail-queue.server";
import { usersWantingNotices } from "~/modules/mail/notice-preferences.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { formatPrice } from "../../shared/format";
import { effectiveStatus } from "~/modules/listings/status";
import { log } from "../../shared/log";

const DIGEST_LOCK = 0x7064; // "pd"
// Notices handled by one run; a bigger backlog is finished by the next ticks.
const BATCH = 2000;

/**
 * Records a committed price drop for everyone who saved the listing but its seller. Idempotent: a
 * saver who already has an unsent notice for the listing keeps it, with the older price. Never
 * throws: the price change stands whatever happens to its notice, and a failure is logged.
 */
export async function recordPriceDrop(changeId: number | null): Promise<void> {
  if (changeId === null) return;
  try {
    const change = await prisma.listingPriceChange.findUnique({
      where: { id: changeId },
      select: { listingId: true, oldPrice: true, newPrice: true, listing: { select: { userId: true, vehicleId: true } } },
    });
    if (!change || !change.newPrice.lessThan(change.oldPrice)) return;
    await prisma.$executeRaw`
      INSERT INTO price_drop_notices (user_id, listing_id, old_price, created_at)
      SELECT s.user_id, ${change.listingId}, ${change.oldPrice.toFixed(2)}::numeric, (${new Date()}::timestamptz AT TIME ZONE 'UTC')
        FROM saved_vehicles s
       WHERE s.vehicle_id = ${change.listing.vehicleId} AND s.user_id <> ${change.listing.userId}
      ON CONFLICT (user_id, listing_id) WHERE sent_at IS NULL DO NOTHING`;
  } catch (error) {
    log("error", "price drop not recorded", { changeId, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Midnight UTC of the given moment's day: a day's drops are mailed once that day is over. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export interface DigestRun {
  notices: number;
  mails: number;
}

type DigestTx = Prisma.TransactionClient;

async function pendingNotices(tx: DigestTx, before: Date) {
  return tx.priceDropNotice.findMany({
    where: { sentAt: null, createdAt: { lt: before } },
    orderBy: [{ userId: "asc" }, { id: "asc" }],
    take: BATCH,
    select: {
      id: true,
      userId: true,
      oldPrice: true,
      user: { select: { email: true } },
      listing: {
        select: {
          userId: true,
          vehicleId: true,
          price: true,
          status: true,
          packageExpiry: true,
          vehicle: { select: { year: true, make: { select: { name: true } }, model: { select: { name: true } } } },
        },
      },
    },
  });
}

type Notice = Awaited<ReturnType<typeof pendingNotices>>[number];

/** Still news at sending time: on the market, not the saver's own, and still below the price it dropped from. */
function stillNews(notice: Notice): boolean {
  const { listing } = notice;
  return listing.userId !== notice.userId && effectiveStatus(listing.status, listing.packageExpiry) === "active" && listing.price.lessThan(notice.oldPrice);
}

function digestMail(email: string, userId: number, notices: Notice[]) {
  const lines = notices.map(({ listing, oldPrice }) => {
    const title = `${listing.vehicle.year} ${listing.vehicle.make.name} ${listing.vehicle.model.name}`;
    const drop = formatPrice(oldPrice.minus(listing.price).toFixed(2));
    return {
      title,
      now: formatPrice(listing.price.toFixed(2)),
      text: `${title}: now ${formatPrice(listing.price.toFixed(2))}, down ${drop} from ${formatPrice(oldPrice.toFixed(2))}. ${appOrigin()}/vehicles/${listing.vehicleId}`,
    };
  });
  const [only] = lines.length === 1 ? lines : [];
  return composeMail({
    to: email,
    subject: only ? `Price drop: the ${only.title} you saved is now ${only.now}` : `Price drops on ${lines.length} vehicles you saved`,
    heading: only ? `A vehicle you saved dropped in price` : `${lines.length} vehicles you saved dropped in price`,
    paragraphs: lines.map((l) => l.text),
    action: { label: "See your saved vehicles", url: `${appOrigin()}/account/saved` },
    unsubscribe: { userId, kind: "price-drops" },
  });
}

/**
 * Mails each saver the drops recorded before `before` (default: the start of today, UTC) in one
 * mail, and marks those notices sent in the same transaction. Null when another machine is
 * running the digest right now.
 */
export async function runPriceDropDigest(options: { before?: Date; now?: Date } = {}): Promise<DigestRun | null> {
  const now = options.now ?? new Date();
  const before = options.before ?? startOfUtcDay(now);
  return prisma.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<[{ locked: boolean }]>`SELECT pg_try_advisory_xact_lock(${DIGEST_LOCK}::int, 1::int) AS locked`;
      if (!locked) return null;
      const pending = await pendingNotices(tx, before);
      if (pending.length === 0) return { notices: 0, mails: 0 };
      const marked = await tx.priceDropNotice.updateMany({ where: { id: { in: pending.map((p) => p.id) }, sentAt: null }, data: { sentAt: now } });
      // The lock makes this the only run; a count short of the batch means the rows changed under us.
      if (marked.count !== pending.length) throw new Error("price-drop notices changed during the digest");

      const wanting = new Set(await usersWantingNotices([...new Set(pending.map((p) => p.userId))], "price-drops"));
      const bySaver = new Map<number, Notice[]>();
      for (const notice of pending) {
        if (!wanting.has(notice.userId) || !stillNews(notice)) continue;
        bySaver.set(notice.userId, [...(bySaver.get(notice.userId) ?? []), notice]);
      }
      for (const [userId, notices] of bySaver) {
        const [first] = notices as [Notice, ...Notice[]];
        // Keyed by the saver's first notice: a run whose commit failed after queueing is not mailed twice.
        await queueMail(digestMail(first.user.email, userId, notices), { singletonKey: `price-drops:${userId}:${first.id}` });
      }
      return { notices: pending.length, mails: bySaver.size };
    },
    { timeout: 60_000 },
  );
}
