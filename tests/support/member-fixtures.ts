// Dealerships for tests (decision 47): one with its owner and members, and listings moved into one.
import type { DealerRole, PrismaClient } from "../../app/generated/prisma/client";

let dealerCounter = 0;

/** A dealership in Beverly Hills with `ownerId` as its owner and the given members. */
export async function createDealership(db: PrismaClient, ownerId: number, members: { userId: number; role: DealerRole }[] = []) {
  dealerCounter += 1;
  const slug = `fixture-motors-${Date.now()}-${dealerCounter}`;
  return db.dealership.create({
    data: {
      name: `Fixture Motors ${dealerCounter}`,
      slug,
      city: "Beverly Hills",
      state: "CA",
      zip: "90210",
      phone: "(310) 555-0100",
      members: { create: [{ userId: ownerId, role: "owner" }, ...members] },
    },
  });
}

/** Makes vehicle `vehicleId` (and its listing) one of the dealership's. */
export async function moveToDealership(db: PrismaClient, vehicleId: number, dealershipId: number) {
  await db.vehicle.update({ where: { id: vehicleId }, data: { dealershipId } });
  await db.listing.updateMany({ where: { vehicleId }, data: { dealershipId } });
}
