// The demo seller's own listings (three active, one sold) and a conversation about one of
// them from another demo user, so signing in as test@ridemarket.dev shows My Listings with
// conversation counts and an inbox with an unread message. Idempotent: each listing is
// found by its owner, model and year before it is created, and the conversation by its
// unique (vehicle, buyer) pair.
import type { SeedDb } from "../lib/client";
import { liveExpiry } from "./package-expiry";

const OWN_LISTINGS = [
  { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, mileage: 1200, status: "active" },
  { type: "utv", make: "Polaris", model: "RZR XP 1000", year: 2021, price: 18900, mileage: 2100, status: "active" },
  { type: "motorcycle", make: "Harley-Davidson", model: "Street Glide", year: 2018, price: 16500, mileage: 14200, status: "active" },
  { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2017, price: 4200, mileage: 2600, status: "sold" },
] as const;

const DEMO_THREAD = [
  { from: "buyer", body: "Hi, is this still available?" },
  { from: "seller", body: "Yes, it is. It's been garage kept and the valves were checked last spring." },
  { from: "buyer", body: "Great. When could I see it in person? Saturday morning works for me." },
] as const;

export async function seedDemoConversations(db: SeedDb, sellerId: number, buyerId: number, now = new Date()) {
  const seller = await db.user.findUniqueOrThrow({ where: { id: sellerId }, select: { zip: true } });
  const zip = (seller.zip && (await db.zipCode.findUnique({ where: { zipCode: seller.zip } }))) || (await db.zipCode.findFirstOrThrow({ where: { zipCode: "83702" } }));
  const [condition, pkg] = await Promise.all([
    db.vehicleCondition.findUniqueOrThrow({ where: { slug: "very_good" } }),
    db.vehiclePackage.findUniqueOrThrow({ where: { slug: "elite" } }),
  ]);
  const vehicleIds: number[] = [];
  for (const [i, l] of OWN_LISTINGS.entries()) {
    const model = await db.vehicleModel.findFirst({ where: { name: l.model, make: { name: l.make, vehicleType: { slug: l.type } } }, include: { make: true } });
    if (!model) continue;
    const existing = await db.vehicle.findFirst({ where: { userId: sellerId, vehicleModelId: model.id, year: l.year }, select: { id: true } });
    if (existing) {
      vehicleIds.push(existing.id);
      continue;
    }
    const photoDonor = await db.vehicle.findFirst({ where: { vehicleTypeId: model.make.vehicleTypeId, NOT: { images: { isEmpty: true } } }, select: { images: true } });
    const createdAt = new Date(now.getTime() - (i + 2) * 86_400_000);
    const vehicle = await db.vehicle.create({
      data: {
        userId: sellerId,
        vehicleTypeId: model.make.vehicleTypeId,
        vehicleMakeId: model.vehicleMakeId,
        vehicleModelId: model.id,
        year: l.year,
        mileage: l.mileage,
        description: `${l.year} ${l.make} ${l.model}, well looked after by its one owner. Service records included; ask me anything through RideMarket.`,
        vehicleConditionId: condition.id,
        images: photoDonor?.images ?? [],
        createdAt,
        listing: {
          create: {
            userId: sellerId,
            zipCode: zip.zipCode,
            latitude: zip.latitude,
            longitude: zip.longitude,
            price: l.price.toFixed(2),
            vehiclePackageId: pkg.id,
            packageExpiry: liveExpiry(createdAt, pkg.durationDays, now),
            status: l.status,
            createdAt,
          },
        },
      },
      select: { id: true },
    });
    vehicleIds.push(vehicle.id);
  }

  const about = vehicleIds[0];
  if (about === undefined) return { listings: vehicleIds.length, conversations: 0 };
  const first = OWN_LISTINGS[0];
  const start = new Date(now.getTime() - 3 * 3600 * 1000);
  const conversation = await db.conversation.upsert({
    where: { vehicleId_buyerId: { vehicleId: about, buyerId } },
    create: { vehicleId: about, buyerId, sellerId, listingTitle: `${first.year} ${first.make} ${first.model}`, createdAt: start, lastMessageAt: start },
    update: {},
    select: { id: true },
  });
  if ((await db.message.count({ where: { conversationId: conversation.id } })) === 0) {
    await db.$transaction(async (tx) => {
      let at = start;
      for (const [i, m] of DEMO_THREAD.entries()) {
        at = new Date(start.getTime() + i * 20 * 60 * 1000);
        const fromBuyer = m.from === "buyer";
        const last = i === DEMO_THREAD.length - 1;
        await tx.message.create({
          data: {
            conversationId: conversation.id,
            senderId: fromBuyer ? buyerId : sellerId,
            recipientId: fromBuyer ? sellerId : buyerId,
            body: m.body,
            createdAt: at,
            // The buyer's last question waits for the demo seller.
            readAt: last ? null : new Date(at.getTime() + 60_000),
          },
        });
      }
      await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: at } });
    });
  }
  return { listings: vehicleIds.length, conversations: 1 };
}

/** Gives the demo seller's listings photos from the demo pool once other listings have them. */
export async function fillDemoSellerPhotos(db: SeedDb, sellerId: number) {
  const bare = await db.vehicle.findMany({ where: { userId: sellerId, images: { isEmpty: true } }, select: { id: true, vehicleTypeId: true } });
  for (const v of bare) {
    const donor = await db.vehicle.findFirst({ where: { vehicleTypeId: v.vehicleTypeId, NOT: { images: { isEmpty: true } } }, select: { images: true } });
    if (donor) await db.vehicle.update({ where: { id: v.id }, data: { images: donor.images } });
  }
}
