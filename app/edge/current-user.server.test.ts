import { describe, expect, it } from "vitest";
import { sessionCookieFor } from "../../tests/support/app-requests";
import { createListing, createUser } from "../../tests/support/fixtures";
import { recentlyViewedOnPage } from "./recently-viewed.server";
import { prisma } from "~/utils/db.server";
import { getOptionalUser } from "./current-user.server";

const requestWith = (cookie: string) => new Request("http://localhost/buy?type=boat", { headers: { cookie } });

describe("the signed-in user of a request", () => {
  it("is looked up once for the loaders of one page, each with its own Request, and never shared between cookies", async () => {
    const [ann, bob] = [await createUser(prisma), await createUser(prisma)];
    const [annCookie, bobCookie] = [await sessionCookieFor(ann.id), await sessionCookieFor(bob.id)];
    // The root loader and the page's loader start together, each with a Request of its own.
    const root = getOptionalUser(requestWith(annCookie));
    const page = getOptionalUser(requestWith(annCookie));
    const other = getOptionalUser(requestWith(bobCookie));
    expect(page).toBe(root);
    expect(other).not.toBe(root);
    expect((await root)?.id).toBe(ann.id);
    expect((await other)?.id).toBe(bob.id);
  });

  it("keeps nothing once answered: a session ended since is not found", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const first = getOptionalUser(requestWith(cookie));
    expect((await first)?.id).toBe(user.id);
    await prisma.session.deleteMany({ where: { userId: user.id } });
    const next = getOptionalUser(requestWith(cookie));
    expect(next).not.toBe(first);
    expect(await next).toBeNull();
  });

  it("says whether the user has viewed anything, so a page reads the list only then", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    expect((await getOptionalUser(requestWith(cookie)))?.viewed).toBe(false);
    expect(await recentlyViewedOnPage(requestWith(cookie))).toEqual({ recentlyViewed: [], cacheControl: null });
    const seller = await createUser(prisma);
    const vehicle = await createListing(prisma, { type: "atv", make: "Polaris", model: "Sportsman 570", year: 2019, price: 5400, zip: "90210", userId: seller.id });
    await prisma.recentlyViewedVehicle.create({ data: { userId: user.id, vehicleId: vehicle.id } });
    expect((await getOptionalUser(requestWith(cookie)))?.viewed).toBe(true);
    const page = await recentlyViewedOnPage(requestWith(cookie));
    expect(page.recentlyViewed.map((card) => card.id)).toEqual([vehicle.id]);
    expect(page.cacheControl).toBe("private, no-store");
  });
});
