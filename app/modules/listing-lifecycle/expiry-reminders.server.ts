// Reminders to a seller before the listing expires: 7 days and 1 day before, each once per
// listing and expiry. The scheduled run records the reminders that have come due as rows
// (primary key: listing, expiry, kind; a renewal moves the expiry, so it allows new ones) and
// queues one job per unmailed row with a singleton key; the job mails it and sets mailed_at.
// A crash between the SMTP send and mailed_at sends it again (decision 11's at-least-once).
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { QUEUES, enqueue } from "~/modules/jobs/boss.server";
import { defineJob } from "~/modules/jobs/registry.server";
import { composeMail } from "~/modules/mail/layout.server";
import { appOrigin } from "~/modules/mail/origin.server";
import type { OutgoingMail } from "~/modules/mail/mail.server";
import { formatDate } from "../../shared/dates";
import { renewPath } from "./renewal-offer";
import { isOnMarket } from "~/modules/listings/status";

const DAY_MS = 86_400_000;

/**
 * Each reminder comes due when the expiry enters its day: the 7-day one between 7 and 6 days
 * before, the 1-day one in the last day. A listing whose expiry was already closer when it went
 * live (or was renewed) gets only the reminders still ahead of it.
 */
export const REMINDERS = [
  { kind: "7-days", from: 6 * DAY_MS, to: 7 * DAY_MS },
  { kind: "1-day", from: 0, to: DAY_MS },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]["kind"];

interface ReminderJob {
  listingId: number;
  packageExpiry: string;
  kind: ReminderKind;
}

/** Records the reminders due at `now` (once each: the primary key); returns how many are new. */
export async function recordDueReminders(tx: Prisma.TransactionClient, now: Date): Promise<number> {
  let recorded = 0;
  for (const r of REMINDERS) {
    recorded += await tx.$executeRaw`
      INSERT INTO listing_expiry_reminders (listing_id, package_expiry, kind)
      SELECT id, package_expiry, ${r.kind} FROM listings
       WHERE status IN ('active', 'pending')
         AND package_expiry > (${new Date(now.getTime() + r.from)}::timestamptz AT TIME ZONE 'UTC')
         AND package_expiry <= (${new Date(now.getTime() + r.to)}::timestamptz AT TIME ZONE 'UTC')
      ON CONFLICT DO NOTHING`;
  }
  return recorded;
}

const jobKey = (j: ReminderJob) => `expiry-reminder:${j.listingId}:${j.packageExpiry}:${j.kind}`;

/** Queues a job for every reminder not mailed yet; a reminder queued twice is dropped by its key. */
export async function queueUnmailedReminders(): Promise<number> {
  const rows = await prisma.listingExpiryReminder.findMany({ where: { mailedAt: null }, select: { listingId: true, packageExpiry: true, kind: true } });
  for (const row of rows) {
    const job: ReminderJob = { listingId: row.listingId, packageExpiry: row.packageExpiry.toISOString(), kind: row.kind as ReminderKind };
    await enqueue(QUEUES.listingExpiryReminder, job, { singletonKey: jobKey(job) });
  }
  return rows.length;
}

export function reminderMail(input: { to: string; title: string; vehicleId: number; packageExpiry: Date; kind: ReminderKind }): OutgoingMail {
  const when = input.kind === "1-day" ? "tomorrow" : "in 7 days";
  const subject = `Your ${input.title} listing expires ${when}`;
  return composeMail({
    to: input.to,
    subject,
    heading: subject,
    paragraphs: [
      `Your listing expires on ${formatDate(input.packageExpiry)}. After that it leaves search, and buyers who open it see that it has expired.`,
      "Renew it to keep it in front of buyers: the package's days are added to the time your listing has left.",
    ],
    action: { label: "Renew your listing", url: `${appOrigin()}${renewPath(input.vehicleId)}` },
  });
}

/** Mails one recorded reminder, unless the listing has left the market or its expiry has moved since. */
export async function mailReminder(job: ReminderJob, send: (mail: OutgoingMail) => Promise<unknown>): Promise<void> {
  const key = { listingId: job.listingId, packageExpiry: new Date(job.packageExpiry), kind: job.kind };
  const reminder = await prisma.listingExpiryReminder.findUnique({
    where: { listingId_packageExpiry_kind: key },
    select: {
      mailedAt: true,
      listing: {
        select: {
          status: true,
          packageExpiry: true,
          vehicleId: true,
          user: { select: { email: true } },
          vehicle: { select: { year: true, make: { select: { name: true } }, model: { select: { name: true } } } },
        },
      },
    },
  });
  if (!reminder || reminder.mailedAt) return;
  const { listing } = reminder;
  const current = isOnMarket(listing.status) && listing.packageExpiry?.getTime() === key.packageExpiry.getTime() && key.packageExpiry.getTime() > Date.now();
  if (current) {
    const title = `${listing.vehicle.year} ${listing.vehicle.make.name} ${listing.vehicle.model.name}`;
    await send(reminderMail({ to: listing.user.email, title, vehicleId: listing.vehicleId, packageExpiry: key.packageExpiry, kind: job.kind }));
  }
  await prisma.listingExpiryReminder.updateMany({ where: { ...key, mailedAt: null }, data: { mailedAt: new Date() } });
}

defineJob<ReminderJob>(QUEUES.listingExpiryReminder, async (job, mailer) => {
  await mailReminder(job, (mail) => mailer.send(mail));
});
