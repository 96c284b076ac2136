// The authorization matrix for staff pages (decision 38), beside authorization-matrix-pages and
// -api.test.ts: every staff page and action, called as a visitor, as a
// member and as a moderator. Everyone but staff gets a 404, exactly as for an address that does
// not exist, and nothing is written; staff with an old sign-in are sent to confirm.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { hashPassword } from "~/modules/accounts/password.server";
import { createUser } from "../support/fixtures";
import { requestApp, sessionCookieFor, type AppCall } from "../support/app-requests";

const PASSWORD = "matrix-password-1";
type Actor = "anon" | "member" | "moderator" | "stale moderator";

interface Case {
  name: string;
  call: Omit<AppCall, "cookie">;
  /** The status for a moderator signed in within 15 minutes. */
  staff: number;
}

const CASES: Case[] = [
  { name: "GET /staff", call: { url: "/staff" }, staff: 200 },
  { name: "GET /staff?page=2", call: { url: "/staff?page=2" }, staff: 200 },
  { name: "GET /staff/confirm", call: { url: "/staff/confirm?redirectTo=%2Fstaff" }, staff: 200 },
  { name: "POST /staff/confirm", call: { url: "/staff/confirm", form: { password: PASSWORD, redirectTo: "/staff" } }, staff: 302 },
];

async function cookieOf(actor: Actor): Promise<string | null> {
  if (actor === "anon") return null;
  const user = await createUser(prisma, { password: await hashPassword(PASSWORD) });
  if (actor !== "member") await prisma.user.update({ where: { id: user.id }, data: { role: "moderator" } });
  const cookie = await sessionCookieFor(user.id);
  if (actor === "stale moderator") await prisma.session.updateMany({ where: { userId: user.id }, data: { authenticatedAt: new Date(Date.now() - 16 * 60_000) } });
  return cookie;
}

const counts = async () => ({ audit: await prisma.auditEntry.count(), staff: await prisma.user.count({ where: { role: { not: "member" } } }) });

describe("authorization matrix: staff pages", () => {
  const unknown = requestApp({ url: "/no-such-page-at-all" });

  describe.each(CASES)("$name", (c) => {
    it.each<Actor>(["anon", "member", "moderator", "stale moderator"])("as %s", async (actor) => {
      const cookie = await cookieOf(actor);
      const before = await counts();
      const outcome = await requestApp({ ...c.call, cookie });
      expect(outcome.headers.get("X-Content-Type-Options")).toBe("nosniff");
      if (actor === "anon" || actor === "member") {
        expect(outcome.status).toBe(404);
        expect(outcome.status).toBe((await unknown).status);
        expect(await counts()).toEqual(before);
        return;
      }
      const stalePage = actor === "stale moderator" && !c.call.url.startsWith("/staff/confirm");
      expect(outcome.status).toBe(stalePage ? 302 : c.staff);
      if (stalePage) expect(outcome.location).toMatch(/^\/staff\/confirm\?redirectTo=/);
    });
  });
});
