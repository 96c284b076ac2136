import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { seedDemoData, TEST_USER } from "./index";
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
