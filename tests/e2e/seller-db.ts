// Gives a browser-made account its own listings and saved vehicles by writing straight to
// the e2e server's database (seeded by tests/e2e/server.ts before the app starts).
import { createSeedClient } from "../../prisma/seed/lib/client";
import { createListing, createUser, type ListingFixture } from "../support/fixtures";

export const E2E_DB_URL = `postgresql://postgres:postgres@127.0.0.1:${process.env.TEST_PG_PORT ?? 54330}/ridemarket_e2e`;

export async function withE2eDb<T>(fn: (db: ReturnType<typeof createSeedClient>) => Promise<T>): Promise<T> {
  const db = createSeedClient(E2E_DB_URL);
  try {
    return await fn(db);
  } finally {
    await db.$disconnect();
  }
}

export async function userIdByEmail(email: string): Promise<number> {
  return withE2eDb(async (db) => (await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id);
}

type Listing = Omit<ListingFixture, "userId">;

/** Creates listings owned by the account with this email; returns their vehicle ids. */
export async function giveListings(email: string, listings: Listing[]): Promise<number[]> {
  const userId = await userIdByEmail(email);
  return withE2eDb(async (db) => {
    const ids: number[] = [];
    for (const l of listings) ids.push((await createListing(db, { ...l, userId })).id);
    return ids;
  });
}

/** Saves a fresh listing by another seller to this account's saved list; returns its vehicle id. */
export async function giveSavedVehicle(email: string, listing: Listing): Promise<number> {
  const userId = await userIdByEmail(email);
  return withE2eDb(async (db) => {
    const seller = await createUser(db);
    const vehicle = await createListing(db, { ...listing, userId: seller.id });
    await db.savedVehicle.create({ data: { userId, vehicleId: vehicle.id } });
    return vehicle.id;
  });
}
