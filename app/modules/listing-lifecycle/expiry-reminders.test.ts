// Expiry reminders end to end: the scheduled run against the real Postgres, the mail through the
// real job queue to a real SMTP server. Each reminder goes out once per listing and expiry.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { deliverMailToSink } from "../../../tests/support/mail-delivery";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { runListingLife } from "./expiry.server";

const delivery = deliverMailToSink();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DAY_MS = 86_400_000;
const ahead = (days: number) => new Date(Date.now() + days * DAY_MS);

async function sellerWith(packageExpiry: Date, status: "active" | "pending" = "active") {
  const seller = await createUser(prisma, { email: `reminder-${Date.now()}-${Math.random().toString(36).slice(2)}@sellers.test` });
  const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7500, zip: "90210", userId: seller.id, packageExpiry, status });
  return { seller, vehicle };
}

const mailsTo = (email: string) => delivery.sink.mails.filter((m) => m.to.includes(email));

describe("expiry reminders", () => {
  it("mails the 7-day and the 1-day reminder once each, with a link to renew, and nothing to a listing further out", async () => {
    const week = await sellerWith(ahead(6.5));
    const day = await sellerWith(ahead(0.5), "pending");
    const later = await sellerWith(ahead(3));

    const run = await runListingLife();
    expect(run.reminders).toBeGreaterThanOrEqual(2);
    const weekMail = await delivery.sink.waitFor((m) => m.to.includes(week.seller.email));
    const dayMail = await delivery.sink.waitFor((m) => m.to.includes(day.seller.email));
    expect(weekMail.subject).toBe("Your 2019 Honda CRF450R listing expires in 7 days");
    expect(dayMail.subject).toBe("Your 2019 Honda CRF450R listing expires tomorrow");
    expect(weekMail.links.some((l) => l.endsWith(`/vehicles/${week.vehicle.id}/renew`))).toBe(true);
    expect(weekMail.text).toContain("Renew your listing");

    // Later runs, and two machines' runs at once, record and mail nothing again.
    await runListingLife();
    await Promise.all([runListingLife(), runListingLife()]);
    await sleep(2500);
    expect(mailsTo(week.seller.email)).toHaveLength(1);
    expect(mailsTo(day.seller.email)).toHaveLength(1);
    expect(mailsTo(later.seller.email)).toHaveLength(0);
    const rows = await prisma.listingExpiryReminder.findMany({ where: { listingId: { in: [week.vehicle.listing!.id, day.vehicle.listing!.id] } } });
    expect(rows.map((r) => r.kind).sort()).toEqual(["1-day", "7-days"]);
    expect(rows.every((r) => r.mailedAt !== null)).toBe(true);
  });

  it("a renewal that moves the expiry allows new reminders for the new expiry", async () => {
    const { seller, vehicle } = await sellerWith(ahead(6.5));
    await runListingLife();
    await delivery.sink.waitFor((m) => m.to.includes(seller.email));

    // Renewed, and a year later the new expiry comes within a week (time moved on by `now`).
    const renewed = ahead(6.4 + 365);
    await prisma.listing.update({ where: { id: vehicle.listing!.id }, data: { packageExpiry: renewed } });
    await runListingLife(new Date(Date.now() + 365 * DAY_MS));
    expect(await prisma.listingExpiryReminder.count({ where: { listingId: vehicle.listing!.id } })).toBe(2);
    const newRow = await prisma.listingExpiryReminder.findUniqueOrThrow({ where: { listingId_packageExpiry_kind: { listingId: vehicle.listing!.id, packageExpiry: renewed, kind: "7-days" } } });
    expect(newRow.createdAt).toBeInstanceOf(Date);
    await sleep(2500);
    expect(mailsTo(seller.email)).toHaveLength(2);
  });

  it("does not mail a reminder whose listing was sold or renewed before the mail went out", async () => {
    const { seller, vehicle } = await sellerWith(ahead(0.5));
    // Recorded by a run, then the listing sells before the job runs.
    await prisma.listingExpiryReminder.create({ data: { listingId: vehicle.listing!.id, packageExpiry: vehicle.listing!.packageExpiry!, kind: "1-day" } });
    await prisma.listing.update({ where: { id: vehicle.listing!.id }, data: { status: "sold" } });
    await runListingLife();
    await sleep(2500);
    expect(mailsTo(seller.email)).toHaveLength(0);
    const row = await prisma.listingExpiryReminder.findFirstOrThrow({ where: { listingId: vehicle.listing!.id } });
    expect(row.mailedAt).not.toBeNull();
  });
});
