import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createSession } from "~/edge/cookies/session.server";
import { createUser } from "../../../../tests/support/fixtures";
import { action as userAction, loader as userLoader } from "./user";
import { loader as passkeysLoader } from "./passkeys";
import { loader as meLoader } from "../auth/me";

async function signedInCookie(userId: number) {
  return (await createSession(userId, new Request("http://localhost/"))).split(";")[0]!;
}

const call = (fn: (a: never) => Promise<Response>, url: string, init: RequestInit & { cookie?: string } = {}, params: Record<string, string> = {}) => {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.method && init.method !== "GET") headers.set("Sec-Fetch-Site", headers.get("Sec-Fetch-Site") ?? "same-origin");
  return fn({ request: new Request(`http://localhost${url}`, { ...init, headers }), params, context: {} } as never);
};

describe("user API authorization", () => {
  it("answers 401 when signed out", async () => {
    expect((await call(meLoader, "/api/auth/me")).status).toBe(401);
    expect((await call(userLoader, "/api/users/1", {}, { id: "1" })).status).toBe(401);
  });

  it("answers the user's own record, and 403 for anyone else's, never their data", async () => {
    const alice = await createUser(prisma, { firstName: "Alice" });
    const bob = await createUser(prisma, { firstName: "Bob" });
    const cookie = await signedInCookie(alice.id);

    const own = await call(userLoader, `/api/users/${alice.id}`, { cookie }, { id: String(alice.id) });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: alice.id, firstName: "Alice" });
    expect((await (await call(meLoader, "/api/auth/me", { cookie })).json()).id).toBe(alice.id);

    const other = await call(userLoader, `/api/users/${bob.id}`, { cookie }, { id: String(bob.id) });
    expect(other.status).toBe(403);
    expect(JSON.stringify(await other.json())).not.toContain("Bob");
    expect((await call(passkeysLoader, `/api/users/${bob.id}/passkeys`, { cookie }, { id: String(bob.id) })).status).toBe(403);

    const put = await call(userAction, `/api/users/${bob.id}`, { cookie, method: "PUT", body: JSON.stringify({ firstName: "Mallory", lastName: "X", email: "m@example.com" }) }, { id: String(bob.id) });
    expect(put.status).toBe(403);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: bob.id } })).firstName).toBe("Bob");
  });

  it("updates the own profile with validation, ignoring fields that are not the profile's", async () => {
    const carol = await createUser(prisma, { firstName: "Carol" });
    const cookie = await signedInCookie(carol.id);
    const bad = await call(userAction, `/api/users/${carol.id}`, { cookie, method: "PUT", body: JSON.stringify({ firstName: "Carol", lastName: "C", email: "carol@example.com", state: "California" }) }, { id: String(carol.id) });
    expect(bad.status).toBe(400);
    const ok = await call(userAction, `/api/users/${carol.id}`, { cookie, method: "PUT", body: JSON.stringify({ firstName: "Caroline", lastName: "C", email: carol.email, state: "ca", zip: "90210", password: "hijack", id: 1 }) }, { id: String(carol.id) });
    expect(ok.status).toBe(200);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: carol.id } });
    expect(stored).toMatchObject({ firstName: "Caroline", state: "CA", zip: "90210", password: "not-a-real-hash" });
  });

  it("refuses a cross-site profile write", async () => {
    const dave = await createUser(prisma);
    const cookie = await signedInCookie(dave.id);
    const response = await call(userAction, `/api/users/${dave.id}`, { cookie, method: "PUT", headers: { "Sec-Fetch-Site": "cross-site" }, body: "{}" }, { id: String(dave.id) });
    expect(response.status).toBe(403);
  });
});
