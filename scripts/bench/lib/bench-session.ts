// Signed-in visitors for the benchmarks: a session made by the app's own session module, with
// the secret the bench server is started with (process.env.SESSION_SECRET must be
// BENCH_SESSION_SECRET before the first app module is imported; DATABASE_URL must be set).
import type { SeedDb } from "../../../prisma/seed/lib/client";

const BUYER_EMAIL = "bench-buyer@ridemarket.test";

/** The Cookie header of a new session for the user, as the production server reads it. */
export async function sessionCookieFor(userId: number): Promise<string> {
  const { createSession } = await import("../../../app/edge/cookies/session.server");
  // The session module (in this non-production process) names its cookie `session`; the
  // production server reads `__Host-session`. The signed value is the same.
  const pair = (await createSession(userId, new Request("http://localhost/"))).split(";")[0]!;
  return `__Host-session=${pair.slice(pair.indexOf("=") + 1)}`;
}

/** The bench's buyer account, made once and reused; it never signs in with a password. */
export async function benchBuyer(db: SeedDb): Promise<number> {
  return upsertBuyer(db, BUYER_EMAIL, "Buyer");
}

/** `count` distinct buyer accounts (bench-buyer-1@… to bench-buyer-<count>@…), made once and reused. */
export async function benchBuyers(db: SeedDb, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) ids.push(await upsertBuyer(db, `bench-buyer-${i}@ridemarket.test`, `Buyer ${i}`));
  // As among real buyers, some have messages waiting: every fourth has 1 to 3 unread, so pages
  // differ between them by their header's count.
  const listing = await db.listing.findFirst({ where: { status: "active" }, select: { vehicleId: true, userId: true } });
  if (listing) {
    for (const [i, buyerId] of ids.entries()) {
      if (i % 4 !== 3) continue;
      await unreadMessagesFor(db, buyerId, listing, 1 + (i % 3));
    }
  }
  return ids;
}

/** Exactly `unread` unread messages for the buyer, in one conversation about the listing. */
async function unreadMessagesFor(db: SeedDb, buyerId: number, listing: { vehicleId: number; userId: number }, unread: number) {
  const conversation = await db.conversation.upsert({
    where: { vehicleId_buyerId: { vehicleId: listing.vehicleId, buyerId } },
    create: { vehicleId: listing.vehicleId, listingTitle: "Bench listing", sellerId: listing.userId, buyerId },
    update: {},
    select: { id: true },
  });
  const waiting = await db.message.count({ where: { conversationId: conversation.id, recipientId: buyerId, readAt: null } });
  if (waiting === unread) return;
  await db.message.deleteMany({ where: { conversationId: conversation.id } });
  await db.message.createMany({ data: Array.from({ length: unread }, (_, n) => ({ conversationId: conversation.id, senderId: listing.userId, recipientId: buyerId, body: `Is it still available? (${n + 1})` })) });
}

async function upsertBuyer(db: SeedDb, email: string, lastName: string): Promise<number> {
  const user = await db.user.upsert({
    where: { email },
    create: { email, password: "!", firstName: "Bench", lastName, emailVerifiedAt: new Date() },
    update: {},
    select: { id: true },
  });
  return user.id;
}

/** A page the server renders for a signed-in visitor shows the account menu, not "Sign in". */
export async function checkSignedIn(origin: string, path: string, cookie: string) {
  const response = await fetch(origin + path, { headers: { Cookie: cookie }, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200 || !html.includes('data-testid="account-menu"')) {
    throw new Error(`The bench visitor is not signed in: ${path} answered ${response.status} ${response.headers.get("location") ?? ""} without the account menu`);
  }
}
