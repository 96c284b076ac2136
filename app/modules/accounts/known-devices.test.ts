// Device cookies against lockout (decision 29), over HTTP through the production request
// pipeline: strangers spread over many addresses hold the account's ceiling, and the owner's
// own browser, or the browser that reset the password, still signs in.
import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { requestApp } from "../../../tests/support/app-requests";
import { createUser } from "../../../tests/support/fixtures";
import { createSoftwarePasskey } from "../../../tests/support/software-passkey";
import { issueAccountToken } from "./account-tokens.server";
import { hashPassword } from "./password.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";

const PASSWORD = "owners-trail-cedar-4";
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function account() {
  const email = `devices-${unique()}@example.com`;
  const user = await createUser(prisma, { email, password: await hashPassword(PASSWORD) });
  return { id: user.id, email };
}

/** A JSON sign-in from this address with this browser's cookies (name=value; ...). */
const signIn = (email: string, password: string, address: string, cookie: string | null = null) =>
  requestApp({ url: "/api/auth/login", json: { email, password }, address, cookie });

/** The device cookie (name=value) an answer set, if any. */
const deviceCookieOf = (answer: { headers: Headers }) => answer.headers.getSetCookie().find((c) => c.startsWith("device="))?.split(";")[0] ?? null;

async function knownBrowser(email: string, address: string): Promise<string> {
  const answer = await signIn(email, PASSWORD, address);
  expect(answer.status).toBe(200);
  return deviceCookieOf(answer)!;
}

let strangerCount = 0;
/** Strangers, each from a new address (within each address's own limits), until the ceiling refuses them. */
async function strangersHoldTheCeiling(email: string) {
  for (let i = 0; i < LIMITS.signInPerAccount.limit + 1; i++) {
    const address = `203.0.${Math.floor(++strangerCount / 250)}.${strangerCount % 250}`;
    await signIn(email, "wrong-guess-1", address);
  }
  expect((await signIn(email, PASSWORD, "203.0.113.250")).status).toBe(429);
}

/** An owner whose account-wide ceiling (5 here) strangers have taken. */
async function ownerHeldOut() {
  LIMITS.signInPerAccount = { name: "sign_in_per_account", limit: 5, windowMs: 15 * 60_000 };
  const owner = await account();
  await strangersHoldTheCeiling(owner.email);
  return owner;
}

/** Sets a new password from the link a reset mail carries, in a browser at `address`. */
async function resetFromMailedLink(owner: { id: number; email: string }, password: string, address: string) {
  const token = await issueAccountToken(owner.id, owner.email, "password_reset");
  return requestApp({ url: "/reset-password", form: { token, password, confirmPassword: password }, address });
}

const ceiling = { ...LIMITS.signInPerAccount };
afterEach(() => {
  LIMITS.signInPerAccount = { ...ceiling };
});

