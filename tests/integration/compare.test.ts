// /compare (decision 55): listings side by side from the URL, the compare list kept in a cookie
// by plain form posts, and the page caching that keeps one visitor's list out of shared caches.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing } from "../support/fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";

interface CompareData {
  vehicles: { id: number; type: string }[];
  sections: { title: string; rows: { label: string; cells: (string | null)[]; differs: boolean }[] }[];
  leftOut: number[];
  overLimit: boolean;
  origin: { zip: string; from: string } | null;
  zipError: string | null;
  idsError: string | null;
}

const bike = () => createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7250, zip: "90210", mileage: 1234 });
const boat = () => createListing(prisma, { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2016, price: 21500, zip: "10001", mileage: 310 });

const comparison = async (url: string, cookie?: string) => {
  const answer = await requestApp({ url, cookie });
  return { answer, page: JSON.parse(answer.text) as CompareData };
};

/** The compare cookie a plain (no JavaScript) form post set, as name=value. */
const compareCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith("compare="))?.split(";")[0] ?? null;

const post = (form: Record<string, string>, cookie?: string) =>
  requestApp({ url: "/compare", method: "POST", document: true, form, cookie });

describe("the comparison page", () => {
  it("compares a dirt bike and a boat: facts in miles and hours, specifications aligned by name, a dash where one lacks it", async () => {
    const [b, s] = [await bike(), await boat()];
    const { answer, page } = await comparison(`/compare?ids=${s.id},${b.id},${s.id}`);
    expect(answer.status).toBe(200);
    // Order kept, the repeat dropped.
    expect(page.vehicles.map((v) => v.id)).toEqual([s.id, b.id]);
    const facts = Object.fromEntries(page.sections[0]!.rows.map((r) => [r.label, r]));
    expect(facts["Miles or hours"]!.cells).toEqual(["310 hours", "1,234 miles"]);
    expect(facts["Price"]).toMatchObject({ cells: ["$21,500", "$7,250"], differs: true });
    const specRows = page.sections.slice(1).flatMap((s) => s.rows);
    expect(specRows.length).toBeGreaterThan(0);
    // Mixed types: some specification only one of them has.
    expect(specRows.some((r) => r.cells.includes(null) && r.differs)).toBe(true);
    for (const r of specRows) expect(r.cells).toHaveLength(2);

    const html = await requestApp({ url: `/compare?ids=${s.id},${b.id}`, document: true });
    expect(html.text).toContain("Differs");
    expect(html.text).toContain("Not listed");
    expect(html.text).toContain("2016 Sea Ray SPX 190");
  });

  it("leaves out unknown and held listings with a note, compares only the first four, and refuses ids that are not numbers", async () => {
    const ids = [await bike(), await bike(), await bike(), await bike(), await bike()].map((v) => v.id);
    const held = await bike();
    await prisma.listing.update({ where: { vehicleId: held.id }, data: { status: "hidden" } });
    const { page } = await comparison(`/compare?ids=${held.id},999999999,${ids.join(",")}`);
    expect(page.vehicles.map((v) => v.id)).toEqual([ids[0], ids[1]]);
    expect(page.leftOut).toEqual([held.id, 999999999]);
    expect(page.overLimit).toBe(true);

    const bad = await requestApp({ url: "/compare?ids=1,drop-table", document: true });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("List the vehicles to compare by their numbers");
  });

  it("measures distance from a zip the visitor gives, says what is wrong with a bad one, and uses the buyer's saved zip", async () => {
    const [b, s] = [await bike(), await boat()];
    const { page } = await comparison(`/compare?ids=${b.id},${s.id}&zip=90210`);
    expect(page.origin).toMatchObject({ zip: "90210", from: "query" });
    const distance = page.sections[0]!.rows.find((r) => r.label === "Distance")!;
    expect(distance.cells[0]).toBe("0 miles");
    expect(Number(distance.cells[1]!.replace(/[^\d]/g, ""))).toBeGreaterThan(2000);

    const bad = await requestApp({ url: `/compare?ids=${b.id},${s.id}&zip=9021x`, document: true });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Please enter a valid zip code");
    expect(bad.text).toContain('value="9021x"');

    const buyer = await prisma.user.create({ data: { email: `compare-${Date.now()}@example.com`, password: "x", firstName: "Bo", lastName: "Buyer", zip: "10001" } });
    const signedIn = await comparison(`/compare?ids=${b.id},${s.id}`, await sessionCookieFor(buyer.id));
    expect(signedIn.page.origin).toMatchObject({ zip: "10001", from: "account" });
    expect(signedIn.answer.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("the compare list in a cookie", () => {
  it("adds and removes by plain form posts, back to a same-site page only, capped at four", async () => {
    const ids = [await bike(), await bike(), await bike(), await bike(), await bike()].map((v) => v.id);
    const first = await post({ intent: "add", id: String(ids[0]), redirect: "/buy?type=dirtbike" });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/buy?type=dirtbike");
    let cookie = compareCookieOf(first.headers)!;
    expect(cookie).not.toBeNull();
    expect(first.headers.get("Set-Cookie")).toMatch(/SameSite=Lax/i);
    for (const id of ids.slice(1, 4)) cookie = compareCookieOf((await post({ intent: "add", id: String(id), redirect: "/buy" }, cookie)).headers)!;

    // The visitor's list at its shareable address.
    const own = await requestApp({ url: "/compare", document: true, cookie });
    expect(own.status).toBe(302);
    expect(own.location).toBe(`/compare?ids=${ids.slice(0, 4).join(",")}`);

    // A fifth is refused with the reason, the list kept.
    const full = await post({ intent: "add", id: String(ids[4]), redirect: "/buy" }, cookie);
    expect(full.status).toBe(302);
    expect(compareCookieOf(full.headers)).toBeNull();

    // Off-site return paths fall back to the comparison.
    const removed = await post({ intent: "remove", id: String(ids[1]), redirect: "https://evil.example/" }, cookie);
    expect(removed.location).toBe("/compare");
    cookie = compareCookieOf(removed.headers)!;
    const root = await requestApp({ url: "/buy", cookie, route: "root" });
    expect((JSON.parse(root.text) as { compareIds: number[] }).compareIds).toEqual([ids[0], ids[2], ids[3]]);
  });

  it("refuses a listing that is not there and a form that is not one", async () => {
    expect((await post({ intent: "add", id: "999999999" })).status).toBe(404);
    expect((await post({ intent: "add", id: "abc" })).status).toBe(400);
    expect((await post({ intent: "swap", id: "1" })).status).toBe(400);
  });

  it("keeps public pages public without the cookie, and private with it", async () => {
    const v = await bike();
    const other = await bike();
    const anonymous = await requestApp({ url: `/vehicles/${v.id}`, document: true });
    expect(anonymous.headers.get("Cache-Control")).toMatch(/^public/);
    expect(anonymous.text).not.toContain('data-testid="compare-link"');
    const comparePublic = await requestApp({ url: `/compare?ids=${v.id},${other.id}`, document: true });
    expect(comparePublic.headers.get("Cache-Control")).toMatch(/^public/);
    expect(comparePublic.headers.get("Set-Cookie")).toBeNull();

    const cookie = compareCookieOf((await post({ intent: "add", id: String(v.id), redirect: `/vehicles/${v.id}` })).headers)!;
    for (const url of [`/vehicles/${v.id}`, "/buy", "/"]) {
      const page = await requestApp({ url, document: true, cookie });
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    }
    const withList = await requestApp({ url: `/vehicles/${v.id}`, document: true, cookie });
    expect(withList.text).toContain("Compare (1)");
    expect(withList.text).toContain('aria-pressed="true"');
  });
});
