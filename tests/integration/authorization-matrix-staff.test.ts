// The authorization matrix for staff pages (decision 38), beside authorization-matrix-pages and
// -api.test.ts: every staff page, action and JSON endpoint (decision 43), called as a visitor, as a
// member and as a moderator. Everyone but staff gets a 404, exactly as for an address that does
// not exist, and nothing is written; staff with an old sign-in are sent to confirm.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { hashPassword } from "~/modules/accounts/password.server";
import { createListing, createUser } from "../support/fixtures";
import { requestApp, sessionCookieFor, type AppCall } from "../support/app-requests";

const PASSWORD = "matrix-password-1";
type Actor = "anon" | "member" | "moderator" | "stale moderator";

interface Case {
  name: string;
  call: Omit<AppCall, "cookie"> | ((target: Target) => Omit<AppCall, "cookie">);
  /** The status for a moderator signed in within 15 minutes. */
  staff: number;
  /** The JSON API refuses an old sign-in with a 403; pages send it to confirm (302). */
  api?: boolean;
}

/** A member and their listing, made afresh for each call, for the decisions to act on. */
interface Target {
  userId: number;
  listingId: number;
}

async function target(): Promise<Target> {
  const owner = await createUser(prisma);
  const bike = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 8000, zip: "90210", userId: owner.id });
  return { userId: owner.id, listingId: bike.listing!.id };
}

const CASES: Case[] = [
  { name: "GET /staff", call: { url: "/staff" }, staff: 200 },
  { name: "GET /staff?page=2", call: { url: "/staff?page=2" }, staff: 200 },
  { name: "GET /staff/confirm", call: { url: "/staff/confirm?redirectTo=%2Fstaff" }, staff: 200 },
  { name: "POST /staff/confirm", call: { url: "/staff/confirm", form: { password: PASSWORD, redirectTo: "/staff" } }, staff: 302 },
  { name: "POST /staff (hide a listing)", call: (t) => ({ url: "/staff", form: { listingId: String(t.listingId), action: "hide", reason: "Matrix." } }), staff: 302 },
  { name: "POST /staff (suspend an account)", call: (t) => ({ url: "/staff", form: { accountId: String(t.userId), action: "suspend", reason: "Matrix." } }), staff: 302 },
  { name: "GET /api/staff/queue", call: { url: "/api/staff/queue" }, staff: 200, api: true },
  { name: "POST /api/staff/listings/:id/decision", call: (t) => ({ url: `/api/staff/listings/${t.listingId}/decision`, json: { action: "hide", reason: "Matrix." } }), staff: 200, api: true },
  { name: "GET /api/staff/listings/:id/decision", call: (t) => ({ url: `/api/staff/listings/${t.listingId}/decision` }), staff: 405, api: true },
  { name: "POST /api/staff/users/:id/decision", call: (t) => ({ url: `/api/staff/users/${t.userId}/decision`, json: { action: "suspend", reason: "Matrix." } }), staff: 200, api: true },
  { name: "GET /api/staff/users/:id/decision", call: (t) => ({ url: `/api/staff/users/${t.userId}/decision` }), staff: 405, api: true },
];

async function cookieOf(actor: Actor): Promise<string | null> {
  if (actor === "anon") return null;
  const user = await createUser(prisma, { password: await hashPassword(PASSWORD) });
  if (actor !== "member") await prisma.user.update({ where: { id: user.id }, data: { role: "moderator" } });
  const cookie = await sessionCookieFor(user.id);
  if (actor === "stale moderator") await prisma.session.updateMany({ where: { userId: user.id }, data: { authenticatedAt: new Date(Date.now() - 16 * 60_000) } });
  return cookie;
}

const counts = async () => ({
  audit: await prisma.auditEntry.count(),
  staff: await prisma.user.count({ where: { role: { not: "member" } } }),
  moderated: await prisma.listing.count({ where: { status: { in: ["hidden", "rejected"] } } }),
  suspended: await prisma.user.count({ where: { suspendedAt: { not: null } } }),
});

describe("authorization matrix: staff pages", () => {
  const unknown = requestApp({ url: "/no-such-page-at-all" });

  describe.each(CASES)("$name", (c) => {
    it.each<Actor>(["anon", "member", "moderator", "stale moderator"])("as %s", async (actor) => {
      const cookie = await cookieOf(actor);
      const call = typeof c.call === "function" ? c.call(await target()) : c.call;
      const before = await counts();
      const outcome = await requestApp({ ...call, cookie });
      expect(outcome.headers.get("X-Content-Type-Options")).toBe("nosniff");
      if (actor === "anon" || actor === "member") {
        expect(outcome.status).toBe(404);
        expect(outcome.status).toBe((await unknown).status);
        expect(await counts()).toEqual(before);
        return;
      }
      const stale = actor === "stale moderator" && !call.url.startsWith("/staff/confirm");
      expect(outcome.status).toBe(stale ? (c.api ? 403 : 302) : c.staff);
      if (stale && !c.api) expect(outcome.location).toMatch(/^\/staff\/confirm\?redirectTo=/);
      if (stale) expect(await counts()).toEqual(before);
    });
  });
});
