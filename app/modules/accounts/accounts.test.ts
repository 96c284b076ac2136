import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { hashPassword, verifyPassword } from "./password.server";
import { SESSION_IDLE_MS } from "./session.server";
import { createSession, destroySession, readSession } from "~/edge/cookies/session.server";
import { hit, reset } from "~/modules/rate-limits/counter.server";
import { CLIENT_ADDRESS_HEADER } from "~/modules/security/client-address.server";
import { safeRedirect } from "../../shared/redirects";
import { authenticateJson } from "../../edge/json-auth.server";
import { createUser } from "../../../tests/support/fixtures";

const cookieFrom = (setCookie: string) => setCookie.split(";")[0]!;
const requestWith = (cookie?: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/", { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });

describe("password hashing", () => {
  it("stores argon2id with at least 19 MiB and 2 passes, and verifies", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(hash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse battery!")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });
});

describe("sessions", () => {
  it("keeps only a hash of the token and ends at logout, so a stolen cookie dies", async () => {
    const user = await createUser(prisma);
    const cookie = cookieFrom(await createSession(user.id, requestWith()));
    const session = await readSession(requestWith(cookie));
    expect(session?.userId).toBe(user.id);
    const token = decodeURIComponent(cookie.split("=")[1]!);
    expect(await prisma.session.count({ where: { id: { contains: token.slice(0, 12) } } })).toBe(0);

    await destroySession(requestWith(cookie));
    expect(await readSession(requestWith(cookie))).toBeNull();
  });

  it("rotates the session at sign-in", async () => {
    const user = await createUser(prisma);
    const first = cookieFrom(await createSession(user.id, requestWith()));
    const second = cookieFrom(await createSession(user.id, requestWith(first)));
    expect(second).not.toBe(first);
    expect(await readSession(requestWith(first))).toBeNull();
    expect((await readSession(requestWith(second)))?.userId).toBe(user.id);
  });

  it("expires idle and absolutely old sessions", async () => {
    const user = await createUser(prisma);
    const idle = cookieFrom(await createSession(user.id, requestWith()));
    const idleRow = (await readSession(requestWith(idle)))!;
    await prisma.session.update({ where: { id: idleRow.id }, data: { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) } });
    expect(await readSession(requestWith(idle))).toBeNull();
    expect(await prisma.session.count({ where: { id: idleRow.id } })).toBe(0);

    const old = cookieFrom(await createSession(user.id, requestWith()));
    const oldRow = (await readSession(requestWith(old)))!;
    await prisma.session.update({ where: { id: oldRow.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await readSession(requestWith(old))).toBeNull();
  });

  it("ignores tampered and malformed cookies", async () => {
    expect(await readSession(requestWith("session=abc"))).toBeNull();
    expect(await readSession(requestWith("session=%22x%22.bad-signature"))).toBeNull();
  });
});

describe("rate limits", () => {
  it("refuses after the limit within the window, with a retry time, and resets", async () => {
    const key = `test:${Date.now()}`;
    const rule = { name: "test", limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect((await hit(key, rule)).allowed).toBe(true);
    const blocked = await hit(key, rule);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);
    await reset(key);
    expect((await hit(key, rule)).allowed).toBe(true);
  });

  it("gives unknown emails and wrong passwords the same answer", async () => {
    const email = `known-${Date.now()}@example.com`;
    await createUser(prisma, { email, password: await hashPassword("right-password") });
    const req = () => new Request("http://localhost/", { method: "POST", headers: { [CLIENT_ADDRESS_HEADER]: `10.9.${Date.now() % 200}.1` } });
    const wrong = await authenticateJson("password", req(), { email, password: "wrong-password" });
    const unknown = await authenticateJson("password", req(), { email: `nobody-${Date.now()}@example.com`, password: "wrong-password" });
    expect(wrong.ok || unknown.ok).toBe(false);
    if (!wrong.ok && !unknown.ok) {
      expect(wrong.failure.status).toBe(unknown.failure.status);
      expect(wrong.failure.message).toBe(unknown.failure.message);
    }
  });
});

describe("redirect targets", () => {
  it.each([
    ["/account", "/account"],
    ["/vehicles/12/edit?step=2", "/vehicles/12/edit?step=2"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["", "/"],
    [null, "/"],
  ])("%s -> %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
