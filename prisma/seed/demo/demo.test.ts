import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { seedDemoData, TEST_USER, WATERCRAFT_SHARE } from "./index";
import { parseSearchParams } from "~/modules/search/filters";
import { searchListings } from "~/modules/search/search.server";
import { resolved } from "../../../tests/support/search";
import { loadBlogPosts } from "./blog";
import { readingMinutes } from "~/modules/blog/reading-time";
import { IMAGE_WIDTHS } from "~/modules/media/variants";
import { mediaStorage } from "~/modules/media/storage.server";

const silent = () => {};
// The first run renders the demo photo pool (80 pictures at four sizes), which takes a while.
const SEEDING = { timeout: 240_000 };

describe("demo seed", () => {
  it("creates the requested listings across every type, with coordinates, photos and keyword documents", SEEDING, async () => {
    await seedDemoData(prisma, { listings: 300, log: silent });
    expect(await prisma.listing.count()).toBe(300);
    const byType = await prisma.$queryRaw<{ slug: string; n: number }[]>`
      SELECT t.slug, count(*)::int AS n FROM listings l JOIN vehicles v ON v.id = l.vehicle_id JOIN vehicle_types t ON t.id = v.vehicle_type_id GROUP BY t.slug`;
    expect(byType.map((r) => r.slug).sort()).toEqual(["atv", "boat", "camper", "dirtbike", "motorcycle", "rv", "sandrail", "utv"]);
    expect(await prisma.listing.count({ where: { latitude: null } })).toBe(0);
    expect(await prisma.listing.count({ where: { status: "sold" } })).toBeGreaterThan(0);
    const packages = await prisma.listing.groupBy({ by: ["vehiclePackageId"] });
    expect(packages).toHaveLength(3);
    const [doc] = await prisma.$queryRaw<{ missing: number }[]>`SELECT count(*)::int AS missing FROM vehicles WHERE search_document IS NULL`;
    expect(doc!.missing).toBe(0);
    const vehicle = await prisma.vehicle.findFirstOrThrow();
    expect(vehicle.images.length).toBeGreaterThanOrEqual(3);
    expect(vehicle.images[0]).toMatch(/^\/media\/demo\/[a-z]+-\d+-1280\.webp$/);
    for (const width of IMAGE_WIDTHS) {
      expect(await mediaStorage().get(vehicle.images[0]!.replace("/media/", "").replace("-1280.webp", `-${width}.webp`))).not.toBeNull();
    }
    // Every picture of the shared pool has its hash, so an upload of a copy is found (decision 41).
    expect(await prisma.photoFingerprint.count({ where: { key: { startsWith: "demo/" }, userId: null } })).toBe(80);
    // Prices track the catalog's value for the model year, so they are plausible.
    const [prices] = await prisma.$queryRaw<{ min: number; max: number }[]>`SELECT min(price)::float AS min, max(price)::float AS max FROM listings`;
    expect(prices!.min).toBeGreaterThanOrEqual(300);
    expect(prices!.max).toBeLessThan(2_000_000);
  });

  it("is idempotent and only adds what is missing", SEEDING, async () => {
    const users = await prisma.user.count();
    const posts = await prisma.blogPost.count();
    await seedDemoData(prisma, { listings: 300, log: silent });
    expect(await prisma.listing.count()).toBe(300);
    expect(await prisma.user.count()).toBe(users);
    expect(await prisma.blogPost.count()).toBe(posts);
    await seedDemoData(prisma, { listings: 320, log: silent });
    expect(await prisma.listing.count()).toBe(320);
  });

  it("gives the demo seller three active listings, one sold, and one conversation from another demo user, once", SEEDING, async () => {
    const seller = await prisma.user.findUniqueOrThrow({ where: { email: TEST_USER.email } });
    const listings = await prisma.listing.findMany({ where: { userId: seller.id }, include: { vehicle: true } });
    expect(listings.filter((l) => l.status === "active")).toHaveLength(3);
    expect(listings.filter((l) => l.status === "sold")).toHaveLength(1);
    expect(listings.every((l) => l.vehicle.images.length > 0)).toBe(true);
    const conversations = await prisma.conversation.findMany({ where: { sellerId: seller.id }, include: { messages: true } });
    expect(conversations).toHaveLength(1);
    expect(conversations[0]!.buyerId).not.toBe(seller.id);
    expect(conversations[0]!.messages).toHaveLength(3);
    expect(await prisma.message.count({ where: { recipientId: seller.id, readAt: null } })).toBe(1);
    await seedDemoData(prisma, { listings: 320, log: silent });
    expect(await prisma.listing.count({ where: { userId: seller.id } })).toBe(4);
    expect(await prisma.message.count({ where: { conversation: { sellerId: seller.id } } })).toBe(3);
  });

  it("gives dealer@ridemarket.dev a dealership whose 40 units came from the sample feed, listed with photos, once", SEEDING, async () => {
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: "dealer@ridemarket.dev" }, select: { id: true, dealerMembership: { select: { role: true, dealership: { select: { id: true, slug: true, planId: true } } } } } });
    expect(owner.dealerMembership?.role).toBe("owner");
    const dealership = owner.dealerMembership!.dealership;
    expect(dealership.slug).toBe("red-rock-powersports");
    const units = await prisma.dealerFeedUnit.findMany({ where: { dealershipId: dealership.id }, include: { vehicle: { include: { listing: true } } } });
    expect(units).toHaveLength(40);
    expect(units.every((u) => u.vehicle?.listing?.status === "active" && u.vehicle.listing.dealershipId === dealership.id)).toBe(true);
    expect(units.every((u) => u.vehicle!.images.length === u.photoUrls.length && u.vehicle!.images.every((url) => url.includes("demo/")))).toBe(true);
    expect(await prisma.dealerFeedRun.findMany({ where: { dealershipId: dealership.id }, select: { status: true, created: true } })).toEqual([{ status: "done", created: 40 }]);
    await seedDemoData(prisma, { listings: 320, log: silent });
    expect(await prisma.dealerFeedUnit.count({ where: { dealershipId: dealership.id } })).toBe(40);
    expect(await prisma.dealerFeedRun.count({ where: { dealershipId: dealership.id } })).toBe(1);
  });

  it("leaves the demo moderator one held listing and one reported conversation, once", SEEDING, async () => {
    const held = await prisma.listing.findMany({ where: { status: "in_review" }, include: { screenings: true } });
    expect(held).toHaveLength(1);
    expect(held[0]!.statusBeforeModeration).toBe("active");
    expect(held[0]!.screenings).toHaveLength(1);
    expect(held[0]!.screenings[0]!.outcome).toBe("hold");
    const rules = (held[0]!.screenings[0]!.hits as { rule: string }[]).map((hit) => hit.rule);
    expect(rules).toEqual(expect.arrayContaining(["price-far-below-value", "unproven-seller-high-value", "scam-phrases-in-description"]));
    expect(await prisma.conversationReport.count({ where: { resolvedAt: null } })).toBe(1);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: "staff@ridemarket.dev" } })).role).toBe("moderator");
    await seedDemoData(prisma, { listings: 320, log: silent });
    expect(await prisma.listing.count({ where: { status: "in_review" } })).toBe(1);
    expect(await prisma.conversationReport.count()).toBe(1);
  });

  it("lists personal watercraft, about 3% of the market over the three makes, found by their boat type", SEEDING, async () => {
    const watercraft = () =>
      prisma.listing.findMany({
        where: { vehicle: { boatType: "personal-watercraft" } },
        include: { vehicle: { include: { make: true, model: { include: { subtype: true } }, vehicleType: true } } },
        orderBy: { id: "asc" },
      });
    // 320 listings by now (the tests above): their share, and no more, so none came from the main generator.
    expect(await watercraft()).toHaveLength(Math.round(320 * WATERCRAFT_SHARE));
    await seedDemoData(prisma, { listings: 2400, log: silent });
    expect(await prisma.listing.count()).toBe(2400);
    const listed = await watercraft();
    expect(listed).toHaveLength(Math.round(2400 * WATERCRAFT_SHARE));
    const active = listed.filter((l) => l.status === "active");
    expect(active.length).toBeGreaterThanOrEqual(55);
    expect(active.length).toBeLessThanOrEqual(72);

    const makes = new Map<string, number>();
    for (const l of listed) makes.set(l.vehicle.make.name, (makes.get(l.vehicle.make.name) ?? 0) + 1);
    expect([...makes.keys()].sort()).toEqual(["Kawasaki", "Sea-Doo", "Yamaha"]);
    expect(makes.get("Sea-Doo")!).toBeGreaterThan(makes.get("Kawasaki")!);
    expect(new Set(listed.map((l) => l.vehicle.model.name)).size).toBeGreaterThanOrEqual(20);
    for (const l of listed) {
      const v = l.vehicle;
      expect([v.vehicleType.slug, v.model.subtype?.slug, v.fuelType, v.mileage], v.model.name).toEqual(["boat", "personal-watercraft", "gasoline", null]);
      expect(v.year).toBeGreaterThanOrEqual(v.model.startYear);
      expect(v.year).toBeLessThanOrEqual(v.model.endYear ?? new Date().getFullYear() + 1);
      expect(v.images.length).toBeGreaterThanOrEqual(3);
      expect(v.images.every((url) => /^\/media\/demo\/boat-\d+-1280\.webp$/.test(url))).toBe(true);
      const hours = Number(v.description.match(/It has ([\d,]+) hours on it\./)?.[1]?.replace(/,/g, ""));
      expect(hours, v.description).toBeGreaterThan(0);
      expect(hours).toBeLessThan(1000);
      expect(Number(l.price)).toBeGreaterThanOrEqual(1000);
      expect(Number(l.price)).toBeLessThan(25_000);
    }

    const parsed = parseSearchParams(new URLSearchParams("type=boat&boatType=personal-watercraft&limit=100"));
    if (!parsed.ok) throw new Error(parsed.error);
    const found = await searchListings(await resolved(parsed.filters));
    const shown = listed.filter((l) => l.status === "active" || l.status === "pending");
    expect(found.total).toBe(shown.length);
    expect(found.vehicles.map((v) => v.listingId).sort((a, b) => a - b)).toEqual(shown.map((l) => l.id));
  });

  it("publishes at least 12 real articles with titles, excerpts and reading times", async () => {
    const posts = loadBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const post of posts) {
      expect(post.title).not.toMatch(/^"/);
      expect(post.content.split(/\s+/).length).toBeGreaterThan(300);
      expect(readingMinutes(post.content)).toBeGreaterThanOrEqual(2);
    }
    expect(await prisma.blogPost.count({ where: { published: true } })).toBe(posts.length);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });
});

describe("reading time", () => {
  it("is words divided by 200, rounded up", () => {
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(readingMinutes("")).toBe(1);
  });
});
