// Setting up the fuzzed database: the fuzz account, its listing, and the ids to aim at.
import pg from "pg";
import { createSeedClient } from "../../../prisma/seed/lib/client";
import { createListing } from "../fixtures";
import type { FuzzContext } from "./types";

/** Real ids to aim at: the fuzz account's listing, another seller's, a research post, a photo. */
export async function loadContext(db: pg.Client | pg.Pool, origin: string, ownUserId: number, ownVehicleId: number): Promise<FuzzContext> {
  const own = await db.query<{ id: number }>(`SELECT id FROM listings WHERE vehicle_id = $1`, [ownVehicleId]);
  const other = await db.query<{ user_id: number; vehicle_id: number; id: number; images: string[] }>(
    `SELECT l.user_id, l.vehicle_id, l.id, v.images FROM listings l JOIN vehicles v ON v.id = l.vehicle_id WHERE l.user_id <> $1 AND cardinality(v.images) > 0 ORDER BY l.id LIMIT 1`,
    [ownUserId],
  );
  const post = await db.query<{ slug: string }>(`SELECT slug FROM blog_posts ORDER BY id LIMIT 1`);
  const o = other.rows[0]!;
  return {
    origin,
    ownUserId,
    ownVehicleId,
    ownListingId: own.rows[0]!.id,
    otherUserId: o.user_id,
    otherVehicleId: o.vehicle_id,
    otherListingId: o.id,
    researchSlug: post.rows[0]?.slug ?? "no-post",
    mediaPath: o.images[0] ?? "/media/none.webp",
  };
}

const FUZZ_PASSWORD = "Fuzz-account-passphrase-2026!";

export interface PreparedFuzz {
  ctx: FuzzContext;
  db: pg.Client;
  signIn: () => Promise<string>;
  close: () => Promise<void>;
}

/**
 * Signs up a fuzz account through the JSON API, gives it a listing of its own, and returns the
 * ids to aim at and a sign-in that works again after the fuzz changed the account's email.
 */
export async function prepareFuzz(origin: string, databaseUrl: string): Promise<PreparedFuzz> {
  const email = `fuzz-${Date.now()}@example.com`;
  // The fuzz signs in again after every sign-out it sends, as one browser: it shows the device
  // cookie its sign-ins were given, so the account's ceiling for unknown devices never applies.
  const device = { cookie: "" };
  const cookie = await authenticate(origin, "/api/auth/register", { firstName: "Fuzz", lastName: "Tester", email, password: FUZZ_PASSWORD, confirmPassword: FUZZ_PASSWORD }, device);
  const seed = createSeedClient(databaseUrl);
  let userId: number;
  let vehicleId: number;
  try {
    userId = (await seed.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
    vehicleId = (await createListing(seed, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 6400, zip: "99501", userId })).id;
  } finally {
    await seed.$disconnect();
  }
  const db = new pg.Client(databaseUrl);
  await db.connect();
  const ctx = await loadContext(db, origin, userId, vehicleId);
  let fresh: string | null = cookie;
  return {
    ctx,
    db,
    async signIn() {
      if (fresh) {
        const c = fresh;
        fresh = null;
        return c;
      }
      // A fuzzed profile update may have changed the email; the password needs the current one, which the fuzz never sends.
      await db.query(`UPDATE users SET email = $1 WHERE id = $2`, [email, userId]);
      return authenticate(origin, "/api/auth/login", { email, password: FUZZ_PASSWORD }, device);
    },
    close: () => db.end(),
  };
}

// The known-device cookie's name (app/modules/accounts/known-devices.server.ts), in production and not.
const isDeviceCookie = (cookie: string) => /^(__Host-)?device=/.test(cookie);

/** Signs in (or up); the session cookie. A device cookie it is given is kept in `device` and shown next time. */
async function authenticate(origin: string, path: string, body: object, device: { cookie: string }): Promise<string> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Origin: origin };
  if (device.cookie) headers.Cookie = device.cookie;
  const response = await fetch(`${origin}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (!response.ok || !cookies.length) throw new Error(`Could not sign the fuzz account in: ${response.status} ${await response.text()}`);
  device.cookie = cookies.find(isDeviceCookie) ?? device.cookie;
  return cookies.find((c) => !isDeviceCookie(c))!;
}
