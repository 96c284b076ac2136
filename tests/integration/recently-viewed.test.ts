// Recently viewed listings over HTTP (decision 56): the vehicle page's view mark records a view
// (on the account, or in the signed-out visitor's cookie), the home page and /buy show the list
// and then answer privately, and the vehicle page stays public for everyone.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../support/fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";
import { hashPassword } from "~/modules/accounts/password.server";

const bike = (status: "active" | "sold" = "active") =>
  createListing(prisma, { type: "atv", make: "Polaris", model: "Sportsman 570", year: 2019, price: 5400, zip: "90210", status });

const PUBLIC = /\bpublic\b/;

/** The name=value of the cookie an answer sets, or null. */
const viewedCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith("viewed="))?.split(";")[0] ?? null;

async function view(vehicleId: number, cookie: string | null = null, headers: Record<string, string> = {}) {
  const answer = await requestApp({ url: `/vehicles/${vehicleId}/viewed`, cookie, headers });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Content-Type")).toBe("image/gif");
  expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
  return answer;
}

const listedIds = async (url: string, cookie: string | null) => {
  const answer = await requestApp({ url, cookie });
  expect(answer.status).toBe(200);
  return { ids: (JSON.parse(answer.text) as { recentlyViewed: { id: number }[] }).recentlyViewed.map((v) => v.id), cacheControl: answer.headers.get("Cache-Control") ?? "" };
};

describe("recently viewed, signed in", () => {
  it("stores a view on the account and shows it, newest first, on / and /buy, which then answer privately", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const [first, second] = [await bike(), await bike()];
    const answer = await view(first.id, cookie);
    expect(viewedCookieOf(answer.headers)).toBeNull();
    await view(second.id, cookie);
    expect(await prisma.recentlyViewedVehicle.count({ where: { userId: user.id } })).toBe(2);

    for (const url of ["/", "/buy"]) {
      const { ids, cacheControl } = await listedIds(url, cookie);
      expect(ids).toEqual([second.id, first.id]);
      expect(cacheControl).toContain("private");
      expect(cacheControl).not.toMatch(PUBLIC);
    }
    const html = await requestApp({ url: "/", cookie, document: true });
    expect(html.text).toContain("Recently viewed");
    expect(html.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("drops a listing taken off the market from the list", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const [kept, sold] = [await bike(), await bike()];
    await view(kept.id, cookie);
    await view(sold.id, cookie);
    await prisma.listing.update({ where: { vehicleId: sold.id }, data: { status: "sold" } });
    expect((await listedIds("/", cookie)).ids).toEqual([kept.id]);
  });

  it("clears the account's list with the Clear button's POST", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    await view((await bike()).id, cookie);
    const cleared = await requestApp({ url: "/recently-viewed", method: "POST", cookie, form: { redirect: "/buy" } });
    expect(cleared.status).toBe(302);
    expect(cleared.location).toBe("/buy");
    expect(await prisma.recentlyViewedVehicle.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("recently viewed, signed out", () => {
  it("keeps the views in a cookie and shows them in order on / and /buy, privately", async () => {
    const [first, second] = [await bike(), await bike()];
    const before = await prisma.recentlyViewedVehicle.count();
    const one = await view(first.id);
    const cookie = viewedCookieOf(one.headers);
    expect(cookie).not.toBeNull();
    expect(one.headers.getSetCookie()[0]).toMatch(/SameSite=Lax/i);
    expect(one.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const two = viewedCookieOf((await view(second.id, cookie)).headers);
    expect(await prisma.recentlyViewedVehicle.count()).toBe(before);

    for (const url of ["/", "/buy"]) {
      const { ids, cacheControl } = await listedIds(url, two);
      expect(ids).toEqual([second.id, first.id]);
      expect(cacheControl).toBe("private, no-store");
    }
  });

  it("leaves / and /buy public while there is no list to show", async () => {
    for (const url of ["/", "/buy"]) {
      const anonymous = await listedIds(url, null);
      expect(anonymous.ids).toEqual([]);
      expect(anonymous.cacheControl).toMatch(PUBLIC);
    }
    // A cookie whose listings have all left the market shows nothing: the shared page again.
    const sold = await bike();
    const cookie = viewedCookieOf((await view(sold.id)).headers);
    await prisma.listing.update({ where: { vehicleId: sold.id }, data: { status: "sold" } });
    const stale = await listedIds("/", cookie);
    expect(stale.ids).toEqual([]);
    expect(stale.cacheControl).toMatch(PUBLIC);
  });

  it("keeps the vehicle page public, the same for everyone, with no cookie set: the mark records the view", async () => {
    const vehicle = await bike();
    const cookie = viewedCookieOf((await view(vehicle.id)).headers);
    for (const visitor of [null, cookie]) {
      const page = await requestApp({ url: `/vehicles/${vehicle.id}`, cookie: visitor, document: true });
      expect(page.status).toBe(200);
      expect(page.headers.get("Cache-Control")).toMatch(PUBLIC);
      expect(page.headers.getSetCookie()).toEqual([]);
      expect(page.text).toContain(`src="/vehicles/${vehicle.id}/viewed"`);
    }
  });

  it("records nothing for another site's embed, a listing off the market or an id that is not one", async () => {
    const [vehicle, sold] = [await bike(), await bike("sold")];
    expect(viewedCookieOf((await view(vehicle.id, null, { "Sec-Fetch-Site": "cross-site" })).headers)).toBeNull();
    expect(viewedCookieOf((await view(sold.id)).headers)).toBeNull();
    const odd = await requestApp({ url: "/vehicles/not-an-id/viewed" });
    expect(odd.status).toBe(200);
    expect(viewedCookieOf(odd.headers)).toBeNull();
  });

  it("ignores a forged cookie's junk and clears the cookie with the Clear button", async () => {
    const vehicle = await bike();
    const forged = `viewed=${encodeURIComponent(btoa(JSON.stringify(`${vehicle.id}.x.-1.99999999999`)))}`;
    expect((await listedIds("/", forged)).ids).toEqual([vehicle.id]);
    const cleared = await requestApp({ url: "/recently-viewed", method: "POST", cookie: forged, form: { redirect: "https://evil.example/" } });
    expect(cleared.status).toBe(302);
    expect(cleared.location).toBe("/");
    expect(cleared.headers.getSetCookie().some((c) => /^viewed=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
  });

  it("joins the account when the visitor signs in", async () => {
    const vehicle = await bike();
    const cookie = viewedCookieOf((await view(vehicle.id)).headers)!;
    const email = `viewed-${Date.now()}@example.com`;
    const user = await createUser(prisma, { email, password: await hashPassword("gravel-trail-42") });
    const signIn = await requestApp({ url: "/login", cookie, form: { intent: "signin", email, password: "gravel-trail-42", redirect: "/" } });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.getSetCookie().some((c) => /^viewed=;/.test(c))).toBe(true);
    expect((await prisma.recentlyViewedVehicle.findMany({ where: { userId: user.id } })).map((r) => r.vehicleId)).toEqual([vehicle.id]);
  });
});
