// Price-drop mail: when a listing's price drops, everyone who saved it (but its seller) and
// wants these notices gets one mail about that drop. The writer queues one job per drop once
// its transaction has committed; the job queues one mail per saver, each keyed by the drop and
// the saver, so a retried job or a repeated queueing never mails anyone twice.
import { prisma } from "~/utils/db.server";
import { QUEUES, enqueue } from "~/modules/jobs/boss.server";
import { defineJob } from "~/modules/jobs/registry.server";
import { composeMail } from "~/modules/mail/layout.server";
import { queueMail } from "~/modules/jobs/mail-queue.server";
import { usersWantingNotices } from "~/modules/mail/notice-preferences.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { formatPrice } from "../../shared/format";
import { effectiveStatus } from "~/modules/listings/status";
import { log } from "../../shared/log";

interface PriceDropJob {
  changeId: number;
}

/**
 * Queues the mails about a committed price drop. Never throws: the price change stands
 * whatever happens to its mail, and a failure to queue is logged.
 */
export async function queuePriceDropNotices(changeId: number | null): Promise<void> {
  if (changeId === null) return;
  try {
    await enqueue(QUEUES.priceDropNotices, { changeId } satisfies PriceDropJob, { singletonKey: `price-drop:${changeId}` });
  } catch (error) {
    log("error", "price-drop notices not queued", { changeId, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Queues the mail of one drop to each saver who wants it. */
export async function mailPriceDrop(changeId: number): Promise<void> {
  const change = await prisma.listingPriceChange.findUnique({
    where: { id: changeId },
    select: {
      oldPrice: true,
      newPrice: true,
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
  if (!change || !change.newPrice.lessThan(change.oldPrice)) return;
  const { listing } = change;
  // A sold or expired listing, or a price that has moved again since (its own change mails, if a drop), is not news.
  if (effectiveStatus(listing.status, listing.packageExpiry) !== "active" || !listing.price.equals(change.newPrice)) return;
  const savers = await prisma.savedVehicle.findMany({
    where: { vehicleId: listing.vehicleId, userId: { not: listing.userId } },
    select: { userId: true, user: { select: { email: true } } },
  });
  const wanting = new Set(await usersWantingNotices(savers.map((s) => s.userId), "price-drops"));
  const title = `${listing.vehicle.year} ${listing.vehicle.make.name} ${listing.vehicle.model.name}`;
  const now = formatPrice(change.newPrice.toFixed(2));
  const drop = formatPrice(change.oldPrice.minus(change.newPrice).toFixed(2));
  for (const saver of savers) {
    if (!wanting.has(saver.userId)) continue;
    const mail = composeMail({
      to: saver.user.email,
      subject: `Price drop: the ${title} you saved is now ${now}`,
      heading: `The ${title} you saved dropped ${drop}`,
      paragraphs: [`It is now ${now}, down from ${formatPrice(change.oldPrice.toFixed(2))}.`],
      action: { label: "View the vehicle", url: `${appOrigin()}/vehicles/${listing.vehicleId}` },
      unsubscribe: { userId: saver.userId, kind: "price-drops" },
    });
    await queueMail(mail, { singletonKey: `price-drop:${changeId}:to:${saver.userId}` });
  }
}

defineJob<PriceDropJob>(QUEUES.priceDropNotices, async ({ changeId }) => {
  await mailPriceDrop(changeId);
});
