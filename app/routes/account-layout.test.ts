// The account's pages (decision 34): links of the old one-page account, /account?tab=<id>, are
// sent on to the page they named, with their other query parameters.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { movedAccountTab } from "~/shared/account-paths";
import { createListing, createUser } from "../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../tests/support/app-requests";

describe("old ?tab= links to the account", () => {
  it("name the page each tab became, keeping the other query parameters", () => {
    const moved = (path: string) => movedAccountTab(new URL(path, "http://localhost"));
    expect(moved("/account?tab=listings")).toBe("/account/listings");
    expect(moved("/account?tab=listings&confirmDelete=12")).toBe("/account/listings?confirmDelete=12");
    expect(moved("/account?confirmDelete=12&tab=listings")).toBe("/account/listings?confirmDelete=12");
    expect(moved("/account?tab=dashboard")).toBe("/account/dashboard");
    expect(moved("/account?tab=saved")).toBe("/account/saved");
    expect(moved("/account?tab=searches&utm_source=mail")).toBe("/account/searches?utm_source=mail");
    expect(moved("/account?tab=info")).toBe("/account");
    expect(moved("/account/?tab=saved")).toBe("/account/saved");
    // Not an old tab link: an unknown tab showed My Info and still does; other pages keep their query.
    for (const path of ["/account", "/account?tab=nope", "/account?tab=toString", "/account/listings?tab=saved", "/login?tab=signup"]) expect(moved(path)).toBeNull();
  });

  it("redirect to that page, for the app's client and for a browser without JavaScript, signed in or not", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const data = await requestApp({ url: "/account?tab=listings&confirmDelete=12", cookie });
    expect(data).toMatchObject({ status: 302, location: "/account/listings?confirmDelete=12" });
    const page = await requestApp({ url: "/account?tab=saved", cookie, document: true });
    expect(page).toMatchObject({ status: 302, location: "/account/saved" });
    const signedOut = await requestApp({ url: "/account?tab=searches", document: true });
    expect(signedOut).toMatchObject({ status: 302, location: "/account/searches" });
    expect(await requestApp({ url: "/account?tab=info", cookie, document: true })).toMatchObject({ status: 302, location: "/account" });
    // The pages they land on answer as the tabs did.
    expect((await requestApp({ url: "/account/saved", cookie })).status).toBe(200);
    expect((await requestApp({ url: "/account?tab=nope", cookie })).status).toBe(200);
  });

  it("send a form posted from an old tab on to its page as it was posted (307), changing nothing on the way", async () => {
    const seller = await createUser(prisma);
    const cookie = await sessionCookieFor(seller.id);
    const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 12500, zip: "90210", userId: seller.id });
    const posted = await requestApp({ url: "/account?tab=listings", cookie, document: true, form: { intent: "mark-sold", listingId: String(v.listing!.id) } });
    expect(posted).toMatchObject({ status: 307, location: "/account/listings" });
    expect((await prisma.listing.findUniqueOrThrow({ where: { id: v.listing!.id } })).status).toBe("active");
  });
});
