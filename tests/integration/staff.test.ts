// Staff pages through the production request pipeline (decision 38): everyone but staff gets a
// 404; staff with an old sign-in confirm their password first; the confirmation is limited
// like sign-in and only ever sends them back to a page of this site.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { hashPassword } from "~/modules/accounts/password.server";
import { RECENT_SIGN_IN_MS, WRONG_PASSWORD } from "~/modules/staff/staff-access.server";
import { createUser } from "../support/fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";

const PASSWORD = "staff-password-1";
let hash: Promise<string> | undefined;

async function person(role: "member" | "moderator" | "admin") {
  const user = await createUser(prisma, { password: await (hash ??= hashPassword(PASSWORD)) });
  await prisma.user.update({ where: { id: user.id }, data: { role } });
  return { ...user, cookie: await sessionCookieFor(user.id) };
}

/** Moves the sessions' last sign-in back, past the 15 minutes staff pages accept. */
const ageSignIn = (userId: number) =>
  prisma.session.updateMany({ where: { userId }, data: { authenticatedAt: new Date(Date.now() - RECENT_SIGN_IN_MS - 60_000) } });

describe("staff pages hide themselves", () => {
  it.each(["/staff", "/staff/confirm", "/staff?page=2"])("GET %s is a 404 signed out and for a member", async (url) => {
    const member = await person("member");
    for (const cookie of [null, member.cookie]) {
      for (const document of [false, true]) {
        const outcome = await requestApp({ url, cookie, document });
        expect(outcome.status).toBe(404);
        expect(outcome.text).not.toContain("Audit log");
      }
    }
  });

  it("POST /staff/confirm is a 404 for a member, even with the right password", async () => {
    const member = await person("member");
    const outcome = await requestApp({ url: "/staff/confirm", cookie: member.cookie, form: { password: PASSWORD } });
    expect(outcome.status).toBe(404);
  });

  it("a revoked moderator gets a 404 from the next request", async () => {
    const moderator = await person("moderator");
    expect((await requestApp({ url: "/staff", cookie: moderator.cookie })).status).toBe(200);
    await prisma.user.update({ where: { id: moderator.id }, data: { role: "member" } });
    expect((await requestApp({ url: "/staff", cookie: moderator.cookie })).status).toBe(404);
  });
});

describe("staff need a recent sign-in", () => {
  it("a fresh sign-in reaches /staff and sees the audit log", async () => {
    const admin = await person("admin");
    const outcome = await requestApp({ url: "/staff", cookie: admin.cookie, document: true });
    expect(outcome.status).toBe(200);
    expect(outcome.text).toContain("<h1");
    expect(outcome.text).toContain("Audit log");
  });

  it("an old sign-in goes to confirm; the right password leads back to the page asked for", async () => {
    const moderator = await person("moderator");
    await ageSignIn(moderator.id);
    const sent = await requestApp({ url: "/staff?page=2", cookie: moderator.cookie });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/staff/confirm?redirectTo=${encodeURIComponent("/staff?page=2")}`);

    const page = await requestApp({ url: sent.location!, cookie: moderator.cookie, document: true });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<label[^>]*>Password<\/label>/);
    expect(page.text).toContain('name="redirectTo" value="/staff?page=2"');

    const confirmed = await requestApp({ url: "/staff/confirm", cookie: moderator.cookie, form: { password: PASSWORD, redirectTo: "/staff?page=2" } });
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/staff?page=2");
    expect((await requestApp({ url: "/staff", cookie: moderator.cookie })).status).toBe(200);
  });

  it("a wrong password shows the message beside the field and keeps the sign-in old", async () => {
    const moderator = await person("moderator");
    await ageSignIn(moderator.id);
    const refused = await requestApp({ url: "/staff/confirm", cookie: moderator.cookie, form: { password: "not-the-password", redirectTo: "/staff" } });
    expect(refused.status).toBe(401);
    const reply = JSON.parse(refused.text) as { result: { error: Record<string, string[]>; initialValue?: Record<string, unknown> } };
    expect(reply.result.error.password).toEqual([WRONG_PASSWORD]);
    expect(refused.text).not.toContain("not-the-password");
    expect((await requestApp({ url: "/staff", cookie: moderator.cookie })).status).toBe(302);

    const page = await requestApp({ url: "/staff/confirm", cookie: moderator.cookie, form: { password: "not-the-password" }, document: true });
    expect(page.text).toContain(WRONG_PASSWORD);
  });

  it("a redirectTo on another site is refused: the confirmation leads to /staff", async () => {
    const moderator = await person("moderator");
    await ageSignIn(moderator.id);
    for (const target of ["https://evil.example/staff", "//evil.example/staff", "/\\evil.example"]) {
      const confirmed = await requestApp({ url: "/staff/confirm", cookie: moderator.cookie, form: { password: PASSWORD, redirectTo: target } });
      expect(confirmed.status).toBe(302);
      expect(confirmed.location).toBe("/staff");
      const page = await requestApp({ url: `/staff/confirm?redirectTo=${encodeURIComponent(target)}`, cookie: moderator.cookie, document: true });
      expect(page.text).toContain('name="redirectTo" value="/staff"');
    }
  });

  it("confirmations are limited like sign-in", async () => {
    const moderator = await person("moderator");
    await ageSignIn(moderator.id);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await requestApp({ url: "/staff/confirm", cookie: moderator.cookie, form: { password: "guess" }, address: "203.0.113.77" })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});

describe("npm run staff:grant and staff:revoke", () => {
  const run = (args: string[]) =>
    promisify(execFile)("npm", ["run", "--silent", ...args], { env: { ...process.env }, timeout: 60_000 }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
    );

  it("grants and revokes against the database, each with its audit row, and refuses unknown emails and roles", async () => {
    const user = await createUser(prisma);
    expect(await run(["staff:grant", "--", user.email, "moderator"])).toMatchObject({ code: 0, out: `${user.email}: member -> moderator\n` });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("moderator");
    expect(await run(["staff:revoke", "--", user.email])).toMatchObject({ code: 0 });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("member");
    const rows = await prisma.auditEntry.findMany({ where: { subjectId: String(user.id) }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.action)).toEqual(["staff.grant", "staff.revoke"]);
    expect(rows[0]!.actorLabel).toMatch(/^script \(.+\)$/);

    expect(await run(["staff:grant", "--", "nobody-at-all@example.com", "admin"])).toMatchObject({ code: 1, err: "No account uses the email nobody-at-all@example.com.\n" });
    const badRole = await run(["staff:grant", "--", user.email, "owner"]);
    expect(badRole.code).toBe(1);
    expect(badRole.err).toContain('Unknown role "owner": use moderator or admin.');
  });
});
