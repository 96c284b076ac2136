// The demo dealership (issue 35): Red Rock Powersports in Austin, owned by dealer@ridemarket.dev
// (the other demo accounts' password), on the Lot 100 plan, its lot of 40 units imported from the
// sample feed docs/feeds/sample.csv by the product's own feed run. The sample's photo URLs name a
// host nobody can reach, so each is recorded as already fetched, with a demo photo of its type.
// Made without the seeded random generator, so the rest of the demo data stays as it was.
import fs from "node:fs";
import path from "node:path";
import type { SeedDb } from "../lib/client";

export const DEALER_USER = { email: "dealer@ridemarket.dev", firstName: "Rosa", lastName: "Alvarez" } as const;
export const DEMO_DEALERSHIP_SLUG = "red-rock-powersports";
const SAMPLE_FEED = path.join(import.meta.dirname, "..", "..", "..", "docs", "feeds", "sample.csv");
const DAY_MS = 86_400_000;

/** Seeds the dealership once; the number of its listings (0 when it was already there). */
export async function seedDemoDealership(db: SeedDb, passwordHash: string, photos: Map<string, string[]>, now: Date): Promise<number> {
  const owner = await db.user.upsert({
    where: { email: DEALER_USER.email },
    // A long-standing account with a proven phone: a verified seller, as an established dealer is.
    create: { ...DEALER_USER, password: passwordHash, emailVerifiedAt: now, phone: "512-555-0142", phoneVerifiedAt: new Date(now.getTime() - 400 * DAY_MS), createdAt: new Date(now.getTime() - 400 * DAY_MS), city: "Austin", state: "TX", zip: "78701" },
    update: {},
    select: { id: true },
  });
  if (await db.dealership.findUnique({ where: { slug: DEMO_DEALERSHIP_SLUG }, select: { id: true } })) return 0;
  const zip = await db.zipCode.findUniqueOrThrow({ where: { zipCode: "78701" } });
  const plan = await db.dealerPlan.findUniqueOrThrow({ where: { slug: "lot-100" } });
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opens: "09:00", closes: "18:00" }));
  const dealership = await db.dealership.create({
    data: {
      name: "Red Rock Powersports",
      slug: DEMO_DEALERSHIP_SLUG,
      street: "1200 E 6th St",
      city: zip.city,
      state: zip.state,
      zip: zip.zipCode,
      latitude: zip.latitude,
      longitude: zip.longitude,
      phone: "(512) 555-0142",
      hours: [...weekdays, { day: 6, opens: "10:00", closes: "16:00" }],
      licenseNumber: "TX-P123456",
      planId: plan.id,
      subscriptionId: "lsub_demo_red_rock",
      subscriptionStatus: "active",
      subscriptionEndsAt: new Date(now.getTime() + 365 * DAY_MS),
      members: { create: { userId: owner.id, role: "owner" } },
    },
  });

  // Loaded here, not at the top: the app's database client reads DATABASE_URL when first loaded,
  // and the seed's callers set it only once their database is running.
  const { runFeed } = await import("../../../app/modules/feeds/run-feed.server");
  const { stopJobs } = await import("../../../app/modules/jobs/boss.server");
  const report = await runFeed({ dealershipId: dealership.id, document: fs.readFileSync(SAMPLE_FEED), source: "upload", dryRun: false, startedById: owner.id });
  // The feed run asked the photo job for these units; the demo records their photos itself.
  await stopJobs(2000);
  await recordDemoPhotos(db, dealership.id, photos);
  await spreadOverRecentWeeks(db, dealership.id, now);
  return report.created;
}

async function recordDemoPhotos(db: SeedDb, dealershipId: number, photos: Map<string, string[]>) {
  const units = await db.dealerFeedUnit.findMany({
    where: { dealershipId, vehicleId: { not: null } },
    select: { vehicleId: true, photoUrls: true, vehicle: { select: { vehicleType: { select: { slug: true } } } } },
    orderBy: { id: "asc" },
  });
  for (const [index, unit] of units.entries()) {
    const pool = photos.get(unit.vehicle!.vehicleType.slug) ?? [...photos.values()][0]!;
    const stored = unit.photoUrls.map((_, k) => pool[(index + k * 3) % pool.length]!);
    await db.$transaction([
      ...unit.photoUrls.map((url, k) =>
        db.dealerFeedPhoto.upsert({
          where: { dealershipId_url: { dealershipId, url } },
          create: { dealershipId, url, storedUrl: stored[k]!, fetchedAt: new Date() },
          update: { storedUrl: stored[k]!, failure: null, fetchedAt: new Date() },
        }),
      ),
      db.vehicle.update({ where: { id: unit.vehicleId! }, data: { images: stored } }),
    ]);
  }
}

/** A lot is built up over weeks, not listed in one second: its units' dates spread over the last 60 days. */
async function spreadOverRecentWeeks(db: SeedDb, dealershipId: number, now: Date) {
  await db.$executeRaw`
    UPDATE listings l SET created_at = ${now}::timestamptz - make_interval(hours => (l.id % 60) * 24 + 7),
                          activated_at = ${now}::timestamptz - make_interval(hours => (l.id % 60) * 24 + 7)
     WHERE l.dealership_id = ${dealershipId}`;
}
