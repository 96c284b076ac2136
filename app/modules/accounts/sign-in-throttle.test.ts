import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { CLIENT_ADDRESS_HEADER, clientIp } from "~/modules/security/client-address.server";
import { createUser } from "../../../tests/support/fixtures";
import { authenticateJson } from "../../edge/json-auth.server";
import { hashPassword } from "./password.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function account(password = "right-password-1") {
  const email = `throttle-${unique()}@example.com`;
  await createUser(prisma, { email, password: await hashPassword(password) });
  return email;
}

/** A sign-in as the server hands it to the app: the client's address under our header. */
const signIn = (email: string, password: string, address: string, headers: Record<string, string> = {}) =>
  authenticateJson("password", new Request("http://localhost/api/auth/login", { method: "POST", headers: { ...headers, [CLIENT_ADDRESS_HEADER]: address } }), { email, password });
const statusOf = (r: Awaited<ReturnType<typeof signIn>>) => (r.ok ? 200 : r.failure.status);

const ceiling = { ...LIMITS.signInPerAccount };
afterEach(() => {
  LIMITS.signInPerAccount = { ...ceiling };
});

describe("the client's address", () => {
  it("is only what the server put under its own header: proxy headers a client sends are ignored", () => {
    const spoofed = { "X-Forwarded-For": "203.0.113.9", "Fly-Client-IP": "203.0.113.10", "X-Real-IP": "203.0.113.11" };
    expect(clientIp(new Request("http://localhost/", { headers: spoofed }))).toBe("local");
    expect(clientIp(new Request("http://localhost/", { headers: { ...spoofed, [CLIENT_ADDRESS_HEADER]: "198.51.100.7" } }))).toBe("198.51.100.7");
  });

  it("changing X-Forwarded-For on every attempt does not reset the limits", async () => {
    const email = await account();
    const statuses = [];
    for (let i = 0; i < LIMITS.signInPerAccountAndAddress.limit + 2; i++) {
      statuses.push(statusOf(await signIn(email, "wrong-password", "198.51.100.20", { "X-Forwarded-For": `10.1.0.${i}`, "Fly-Client-IP": `10.2.0.${i}` })));
    }
    expect(statuses).toEqual([...Array(LIMITS.signInPerAccountAndAddress.limit).fill(401), 429, 429]);
  });
});

describe("sign-in limits", () => {
  it("check exactly the limit's number of passwords when 20 wrong ones arrive at once", async () => {
    const email = await account();
    const statuses = await Promise.all(Array.from({ length: 20 }, () => signIn(email, "wrong-password", "198.51.100.30").then(statusOf)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.signInPerAccountAndAddress.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMITS.signInPerAccountAndAddress.limit);
  });

  it("lock the account at the attacker's address, with Retry-After, but not for the owner at another address", async () => {
    const email = await account("owners-password-1");
    for (let i = 0; i < LIMITS.signInPerAccountAndAddress.limit; i++) expect(statusOf(await signIn(email, "wrong-password", "203.0.113.50"))).toBe(401);
    const locked = await signIn(email, "owners-password-1", "203.0.113.50");
    expect(locked.ok).toBe(false);
    if (!locked.ok) {
      expect(locked.failure.status).toBe(429);
      expect(locked.failure.retryAfterSeconds).toBeGreaterThan(0);
      expect(locked.failure.message).toMatch(/Too many attempts/);
    }
    const owner = await signIn(email, "owners-password-1", "198.51.100.60");
    expect(owner.ok).toBe(true);
  });

  it("cap passwords checked from many addresses, for every browser the account has not signed in from", async () => {
    LIMITS.signInPerAccount = { name: "sign_in_per_account", limit: 7, windowMs: 15 * 60_000 };
    const email = await account("owners-password-2");
    // The owner's first sign-in came from a browser new to the account, so it counts too.
    expect((await signIn(email, "owners-password-2", "198.51.100.70")).ok).toBe(true);
    // An attacker spread over three addresses, under each address's own limit.
    const spread = [];
    for (let i = 0; i < 9; i++) spread.push(statusOf(await signIn(email, "wrong-password", `203.0.113.${100 + (i % 3)}`)));
    expect(spread).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429]);
    expect(statusOf(await signIn(email, "owners-password-2", "203.0.113.200"))).toBe(429);
    // An address is no proof of the owner (decision 29): without the browser's device cookie the
    // ceiling holds there too. known-devices.test.ts shows the owner's browser getting in.
    expect(statusOf(await signIn(email, "owners-password-2", "198.51.100.70"))).toBe(429);
  });
});
