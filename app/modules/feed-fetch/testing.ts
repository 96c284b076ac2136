// Dealerships with a feed, for the feed-fetch tests.
import type { PrismaClient } from "~/generated/prisma/client";

let made = 0;

export async function createDealership(db: PrismaClient, feed?: { url: string; etag?: string; format?: string; nextPullAt?: Date }) {
  made += 1;
  const dealership = await db.dealership.create({
    data: { name: `Fetch Motors ${made}`, slug: `fetch-motors-${process.pid}-${Date.now()}-${made}`, city: "Austin", state: "TX", zip: "78701", phone: "5125550100" },
  });
  if (feed) await db.dealerFeed.create({ data: { dealershipId: dealership.id, ...feed } });
  return dealership;
}
