// Work waiting for the demo moderator (staff@ridemarket.dev): one listing held by screening, the
// issue's scam (an account opened two days ago, an RV at a third of its value, payment by gift
// card through a "shipping agent", photos copied from another seller), and one conversation a
// demo seller reported (an overpayment scheme). Idempotent: each is found before it is made. Made
// without the seeded random generator, so the rest of the demo data stays as it was.
import type { SeedDb } from "../lib/client";
import { looksLikeScam } from "../../../app/modules/conversations/scam-guard";

export const HELD_SELLER = { email: "quick.deals@example.com", firstName: "Jordan", lastName: "Quick" } as const;

const HELD_DESCRIPTION =
  "Moving overseas for work, must sell this week. Like new, always garaged. My shipping agent delivers it to your door; payment by gift cards only, then the agent releases the title.";

const REPORTED_THREAD = [
  { from: "scammer", body: "Hello, I will buy it without seeing it. My cashier's check will be $2,000 over the price; wire the difference back to my shipping agent when it clears." },
  { from: "seller", body: "Sorry, I only sell in person and for the asking price." },
] as const;

const DAY = 86_400_000;

async function heldSeller(db: SeedDb, passwordHash: string, now: Date): Promise<number> {
  const user = await db.user.upsert({
    where: { email: HELD_SELLER.email },
    create: { ...HELD_SELLER, password: passwordHash, emailVerifiedAt: now, createdAt: new Date(now.getTime() - 2 * DAY), zip: "85004" },
    update: {},
    select: { id: true },
  });
  return user.id;
}

/** Whether the held listing is still to be made: it counts towards the demo's listings, though made last. */
export async function heldListingMissing(db: SeedDb): Promise<boolean> {
  const seller = await db.user.findUnique({ where: { email: HELD_SELLER.email }, select: { listings: { select: { id: true }, take: 1 } } });
  return !seller?.listings.length;
}

/** The scam RV: a copy of a real demo RV's model, year and photos, at a third of its typical value, then screened as a published listing is. */
async function seedHeldListing(db: SeedDb, sellerId: number, now: Date): Promise<boolean> {
  if (await db.listing.findFirst({ where: { userId: sellerId }, select: { id: true } })) return false;
  const donor = await db.listing.findFirst({
    where: { status: "active", typicalValue: { gte: 45_000 }, vehicle: { vehicleType: { slug: "rv" }, NOT: { images: { isEmpty: true } } } },
    orderBy: { typicalValue: "desc" },
    select: { typicalValue: true, zipCode: true, latitude: true, longitude: true, vehiclePackageId: true, vehicle: true },
  });
  if (!donor?.typicalValue) return false;
  const v = donor.vehicle;
  const price = Math.round(Number(donor.typicalValue) / 3 / 100) * 100;
  const createdAt = new Date(now.getTime() - 3 * 3600 * 1000);
  const vehicle = await db.vehicle.create({
    data: {
      userId: sellerId, vehicleTypeId: v.vehicleTypeId, vehicleMakeId: v.vehicleMakeId, vehicleModelId: v.vehicleModelId, year: v.year, mileage: v.mileage,
      description: HELD_DESCRIPTION, vehicleConditionId: v.vehicleConditionId, images: v.images, createdAt,
      listing: {
        create: {
          userId: sellerId, zipCode: donor.zipCode, latitude: donor.latitude, longitude: donor.longitude, price: price.toFixed(2),
          vehiclePackageId: donor.vehiclePackageId, packageExpiry: new Date(now.getTime() + 30 * DAY), status: "active", createdAt,
        },
      },
    },
    select: { listing: { select: { id: true } } },
  });
  // Loaded here, once DATABASE_URL is set: the screening's modules open the app's own database client.
  const { screenListing } = await import("../../../app/modules/screening/screen-listing.server");
  await db.$transaction((tx) => screenListing(tx, vehicle.listing!.id, { now }));
  return true;
}

/** A stranger's overpayment pitch about a demo seller's listing, which that seller reported. */
async function seedReportedConversation(db: SeedDb, scammerId: number, sellerId: number, now: Date): Promise<boolean> {
  const about = await db.vehicle.findFirst({ where: { userId: sellerId, listing: { status: "active" } }, orderBy: { id: "asc" }, include: { make: true, model: true } });
  if (!about) return false;
  const existing = await db.conversation.findUnique({ where: { vehicleId_buyerId: { vehicleId: about.id, buyerId: scammerId } }, select: { id: true } });
  if (existing) return false;
  const start = new Date(now.getTime() - 5 * 3600 * 1000);
  await db.$transaction(async (tx) => {
    const conversation = await tx.conversation.create({
      data: { vehicleId: about.id, buyerId: scammerId, sellerId, listingTitle: `${about.year} ${about.make.name} ${about.model.name}`, createdAt: start, lastMessageAt: start },
      select: { id: true },
    });
    let at = start;
    for (const [i, m] of REPORTED_THREAD.entries()) {
      at = new Date(start.getTime() + i * 15 * 60 * 1000);
      const fromScammer = m.from === "scammer";
      await tx.message.create({
        data: {
          conversationId: conversation.id, senderId: fromScammer ? scammerId : sellerId, recipientId: fromScammer ? sellerId : scammerId,
          body: m.body, flagged: fromScammer && looksLikeScam(m.body), createdAt: at, readAt: new Date(at.getTime() + 60_000),
        },
      });
    }
    await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: at } });
    await tx.conversationReport.create({
      data: { conversationId: conversation.id, reporterId: sellerId, reason: "Offers a cashier's check over the price and wants the difference wired to a shipping agent.", createdAt: new Date(at.getTime() + 5 * 60_000) },
    });
  });
  return true;
}

export async function seedDemoModeration(db: SeedDb, passwordHash: string, reporterId: number, now = new Date()) {
  const scammerId = await heldSeller(db, passwordHash, now);
  const held = await seedHeldListing(db, scammerId, now);
  const reported = await seedReportedConversation(db, scammerId, reporterId, now);
  return { held, reported };
}
