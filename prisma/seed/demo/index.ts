import type { SeedDb } from "../lib/client";
import { upsertRows } from "../lib/bulk";
import { CATALOG, modelYears } from "../catalog";
import type { TypeSlug } from "../catalog/types";
import { createRandom, type Random } from "./random";
import { FIRST_NAMES, LAST_NAMES } from "./people";
import { demoDescription, watercraftDescription, type DescribedVehicle } from "./descriptions";
import { loadBlogPosts } from "./blog";
import { renderVehiclePhoto } from "../photos/render";
import { VEHICLE_ART_TYPES } from "../photos/vehicle-art";
import { hashPassword } from "../../../app/modules/accounts/password.server";
import { storeImageVariants } from "../../../app/modules/media/images.server";
import { mediaStorage } from "../../../app/modules/media/storage.server";
import { fingerprintStoredPhotos } from "../../../app/modules/media/stored-photo-hashes.server";
import { IMAGE_WIDTHS } from "../../../app/modules/media/variants";
import { slugify } from "../lib/bulk";
import { fillDemoSellerPhotos, seedDemoConversations } from "./conversations";
import { liveExpiry } from "./package-expiry";
import { STAFF_USER, seedDemoStaff } from "./staff";
import { heldListingMissing, seedDemoModeration } from "./moderation";
import { DEALER_USER, seedDemoDealership } from "./dealership";

export const DEMO_PASSWORD = "dusty-trail-demo-7";
export const TEST_USER = { email: "test@ridemarket.dev", firstName: "Test", lastName: "User" } as const;
const SELLER_COUNT = 60;
const PHOTOS_PER_TYPE = 10;
const CHUNK = 10_000;

const TYPE_WEIGHTS: [TypeSlug, number][] = [
  ["dirtbike", 18], ["motorcycle", 20], ["atv", 12], ["utv", 14], ["boat", 13], ["rv", 8], ["camper", 10], ["sandrail", 5],
];
const CONDITION_FACTOR: Record<string, number> = { excellent: 1.08, very_good: 1, good: 0.93, fair: 0.82, poor: 0.68 };
const MILES_PER_YEAR: Record<TypeSlug, number | null> = {
  dirtbike: 900, motorcycle: 3500, atv: 600, utv: 700, sandrail: 400, rv: 5000, boat: null, camper: null,
};

// Personal watercraft are a stage of their own, made after the main listings from their own
// random stream: the main generator never picks them, so its market stays what it was.
const WATERCRAFT_SUBTYPE = "personal-watercraft";
/** Their share of the demo market's listings. */
export const WATERCRAFT_SHARE = 0.03;
const WATERCRAFT_SEED = 20260;
const WATERCRAFT_HOURS_PER_YEAR = 35;
/** Sea-Doo sells about half the personal watercraft in the US, Yamaha most of the rest. */
const WATERCRAFT_MAKE_WEIGHTS: [string, number][] = [["Sea-Doo", 5], ["Yamaha", 3.5], ["Kawasaki", 1.5]];

export interface DemoSeedOptions {
  listings?: number;
  log?: (line: string) => void;
  now?: Date;
  /** The demo dealership and its lot (dealership.ts); the browser tests make their own dealers. */
  dealership?: boolean;
  /** Personal watercraft listings: WATERCRAFT_SHARE of `listings`, counted in it, made after the main ones. */
  watercraft?: boolean;
}

