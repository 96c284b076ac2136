// The production server's client-address middleware (server/client-address.ts): on a bare express
// app that echoes the address it hands on, and in front of the sign-in API in the production
// request pipeline. What a client sends in proxy headers, or under our own header, never changes
// the address the rate limits count.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { CLIENT_ADDRESS_HEADER, addressForLimits, resolveClientAddress } from "~/modules/security/client-address.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";
import { hashPassword } from "~/modules/accounts/password.server";
import { clientAddress } from "../../server/client-address";
import { createUser } from "../support/fixtures";
import { requestApp, serveWithoutProxy } from "../support/app-requests";

// The app answers this file's requests as a server without TRUST_PROXY does.
serveWithoutProxy();

const servers: { close(): void }[] = [];

async function serve(trustProxy: boolean) {
  const app = express();
  app.use(clientAddress(trustProxy));
  app.get("/address", (req, res) => res.json({ address: req.headers[CLIENT_ADDRESS_HEADER] }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let direct = "";
let proxied = "";
beforeAll(async () => {
  [direct, proxied] = [await serve(false), await serve(true)];
});
afterAll(() => servers.forEach((s) => s.close()));

const SPOOFED = { "X-Forwarded-For": "203.0.113.1", "Fly-Client-IP": "203.0.113.2", "X-Real-IP": "203.0.113.3", [CLIENT_ADDRESS_HEADER]: "203.0.113.4" };
const addressAt = async (origin: string, headers: Record<string, string>) => ((await (await fetch(`${origin}/address`, { headers })).json()) as { address: string }).address;

describe("the client address the server hands the app", () => {
  it("is the socket's address without TRUST_PROXY, whatever headers the client sends", async () => {
    expect(await addressAt(direct, {})).toBe("127.0.0.1");
    expect(await addressAt(direct, SPOOFED)).toBe("127.0.0.1");
  });

  it("behind the proxy is Fly-Client-IP, else the last X-Forwarded-For hop; never our header as sent", async () => {
    expect(await addressAt(proxied, SPOOFED)).toBe("203.0.113.2");
    expect(await addressAt(proxied, { "X-Forwarded-For": "10.0.0.1, 198.51.100.5", [CLIENT_ADDRESS_HEADER]: "203.0.113.4" })).toBe("198.51.100.5");
    expect(await addressAt(proxied, { [CLIENT_ADDRESS_HEADER]: "203.0.113.4" })).toBe("127.0.0.1");
    expect(await addressAt(proxied, { "Fly-Client-IP": "not an address" })).toBe("127.0.0.1");
  });

  it("keeps counting sign-ins from one client that changes its headers on every request", async () => {
    const email = `spoof-${Date.now()}@example.com`;
    await createUser(prisma, { email, password: await hashPassword("right-password-1") });
    const statuses = [];
    for (let i = 0; i < LIMITS.signInPerAccountAndAddress.limit + 2; i++) {
      const response = await requestApp({
        url: "/api/auth/login",
        json: { email, password: "wrong-password" },
        headers: { "X-Forwarded-For": `10.0.${i}.1`, "Fly-Client-IP": `10.1.${i}.1`, "X-Real-IP": `10.2.${i}.1`, [CLIENT_ADDRESS_HEADER]: `10.3.${i}.1` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(LIMITS.signInPerAccountAndAddress.limit).fill(401), 429, 429]);
    // One count, on the socket's address: the test server's loopback, however "localhost" resolves
    // here (IPv6 counted by its /64).
    const counted = await prisma.rateLimit.findMany({ where: { key: { startsWith: `signin:account:${email}:ip:` } } });
    expect(counted.map((row) => row.key)).toEqual([expect.stringMatching(new RegExp(`^signin:account:${email.replace(/[.]/g, "\\.")}:ip:(?:127\\.0\\.0\\.1|0:0:0:0::/64)$`))]);
  });
});

describe("resolveClientAddress", () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];
  it.each([
    [{}, "::ffff:127.0.0.1", false, "127.0.0.1"],
    [{ "fly-client-ip": "203.0.113.2" }, "10.0.0.9", false, "10.0.0.9"],
    [{ "fly-client-ip": "203.0.113.2", "x-forwarded-for": "1.1.1.1" }, "10.0.0.9", true, "203.0.113.2"],
    [{ "x-forwarded-for": "1.1.1.1, 2001:DB8::1" }, "10.0.0.9", true, "2001:db8::1"],
    [{ "x-forwarded-for": "1.1.1.1, junk" }, "10.0.0.9", true, "10.0.0.9"],
    [{}, undefined, false, "unknown"],
  ] as const)("%j from %s (trust %s) -> %s", (values, socket, trust, expected) => {
    expect(resolveClientAddress(headers(values), socket, trust)).toBe(expected);
  });
});

describe("addressForLimits", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    ["2001:db8:aa:1:2:3:4:5", "2001:db8:aa:1::/64"],
    ["2001:0DB8:00AA:0001:ffff:ffff:ffff:ffff", "2001:db8:aa:1::/64"],
    ["2001:db8:aa:1::9", "2001:db8:aa:1::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:aa:2::1", "2001:db8:aa:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["64:ff9b::198.51.100.7", "64:ff9b:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["local", "local"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (address, key) => {
    expect(addressForLimits(address)).toBe(key);
  });
});
