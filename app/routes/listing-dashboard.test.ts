// The seller dashboard's page, tab and API, through the production pipeline: who may see what.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../tests/support/app-requests";
import { recordListingView } from "~/modules/public-listings/listing-views.server";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

async function sellerWithListing() {
  const seller = await createUser(prisma);
  const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 12500, zip: "90210", userId: seller.id });
  const listingId = v.listing!.id;
  await recordListingView({ userAgent: CHROME, address: "203.0.113.5" }, { vehicleId: v.id, ownerId: seller.id, viewerId: null });
  return { seller, vehicleId: v.id, listingId, cookie: await sessionCookieFor(seller.id) };
}

describe("GET /api/listings/:id/stats", () => {
  it("answers the owner with the listing's stats, never cached", async () => {
    const { listingId, vehicleId, cookie } = await sellerWithListing();
    const res = await requestApp({ url: `/api/listings/${listingId}/stats`, cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = JSON.parse(res.text);
    expect(body).toMatchObject({ listingId, vehicleId, views: { total: 1, last7Days: 1, last30Days: 1 }, saves: 0, conversations: 0, daysOnMarket: 0 });
    expect(body.views.perDay).toHaveLength(30);
    expect(body.completeness.score).toBeGreaterThan(0);
  });

  it("answers 401 signed out, 403 for another user's listing and 404 for an unknown one", async () => {
    const { listingId } = await sellerWithListing();
    const intruder = await sessionCookieFor((await createUser(prisma)).id);
    const answer = async (url: string, cookie?: string) => {
      const res = await requestApp({ url, cookie });
      return { status: res.status, body: JSON.parse(res.text) };
    };
    expect(await answer(`/api/listings/${listingId}/stats`)).toEqual({ status: 401, body: { error: "Not signed in" } });
    expect(await answer(`/api/listings/${listingId}/stats`, intruder)).toEqual({ status: 403, body: { error: "Forbidden" } });
    expect(await answer("/api/listings/2000000000/stats", intruder)).toEqual({ status: 404, body: { error: "Listing not found" } });
    expect(await answer("/api/listings/abc/stats", intruder)).toEqual({ status: 404, body: { error: "Listing not found" } });
  });
});

describe("the listing dashboard page /account/listings/:id", () => {
  it("shows the owner the numbers, the chart with its text alternative, and the hints", async () => {
    const { listingId, cookie } = await sellerWithListing();
    const data = await requestApp({ url: `/account/listings/${listingId}`, cookie });
    expect(data.status).toBe(200);
    expect(JSON.parse(data.text).stats).toMatchObject({ listingId, views: { last30Days: 1 } });

    const page = await requestApp({ url: `/account/listings/${listingId}`, cookie, document: true });
    expect(page.status).toBe(200);
    expect(page.text).toContain("<h1");
    expect(page.text).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Views per day from [A-Z][a-z]+ \d+ to [A-Z][a-z]+ \d+: 1 in all/);
    expect(page.text).toContain("<caption>Views per day, last 30 days</caption>");
    expect(page.text).toContain("Add at least 6 photos: listings with 6+ get more views");
  });

  it("sends a signed-out visitor to sign in and back, and answers 404 for another user's listing and an unknown one", async () => {
    const { listingId } = await sellerWithListing();
    const signedOut = await requestApp({ url: `/account/listings/${listingId}` });
    expect(signedOut.location).toBe(`/login?redirect=${encodeURIComponent(`/account/listings/${listingId}`)}`);

    const intruder = await sessionCookieFor((await createUser(prisma)).id);
    const foreign = await requestApp({ url: `/account/listings/${listingId}`, cookie: intruder, document: true });
    const unknown = await requestApp({ url: "/account/listings/2000000000", cookie: intruder, document: true });
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    // The same page either way: nothing tells a foreign listing from a missing one.
    for (const page of [foreign, unknown]) {
      expect(page.text).toContain("This listing doesn&#x27;t exist or isn&#x27;t yours.");
      expect(page.text).not.toContain("Honda");
    }
  });
});

describe("the account page's Dashboard tab", () => {
  it("lists the seller's listings with their numbers, each linking to its dashboard, without JavaScript", async () => {
    const { listingId, cookie } = await sellerWithListing();
    const data = JSON.parse((await requestApp({ url: "/account/dashboard", cookie })).text);
    expect(data.dashboard).toEqual([expect.objectContaining({ listingId, views30Days: 1, saves: 0, conversations: 0, daysOnMarket: 0, daysUntilExpiry: 90 })]);
    // A 90-day package bought today reads 90 days left, not 89.

    const page = await requestApp({ url: "/account/dashboard", cookie, document: true });
    expect(page.text).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/account\/dashboard"|<a[^>]*href="\/account\/dashboard"[^>]*aria-current="page"/);
    expect(page.text).toContain(`href="/account/listings/${listingId}"`);
    // Other tabs do not read the dashboard.
    expect(JSON.parse((await requestApp({ url: "/account/listings", cookie })).text)).not.toHaveProperty("dashboard");
  });
});