describe("a device cookie", () => {
  it("is set at every sign-in, signed, httpOnly and SameSite=Lax, and is new each time", async () => {
    const { email } = await account();
    const first = await signIn(email, PASSWORD, "192.0.2.10");
    const header = first.headers.getSetCookie().find((c) => c.startsWith("device="))!;
    expect(header).toMatch(/^device=[1-9]\d*\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const second = await signIn(email, PASSWORD, "192.0.2.10", deviceCookieOf(first));
    expect(deviceCookieOf(second)).not.toBe(deviceCookieOf(first));
  });

  it("is set by the sign-in form too, and keeps the entries of other accounts signed in from the browser", async () => {
    const [a, b] = [await account(), await account()];
    const cookieA = await knownBrowser(a.email, "192.0.2.11");
    const form = await requestApp({ url: "/login", form: { intent: "signin", email: b.email, password: PASSWORD }, address: "192.0.2.11", cookie: cookieA });
    expect(form.status).toBe(302);
    const both = deviceCookieOf(form)!;
    expect(both.split("~")).toHaveLength(2);
    expect(both).toContain(cookieA.slice("device=".length));
  });
});

describe("while strangers hold the account's ceiling", () => {
  it("the owner's browser signs in from any address; unknown browsers, forged cookies and other accounts' cookies are refused", async () => {
    LIMITS.signInPerAccount = { name: "sign_in_per_account", limit: 6, windowMs: 15 * 60_000 };
    const owner = await account();
    const stranger = await account();
    const ownersBrowser = await knownBrowser(owner.email, "198.51.100.70");
    const strangersBrowser = await knownBrowser(stranger.email, "203.0.113.199");
    await strangersHoldTheCeiling(owner.email);

    // The owner's own browser, at an address neither it nor the account ever used.
    const owners = await signIn(owner.email, PASSWORD, "192.0.2.77", ownersBrowser);
    expect(owners.status).toBe(200);
    // The same person without the cookie (another browser), even at the address they signed in from.
    expect((await signIn(owner.email, PASSWORD, "198.51.100.70")).status).toBe(429);
    // A stranger with the right password but an unknown browser: still refused, with Retry-After.
    const refused = await signIn(owner.email, PASSWORD, "203.0.113.201");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // A cookie made up from the owner's, or one that is genuine for another account.
    const [name, entry] = ownersBrowser.split("=") as [string, string];
    const forged = `${name}=${entry.slice(0, -4)}AAAA`;
    expect((await signIn(owner.email, PASSWORD, "203.0.113.202", forged)).status).toBe(429);
    const moved = `${name}=${strangersBrowser.split("=")[1]!.replace(/^\d+/, String(owner.id))}`;
    expect((await signIn(owner.email, PASSWORD, "203.0.113.203", moved)).status).toBe(429);
    expect((await signIn(owner.email, PASSWORD, "203.0.113.204", strangersBrowser)).status).toBe(429);
  });

  it("a passkey sign-in makes the browser known too", async () => {
    LIMITS.signInPerAccount = { name: "sign_in_per_account", limit: 3, windowMs: 15 * 60_000 };
    const owner = await account();
    const passkey = await createSoftwarePasskey(prisma, owner.id);
    const begin = await requestApp({ url: "/api/auth/passkey/authenticate/begin", json: {}, address: "192.0.2.60" });
    const { challenge } = JSON.parse(begin.text) as { challenge: string };
    const finish = await requestApp({ url: "/api/auth/passkey/authenticate/finish", json: { response: passkey.assert(challenge) }, address: "192.0.2.60" });
    expect(finish.status).toBe(200);
    const browser = deviceCookieOf(finish);
    expect(browser).toMatch(new RegExp(`^device=${owner.id}\\.`));
    await strangersHoldTheCeiling(owner.email);
    expect((await signIn(owner.email, PASSWORD, "192.0.2.61", browser)).status).toBe(200);
  });

  it("a known browser has its own budget, counted exactly under 20 parallel wrong passwords; the owner's other browser is untouched", async () => {
    LIMITS.signInPerAccount = { name: "sign_in_per_account", limit: 4, windowMs: 15 * 60_000 };
    const owner = await account();
    const laptop = await knownBrowser(owner.email, "198.51.100.80");
    const phone = await knownBrowser(owner.email, "198.51.100.81");
    await strangersHoldTheCeiling(owner.email);

    // Someone at the laptop guesses: the laptop's budget is spent, then it counts as unknown (held).
    const statuses = await Promise.all(Array.from({ length: 20 }, () => signIn(owner.email, "wrong-guess-2", "198.51.100.80", laptop).then((a) => a.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.signInPerKnownDevice.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMITS.signInPerKnownDevice.limit);
    expect((await signIn(owner.email, PASSWORD, "198.51.100.80", laptop)).status).toBe(429);
    // The phone's budget is its own.
    expect((await signIn(owner.email, PASSWORD, "198.51.100.80", phone)).status).toBe(200);
  });

  it("a completed password reset lifts the ceiling, and the browser that reset it is known from then on", async () => {
    const owner = await ownerHeldOut();

    // A new browser, one the account has never seen, resets the password from the mailed link.
    const NEW_PASSWORD = "after-reset-juniper-9";
    const reset = await resetFromMailedLink(owner, NEW_PASSWORD, "192.0.2.90");
    expect(reset.status).toBe(302);
    const resetBrowser = deviceCookieOf(reset);
    expect(resetBrowser).toMatch(new RegExp(`^device=${owner.id}\\.`));
    expect(await prisma.rateLimit.count({ where: { key: `signin:account:${owner.email}` } })).toBe(0);

    // Strangers take the ceiling again at once; the resetting browser still signs in.
    await strangersHoldTheCeiling(owner.email);
    expect((await signIn(owner.email, NEW_PASSWORD, "192.0.2.91", resetBrowser)).status).toBe(200);
  });

  it("a reset alone, before strangers come back, lets the owner in from an unknown browser", async () => {
    const owner = await ownerHeldOut();
    const NEW_PASSWORD = "after-reset-sequoia-3";
    expect((await resetFromMailedLink(owner, NEW_PASSWORD, "192.0.2.95")).status).toBe(302);
    expect((await signIn(owner.email, NEW_PASSWORD, "192.0.2.96")).status).toBe(200);
  });
});

describe("per-address limits", () => {
  it("count an IPv6 /64 as one address: another address in it shares the budget, another /64 does not", async () => {
    const { email } = await account();
    const limit = LIMITS.signInPerAccountAndAddress.limit;
    const statuses = [];
    for (let i = 0; i < limit + 1; i++) statuses.push((await signIn(email, "wrong-guess-3", `2001:db8:aa:1:${(i + 1).toString(16)}::${i + 7}`)).status);
    expect(statuses).toEqual([...Array(limit).fill(401), 429]);
    // Same /64, written differently (leading zeros, full form).
    expect((await signIn(email, PASSWORD, "2001:0db8:00aa:0001:ffff:ffff:ffff:ffff")).status).toBe(429);
    // The neighbouring /64.
    expect((await signIn(email, PASSWORD, "2001:db8:aa:2::1")).status).toBe(200);
    const keys = (await prisma.rateLimit.findMany({ where: { key: { startsWith: `signin:account:${email}:ip:` } } })).map((r) => r.key).sort();
    expect(keys).toEqual([`signin:account:${email}:ip:2001:db8:aa:1::/64`]);
  });
});
