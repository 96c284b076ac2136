import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { saveVehicle } from "~/modules/public-listings/saved.server";
import { createListing, createUser } from "../../tests/support/fixtures";
import { requestApp, sessionCookieFor as cookieFor, type AppOutcome } from "../../tests/support/app-requests";

const bike = (userId: number, status: "active" | "sold" = "active") =>
  createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 12500, zip: "90210", userId, status });

const post = (cookie: string, page: string, fields: Record<string, string>) => requestApp({ url: `/account/${page}`, cookie, form: fields });

// An action answers either a redirect or its data (with a toast) and a status.
function outcome(result: AppOutcome): { status: number; location?: string | null; toast?: { title: string } } {
  if (result.location) return { status: result.status, location: result.location };
  return { status: result.status, toast: (JSON.parse(result.text) as { toast?: { title: string } }).toast };
}

describe("account page listing actions", () => {
  it("marks sold, relists, deletes and unsaves, each redirecting back to its tab with a toast cookie", async () => {
    const seller = await createUser(prisma);
    const cookie = await cookieFor(seller.id);
    const v = await bike(seller.id);
    const listingId = String(v.listing!.id);

    const sold = await post(cookie, "listings", { intent: "mark-sold", listingId });
    expect(outcome(sold)).toMatchObject({ status: 302, location: "/account/listings" });
    expect(sold.headers.get("Set-Cookie")).toMatch(/^toast=/);
    expect((await prisma.listing.findUniqueOrThrow({ where: { id: v.listing!.id } })).status).toBe("sold");

    expect(outcome(await post(cookie, "listings", { intent: "relist", listingId }))).toMatchObject({ status: 302 });
    expect((await prisma.listing.findUniqueOrThrow({ where: { id: v.listing!.id } })).status).toBe("active");

    const other = await bike((await createUser(prisma)).id);
    await saveVehicle(seller.id, other.id);
    expect(outcome(await post(cookie, "saved", { intent: "unsave", vehicleId: String(other.id) }))).toMatchObject({ status: 302, location: "/account/saved" });
    expect(await prisma.savedVehicle.count({ where: { userId: seller.id } })).toBe(0);

    expect(outcome(await post(cookie, "listings", { intent: "delete", vehicleId: String(v.id) }))).toMatchObject({ status: 302, location: "/account/listings" });
    expect(await prisma.vehicle.count({ where: { id: v.id } })).toBe(0);
  });

  it("refuses another user's records with 403, unknown ones with 404, and changes nothing", async () => {
    const owner = await createUser(prisma);
    const intruder = await createUser(prisma);
    const cookie = await cookieFor(intruder.id);
    const v = await bike(owner.id);

    expect(outcome(await post(cookie, "listings", { intent: "mark-sold", listingId: String(v.listing!.id) }))).toEqual({ status: 403, toast: expect.objectContaining({ title: "Update Failed", description: "Failed to mark as sold. Please try again.", variant: "destructive" }) });
    expect(outcome(await post(cookie, "listings", { intent: "delete", vehicleId: String(v.id) }))).toMatchObject({ status: 403, toast: { title: "Delete Failed" } });
    expect(outcome(await post(cookie, "listings", { intent: "relist", listingId: "99999999" }))).toMatchObject({ status: 404, toast: { title: "Update Failed" } });
    expect(outcome(await post(cookie, "listings", { intent: "delete", vehicleId: "nope" }))).toMatchObject({ status: 400 });
    expect(await prisma.vehicle.count({ where: { id: v.id } })).toBe(1);
    expect((await prisma.listing.findUniqueOrThrow({ where: { id: v.listing!.id } })).status).toBe("active");
  });

  it("loads the listings tab with the delete confirmation, and the saved tab", async () => {
    const seller = await createUser(prisma);
    const cookie = await cookieFor(seller.id);
    const v = await bike(seller.id);
    await bike(seller.id, "sold");
    const load = async (path: string) => {
      const page = await requestApp({ url: path, cookie });
      expect(page.status).toBe(200);
      return JSON.parse(page.text) as { active: { vehicleId: number }[] | null; sold: unknown[]; confirmDelete: number | null; saved: unknown[] };
    };

    const listings = await load(`/account/listings?confirmDelete=${v.id}`);
    expect(listings.active!.map((l) => l.vehicleId)).toEqual([v.id]);
    expect(listings.sold).toHaveLength(1);
    expect(listings.confirmDelete).toBe(v.id);
    const saved = await load("/account/saved");
    expect(saved.saved).toEqual([]);
    expect(saved).not.toHaveProperty("active");
  });
});
