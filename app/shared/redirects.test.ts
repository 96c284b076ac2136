import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createUser } from "../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../tests/support/app-requests";
import { createSoftwarePasskey } from "../../tests/support/software-passkey";
import { hashPassword } from "../modules/accounts/password.server";
import { createListing } from "../../tests/support/fixtures";
import { safeRedirect } from "./redirects";

// Each of these is a same-site-looking path that a URL parser (and so a browser following
// the Location header) resolves to another host.
const OFF_SITE = [
  "/..//evil.example/phish",
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "/a/b/../..//evil.example",
  "/./..//evil.example",
  "/..///evil.example",
  "https://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "/x/../\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "javascript:alert(1)",
  " /account",
];

describe("safeRedirect", () => {
  it.each([
    ["/account", "/account"],
    ["/vehicles/12/edit?step=2", "/vehicles/12/edit?step=2"],
    ["/account?tab=saved#top", "/account?tab=saved#top"],
    ["/a/../account", "/account"],
    ["/%2e%2e/account", "/account"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["", "/"],
    [null, "/"],
    [42, "/"],
    [`/${"a".repeat(2048)}`, "/"],
  ])("%s -> %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each(OFF_SITE)("refuses %j, which leaves the site", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("never returns a path a browser would resolve to another host", () => {
    for (const target of OFF_SITE) expect(new URL(safeRedirect(target), "https://ridemarket.example").host).toBe("ridemarket.example");
  });
});

describe("redirects after signing in", () => {
  it.each(OFF_SITE.slice(0, 9))("a signed-in /login?redirect=%j goes to /", async (target) => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const outcome = await requestApp({ url: `/login?redirect=${encodeURIComponent(target)}`, cookie });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
  });

  it("the sign-in form's redirect field is checked after normalising too", async () => {
    const email = `redirect-${Date.now()}@example.com`;
    await createUser(prisma, { email, password: await hashPassword("gravel-trail-42") });
    const signIn = (redirect: string) => requestApp({ url: "/login", form: { intent: "signin", email, password: "gravel-trail-42", redirect } });
    const outcome = await signIn("/..//evil.example/phish");
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
    expect((await signIn("/%2e%2e//evil.example")).location).toBe("/");
    expect((await signIn("/account?tab=saved")).location).toBe("/account?tab=saved");
  });

  it("what was pressed signed out is done at sign-in, only on the checked way back", async () => {
    const email = `intent-${Date.now()}@example.com`;
    const user = await createUser(prisma, { email, password: await hashPassword("gravel-trail-42") });
    const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7000, zip: "83702" });
    const signIn = (redirect: string, then: string) => requestApp({ url: "/login", form: { intent: "signin", email, password: "gravel-trail-42", redirect, then } });

    expect((await signIn(`/vehicles/${vehicle.id}`, "contact")).location).toBe(`/vehicles/${vehicle.id}?contact=1`);
    expect(await prisma.savedVehicle.count({ where: { userId: user.id } })).toBe(0);
    expect((await signIn(`/..//evil.example/vehicles/${vehicle.id}`, "save")).location).toBe("/");
    expect((await signIn(`//evil.example/vehicles/${vehicle.id}`, "contact")).location).toBe("/");
    expect(await prisma.savedVehicle.count({ where: { userId: user.id } })).toBe(0);
    expect((await signIn(`/vehicles/${vehicle.id}`, "save")).location).toBe(`/vehicles/${vehicle.id}`);
    expect(await prisma.savedVehicle.count({ where: { userId: user.id, vehicleId: vehicle.id } })).toBe(1);
    // An intent that does not fit the page, or is unknown, is dropped.
    expect((await signIn("/buy?type=boat", "save")).location).toBe("/buy?type=boat");
    expect((await signIn(`/vehicles/${vehicle.id}`, "delete-account")).location).toBe(`/vehicles/${vehicle.id}`);
    expect(await prisma.savedSearch.count({ where: { userId: user.id } })).toBe(0);
    expect((await signIn("/buy?type=boat", "save-search")).location).toBe("/buy?type=boat");
    expect(await prisma.savedSearch.findMany({ where: { userId: user.id }, select: { query: true, frequency: true } })).toEqual([{ query: "type=boat", frequency: "daily" }]);
  });

  it("a passkey sign-in answers with the checked target, never another host", async () => {
    const user = await createUser(prisma);
    const passkey = await createSoftwarePasskey(prisma, user.id);
    const signIn = async (redirectTo: string) => {
      const begin = await requestApp({ url: "/api/auth/passkey/authenticate/begin", json: {} });
      const { challenge } = JSON.parse(begin.text) as { challenge: string };
      const finish = await requestApp({ url: "/api/auth/passkey/authenticate/finish", json: { response: passkey.assert(challenge), redirectTo } });
      expect(finish.status).toBe(200);
      return JSON.parse(finish.text) as { verified: boolean; redirectTo: string };
    };
    expect(await signIn("/account?tab=saved")).toMatchObject({ verified: true, redirectTo: "/account?tab=saved" });
    for (const target of ["/..//evil.example/phish", "/%2e%2e//evil.example", "/a/..//evil.example"]) {
      expect(await signIn(target)).toMatchObject({ verified: true, redirectTo: "/" });
    }
  });
});