async function seedUsers(db: SeedDb, random: Random, zips: ZipRow[]) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = [
    { email: TEST_USER.email, firstName: TEST_USER.firstName, lastName: TEST_USER.lastName },
    { email: "editors@ridemarket.dev", firstName: "RideMarket", lastName: "Editors" },
    ...Array.from({ length: SELLER_COUNT }, (_, i) => {
      const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
      const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
      return { email: `${firstName}.${lastName}${i + 1}@example.com`.toLowerCase(), firstName, lastName };
    }),
  ];
  const rows = people.map((p) => {
    const home = random.pick(zips);
    // Demo accounts count as verified: nobody can open mail sent to them.
    return [p.email, passwordHash, p.firstName, p.lastName, `555-${String(random.int(100, 999))}-${String(random.int(1000, 9999))}`, home.city, home.state, home.zip, new Date(), new Date()];
  });
  await upsertRows(
    db,
    "users",
    [
      { name: "email", type: "text" },
      { name: "password", type: "text" },
      { name: "first_name", type: "text" },
      { name: "last_name", type: "text" },
      { name: "phone", type: "text" },
      { name: "city", type: "text" },
      { name: "state", type: "text" },
      { name: "zip", type: "text" },
      { name: "updated_at", type: "timestamptz" },
      { name: "email_verified_at", type: "timestamptz" },
    ],
    rows,
    ["email"],
    [],
  );
  await seedDemoStaff(db, passwordHash);
  const users = await db.user.findMany({ where: { email: { in: people.map((p) => p.email) } }, select: { id: true, email: true } });
  const byEmail = new Map(users.map((u) => [u.email, u.id]));
  return {
    testUserId: byEmail.get(TEST_USER.email)!,
    editorId: byEmail.get("editors@ridemarket.dev")!,
    sellerIds: people.slice(2).map((p) => byEmail.get(p.email)!),
  };
}

async function seedPhotoPool(db: SeedDb, log: (l: string) => void): Promise<Map<TypeSlug, string[]>> {
  const storage = mediaStorage();
  const pool = new Map<TypeSlug, string[]>();
  for (const type of VEHICLE_ART_TYPES) {
    const urls: string[] = [];
    for (let variant = 0; variant < PHOTOS_PER_TYPE; variant++) {
      const id = `${type}-${variant}`;
      // A pool written before a width was added gets every width again.
      const stored = await Promise.all(IMAGE_WIDTHS.map((width) => storage.get(`demo/${id}-${width}.webp`)));
      if (stored.every(Boolean)) {
        urls.push(storage.url(`demo/${id}-1280.webp`));
        continue;
      }
      const picture = await renderVehiclePhoto(type, variant, 1280);
      urls.push(await storeImageVariants(storage, picture, { prefix: "demo", id }));
    }
    pool.set(type, urls);
  }
  // Their hashes, so a seller's upload of a copy is found like a copy of any listing's photo.
  const keys = [...pool.values()].flat().map((url) => storage.keyForUrl(url)!);
  const hashed = await fingerprintStoredPhotos(db, storage, keys);
  log(`  photos: ${PHOTOS_PER_TYPE} per type${hashed ? ` (${hashed} fingerprinted)` : ""}`);
  return pool;
}

