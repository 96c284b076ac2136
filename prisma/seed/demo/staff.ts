// The demo moderator (decision 38): staff@ridemarket.dev, with the other demo accounts' password.
// Made without the seeded random generator, so the rest of the demo data stays as it was.
import type { SeedDb } from "../lib/client";

export const STAFF_USER = { email: "staff@ridemarket.dev", firstName: "RideMarket", lastName: "Staff" } as const;

export async function seedDemoStaff(db: SeedDb, passwordHash: string): Promise<number> {
  const user = await db.user.upsert({
    where: { email: STAFF_USER.email },
    create: { ...STAFF_USER, password: passwordHash, emailVerifiedAt: new Date(), role: "moderator" },
    update: { role: "moderator" },
    select: { id: true },
  });
  return user.id;
}
