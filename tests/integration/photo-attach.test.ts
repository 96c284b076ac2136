// Which photos a seller can put on a draft or a listing, through the forms (whose hidden
// photo inputs anyone can edit): only their own uploads, or photos already on that record.
// PUT /api/vehicles/:id is covered beside its route (vehicle-edit-api.test.ts).
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { storeSellerPhotos } from "~/modules/media/seller-photos.server";
import { fileOf, pngBytes } from "~/modules/media/testing/images";
import { createListing, createUser } from "../support/fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";

const NOT_YOURS = "Only photos you uploaded can be added to your listing. Upload the photo again.";
const MADE_UP = "/media/photos/5f0c2b9e-7d1a-4c3b-9e8f-0a1b2c3d4e5f-1280.webp";

const uploadAs = async (userId: number) => (await storeSellerPhotos(userId, [fileOf(await pngBytes(), "bike.png", "image/png")], { existingCount: 0 })).urls[0]!;

async function twoSellers() {
  const [me, other] = await Promise.all([createUser(prisma), createUser(prisma)]);
  return { me, cookie: await sessionCookieFor(me.id), mine: await uploadAs(me.id), theirs: await uploadAs(other.id) };
}

describe("the /sell wizard's draft", () => {
  it("keeps the seller's own photos and drops another seller's and made-up ones", async () => {
    const { me, cookie, mine, theirs } = await twoSellers();
    const outcome = await requestApp({ url: "/sell?step=2", cookie, form: { intent: "autosave", description: "Garage kept.", images: [theirs, mine, MADE_UP] } });
    expect(outcome.status).toBe(200);
    expect((await prisma.listingDraft.findUniqueOrThrow({ where: { userId: me.id } })).images).toEqual([mine]);
  });

  it("keeps photos already on the draft, such as one put there before uploads were recorded", async () => {
    const { me, cookie, mine } = await twoSellers();
    const earlier = "/media/photos/0b6a1c1e-1111-4c3b-9e8f-0a1b2c3d4e5f-1280.webp";
    await prisma.listingDraft.create({ data: { userId: me.id, images: [earlier] } });
    await requestApp({ url: "/sell?step=2", cookie, form: { intent: "autosave", description: "Garage kept.", images: [mine, earlier] } });
    expect((await prisma.listingDraft.findUniqueOrThrow({ where: { userId: me.id } })).images).toEqual([mine, earlier]);
  });
});

describe("the edit wizard's staged edit", () => {
  it("drops another seller's and made-up photos, leaves the listing as it was, and Update carries only the seller's own", async () => {
    const { me, cookie, mine, theirs } = await twoSellers();
    const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: me.id, images: [mine] });
    const at = (step: number, form: Record<string, string | string[]>) =>
      requestApp({ url: `/vehicles/${vehicle.id}/edit?step=${step}`, cookie, form });
    const staged = async () => (await prisma.listingEditDraft.findUniqueOrThrow({ where: { vehicleId: vehicle.id } })).images;

    const another = await uploadAs(me.id);
    for (const foreign of [theirs, MADE_UP]) {
      expect((await at(2, { intent: "autosave", description: "Edited: new grips.", images: [foreign, another, mine] })).status).toBe(200);
      expect(await staged()).toEqual([another, mine]);
      const stored = await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } });
      expect(stored.images).toEqual([mine]);
      expect(stored.description).not.toBe("Edited: new grips.");
    }

    expect((await at(4, { intent: "next", packageId: String((await prisma.listing.findUniqueOrThrow({ where: { vehicleId: vehicle.id } })).vehiclePackageId) })).status).toBe(302);
    expect((await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).images).toEqual([another, mine]);
  });
});