interface ZipRow {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

async function catalogForDemo(db: SeedDb) {
  const [types, makes, models, conditions, packages, values] = await Promise.all([
    db.vehicleType.findMany(),
    db.vehicleMake.findMany(),
    db.vehicleModel.findMany(),
    db.vehicleCondition.findMany(),
    db.vehiclePackage.findMany(),
    db.$queryRawUnsafe<{ model_id: number; model_year: number; retail: string }[]>(
      `SELECT DISTINCT ON (model_id, model_year) model_id, model_year, unadjusted_retail_value::text AS retail
         FROM vehicle_value_history ORDER BY model_id, model_year, revision_date DESC`,
    ),
  ]);
  const retail = new Map(values.map((v) => [`${v.model_id}/${v.model_year}`, Number(v.retail)]));
  const typeBySlug = new Map(types.map((t) => [t.slug as TypeSlug, t]));
  const makeByKey = new Map(makes.map((m) => [`${m.vehicleTypeId}/${m.slug}`, m]));
  const modelByKey = new Map(models.map((m) => [`${m.vehicleMakeId}/${m.slug}`, m]));
  const entries = new Map<TypeSlug, DemoEntry[]>();
  const watercraft: DemoEntry[] = [];
  for (const [slug, makeSeeds] of Object.entries(CATALOG) as [TypeSlug, (typeof CATALOG)[TypeSlug]][]) {
    const type = typeBySlug.get(slug);
    if (!type) throw new Error(`Reference data missing type ${slug}: run the reference seed first`);
    const list: DemoEntry[] = [];
    for (const make of makeSeeds) {
      const makeRow = makeByKey.get(`${type.id}/${slugify(make.name)}`);
      if (!makeRow) continue;
      for (const model of make.models) {
        const modelRow = modelByKey.get(`${makeRow.id}/${slugify(model.name)}`);
        if (!modelRow) continue;
        const entry = { makeId: makeRow.id, makeName: make.name, modelId: modelRow.id, seed: model };
        (slug === "boat" && model.subtype === WATERCRAFT_SUBTYPE ? watercraft : list).push(entry);
      }
    }
    entries.set(slug, list);
  }
  return { typeBySlug, entries, watercraft, conditions, packages, retail };
}

interface DemoEntry {
  makeId: number;
  makeName: string;
  modelId: number;
  seed: (typeof CATALOG)[TypeSlug][number]["models"][number];
}

type DemoCatalog = Awaited<ReturnType<typeof catalogForDemo>>;

/** What one stage of listings draws: each listing's type and model, and its description. */
interface ListingPlan {
  draw: (random: Random) => { type: TypeSlug; entry: DemoEntry };
  describe: (vehicle: DescribedVehicle, random: Random) => string;
}

function mainPlan(catalog: DemoCatalog): ListingPlan {
  const weights = TYPE_WEIGHTS.filter(([type]) => catalog.entries.get(type)?.length);
  return {
    draw: (random) => {
      const type = random.weighted(weights);
      return { type, entry: random.pick(catalog.entries.get(type)!) };
    },
    describe: demoDescription,
  };
}

function watercraftPlan(catalog: DemoCatalog, now: Date): ListingPlan {
  const byMake = WATERCRAFT_MAKE_WEIGHTS.map(([make, weight]) => [catalog.watercraft.filter((e) => e.makeName === make), weight] as const).filter(([list]) => list.length);
  return {
    draw: (random) => ({ type: "boat", entry: random.pick(random.weighted(byMake)) }),
    describe: (vehicle, random) => {
      const age = Math.max(0.3, now.getUTCFullYear() - vehicle.year);
      const hours = Math.round(age * WATERCRAFT_HOURS_PER_YEAR * (0.3 + random.next() * 1.4));
      return watercraftDescription({ ...vehicle, hours }, random);
    },
  };
}

/** The demo's personal watercraft listings (the vehicles of the watercraft subtype's models). */
async function countWatercraft(db: SeedDb): Promise<number> {
  return db.listing.count({ where: { vehicle: { model: { subtype: { slug: WATERCRAFT_SUBTYPE } } } } });
}

export async function seedDemoData(db: SeedDb, { listings = 2400, log = console.log, now = new Date(), dealership = true, watercraft = true }: DemoSeedOptions = {}) {
  if (process.env.NODE_ENV === "production") throw new Error("The demo seed is for development only.");
  const random = createRandom(20241);
  const zips = await db.$queryRawUnsafe<ZipRow[]>(
    `SELECT zip_code AS zip, city, state, latitude, longitude FROM zip_codes ORDER BY zip_code`,
  );
  if (zips.length === 0) throw new Error("No zip codes: run the reference seed first");
  const { testUserId, editorId, sellerIds } = await seedUsers(db, random, zips);
  log(`  users: ${sellerIds.length + 3} (test user ${TEST_USER.email}, moderator ${STAFF_USER.email})`);

  // The demo seller's own listings count towards the total, so they come first.
  const relay = await seedDemoConversations(db, testUserId, sellerIds[0]!, now);
  log(`  ${TEST_USER.email}: ${relay.listings} own listings, ${relay.conversations} demo conversation`);
  let pool: Promise<Map<TypeSlug, string[]>> | undefined;
  const photoPool = () => (pool ??= seedPhotoPool(db, log));
  // So do the demo dealership's units (dealership.ts), imported from the sample feed.
  if (dealership) {
    const lot = await seedDemoDealership(db, await hashPassword(DEMO_PASSWORD), await photoPool(), now);
    if (lot) log(`  ${DEALER_USER.email}: owner of a dealership with ${lot} units from the sample feed`);
  }
  const existing = await db.listing.count();
  // The held listing (moderation.ts) counts towards the total too; it is made last, from a demo RV.
  const room = Math.max(0, listings - existing - ((await heldListingMissing(db)) ? 1 : 0));
  // So do the personal watercraft, though made after the main listings.
  const watercraftToCreate = watercraft ? Math.min(room, Math.max(0, Math.round(listings * WATERCRAFT_SHARE) - (await countWatercraft(db)))) : 0;
  const toCreate = room - watercraftToCreate;
  if (toCreate > 0 || watercraftToCreate > 0) {
    const photos = await photoPool();
    const catalog = await catalogForDemo(db);
    const plan = mainPlan(catalog);
    for (let done = 0; done < toCreate; done += CHUNK) {
      const size = Math.min(CHUNK, toCreate - done);
      await insertListingChunk(db, random, size, { ...catalog, photos, zips, sellerIds, now }, plan);
      if (toCreate > CHUNK) log(`  listings: ${existing + done + size} / ${listings}`);
    }
    if (watercraftToCreate > 0) {
      await insertListingChunk(db, createRandom(WATERCRAFT_SEED), watercraftToCreate, { ...catalog, photos, zips, sellerIds, now }, watercraftPlan(catalog, now));
      log(`  personal watercraft: ${await countWatercraft(db)} listings`);
    }
  }
  log(`  listings: ${await db.listing.count()}`);

  await seedSavedVehicles(db, random, [testUserId, ...sellerIds.slice(0, 30)]);
  await fillDemoSellerPhotos(db, testUserId);
  const posts = await seedBlogPosts(db, editorId);
  log(`  blog posts: ${posts}`);
  const moderation = await seedDemoModeration(db, await hashPassword(DEMO_PASSWORD), sellerIds[1]!, now);
  if (moderation.held || moderation.reported) log(`  for ${STAFF_USER.email}: ${moderation.held ? "1 held listing" : "no new held listing"}, ${moderation.reported ? "1 reported conversation" : "no new report"}`);
}

async function insertListingChunk(
  db: SeedDb,
  random: Random,
  size: number,
  ctx: DemoCatalog & {
    photos: Map<TypeSlug, string[]>;
    zips: ZipRow[];
    sellerIds: number[];
    now: Date;
  },
  plan: ListingPlan,
) {
  const ids = await db.$queryRawUnsafe<{ id: number }[]>(`SELECT nextval('vehicles_id_seq')::int AS id FROM generate_series(1, ${size})`);
  const vehicles: unknown[][] = [];
  const listingRows: unknown[][] = [];
  const packageBySlug = new Map(ctx.packages.map((p) => [p.slug, p]));
  const conditionBySlug = new Map(ctx.conditions.map((c) => [c.slug, c]));
  for (let i = 0; i < size; i++) {
    const vehicleId = ids[i]!.id;
    const { type, entry } = plan.draw(random);
    const years = modelYears(entry.seed);
    const recent = years.filter((y) => y >= ctx.now.getUTCFullYear() - 14);
    const year = random.pick(recent.length && random.chance(0.85) ? recent : years);
    const age = Math.max(0, ctx.now.getUTCFullYear() - year);
    const conditionSlug = random.weighted<string>(
      age <= 2 ? [["excellent", 6], ["very_good", 3], ["good", 1]] : age <= 8 ? [["excellent", 2], ["very_good", 4], ["good", 3], ["fair", 1]] : [["very_good", 2], ["good", 4], ["fair", 3], ["poor", 1]],
    );
    const perYear = MILES_PER_YEAR[type];
    const mileage = perYear === null ? null : Math.round((Math.max(age, 0.3) * perYear * (0.3 + random.next() * 1.4)) / 10) * 10;
    const base = ctx.retail.get(`${entry.modelId}/${year}`) ?? entry.seed.msrp * Math.max(0.2, Math.pow(0.9, age));
    const raw = base * CONDITION_FACTOR[conditionSlug]! * (0.9 + random.next() * 0.2);
    const price = raw > 20_000 ? Math.round(raw / 100) * 100 : Math.max(300, Math.round(raw / 50) * 50);
    const zip = random.pick(ctx.zips);
    const createdAt = new Date(ctx.now.getTime() - random.int(0, 200 * 24) * 3600 * 1000);
    const pkg = packageBySlug.get(random.weighted([["pro", 60], ["elite", 28], ["showstopper", 12]]))!;
    const status = random.weighted([["active", 90], ["sold", 9], ["pending", 1]]);
    const pool = ctx.photos.get(type)!;
    const start = random.int(0, pool.length - 1);
    const images = Array.from({ length: random.int(3, 5) }, (_, k) => pool[(start + k * 3) % pool.length]!);
    const description = plan.describe(
      { type, year, make: entry.makeName, model: entry.seed.name, condition: conditionBySlug.get(conditionSlug)!.name, mileage, engineSize: entry.seed.engineSize, length: entry.seed.length },
      random,
    );
    const sellerId = random.pick(ctx.sellerIds);
    const updatedAt = status === "sold" ? new Date(createdAt.getTime() + random.int(1, 30) * 86_400_000) : createdAt;
    vehicles.push([
      vehicleId, sellerId, ctx.typeBySlug.get(type)!.id, entry.makeId, entry.modelId, year, mileage, description,
      conditionBySlug.get(conditionSlug)!.id, `{${images.map((u) => JSON.stringify(u)).join(",")}}`,
      entry.seed.length ?? null, entry.seed.fuelType ?? null, entry.seed.boatType ?? null, entry.seed.hullMaterial ?? null,
      entry.seed.engineSize ?? null, entry.seed.transmission ?? null, entry.seed.driveType ?? null, createdAt, updatedAt,
    ]);
    listingRows.push([
      sellerId, vehicleId, zip.zip, zip.latitude, zip.longitude, price.toFixed(2), pkg.id,
      liveExpiry(createdAt, pkg.durationDays, ctx.now), status, createdAt, updatedAt,
    ]);
  }
  await upsertRows(
    db,
    "vehicles",
    [
      { name: "id", type: "int4" }, { name: "user_id", type: "int4" }, { name: "vehicle_type_id", type: "int4" },
      { name: "vehicle_make_id", type: "int4" }, { name: "vehicle_model_id", type: "int4" }, { name: "year", type: "int4" },
      { name: "mileage", type: "int4" }, { name: "description", type: "text" }, { name: "vehicle_condition_id", type: "int4" },
      { name: "images", type: "text", cast: "text[]" }, { name: "length", type: "int4" }, { name: "fuel_type", type: "text" },
      { name: "boat_type", type: "text" }, { name: "hull_material", type: "text" }, { name: "engine_size", type: "int4" },
      { name: "transmission", type: "text" }, { name: "drive_type", type: "text" }, { name: "created_at", type: "timestamptz" },
      { name: "updated_at", type: "timestamptz" },
    ],
    vehicles,
    ["id"],
    [],
  );
  await upsertRows(
    db,
    "listings",
    [
      { name: "user_id", type: "int4" }, { name: "vehicle_id", type: "int4" }, { name: "zip_code", type: "text" },
      { name: "latitude", type: "float8" }, { name: "longitude", type: "float8" }, { name: "price", type: "numeric" },
      { name: "vehicle_package_id", type: "int4" }, { name: "package_expiry", type: "timestamptz" },
      { name: "status", type: "listing_status" }, { name: "created_at", type: "timestamptz" }, { name: "updated_at", type: "timestamptz" },
    ],
    listingRows,
    ["vehicle_id"],
    [],
  );
}

async function seedSavedVehicles(db: SeedDb, random: Random, userIds: number[]) {
  const active = await db.listing.findMany({ where: { status: "active" }, select: { vehicleId: true }, take: 500, orderBy: { id: "asc" } });
  if (!active.length) return;
  const rows: unknown[][] = [];
  for (const userId of userIds) {
    const count = random.int(2, 8);
    for (let i = 0; i < count; i++) rows.push([userId, random.pick(active).vehicleId]);
  }
  await upsertRows(db, "saved_vehicles", [{ name: "user_id", type: "int4" }, { name: "vehicle_id", type: "int4" }], rows, ["user_id", "vehicle_id"], []);
}

async function seedBlogPosts(db: SeedDb, authorId: number) {
  const posts = loadBlogPosts();
  for (const post of posts) {
    const values = {
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      category: post.category,
      featured: post.featured,
      published: true,
      publishedAt: post.publishedAt,
      createdAt: post.publishedAt,
      authorId,
    };
    await db.blogPost.upsert({ where: { slug: post.slug }, create: { slug: post.slug, ...values }, update: values });
  }
  return posts.length;
}
