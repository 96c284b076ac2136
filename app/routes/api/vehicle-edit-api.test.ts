import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { storeSellerPhotos } from "~/modules/media/seller-photos.server";
import { fileOf, pngBytes } from "~/modules/media/testing/images";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { requestApp, sessionCookieFor as cookieFor } from "../../../tests/support/app-requests";

/** A JSON PUT as the API client sends it, read the way it reads the answer. */
async function put(id: number, body: unknown, cookie?: string) {
  const outcome = await requestApp({ url: `/api/vehicles/${id}`, method: "PUT", json: body, cookie });
  return { status: outcome.status, json: async () => JSON.parse(outcome.text) };
}

async function ownedListing() {
  const owner = await createUser(prisma);
  const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: owner.id, package: "elite" });
  const full = await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id }, include: { listing: true } });
  const body = {
    type: full.vehicleTypeId,
    make: full.vehicleMakeId,
    model: full.vehicleModelId,
    year: full.year,
    condition: full.vehicleConditionId,
    mileage: full.mileage,
    zipCode: "90210",
    description: full.description,
    images: full.images,
    price: "6400.00",
    package: full.listing!.vehiclePackageId,
  };
  return { owner, vehicle, body };
}

describe("PUT /api/vehicles/{id}", () => {
  it("lets the owner change the listing, ignoring owner and status in the body", async () => {
    const { owner, vehicle, body } = await ownedListing();
    const other = await createUser(prisma);
    const response = await put(vehicle.id, { ...body, price: "5900", mileage: 2500, userId: other.id, status: "sold" }, await cookieFor(owner.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: vehicle.id, price: "5900.00", mileage: 2500, status: "active" });
    const stored = await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id }, include: { listing: true } });
    expect(stored.userId).toBe(owner.id);
    expect(stored.listing!.status).toBe("active");
  });

  it("answers 400 with the field's message for bad input", async () => {
    const { owner, vehicle, body } = await ownedListing();
    const response = await put(vehicle.id, { ...body, price: "0" }, await cookieFor(owner.id));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Price must be between $1 and $99,999,999.99");
  });

  it("refuses another user (403) and the signed-out (401), changing nothing", async () => {
    const { vehicle, body } = await ownedListing();
    const intruder = await createUser(prisma);
    expect((await put(vehicle.id, { ...body, price: "1" }, await cookieFor(intruder.id))).status).toBe(403);
    expect((await put(vehicle.id, { ...body, price: "1" })).status).toBe(401);
    expect((await put(999_999, body, await cookieFor(intruder.id))).status).toBe(404);
    expect((await prisma.listing.findUniqueOrThrow({ where: { vehicleId: vehicle.id } })).price.toFixed(2)).toBe("6400.00");
  });

  describe("photos", () => {
    const NOT_YOURS = "Only photos you uploaded can be added to your listing. Upload the photo again.";
    const uploadAs = async (userId: number) => (await storeSellerPhotos(userId, [fileOf(await pngBytes(), "bike.png", "image/png")], { existingCount: 0 })).urls[0]!;

    it("refuses another seller's photo with 400 and its message, leaving the listing as it was", async () => {
      const { owner, vehicle, body } = await ownedListing();
      const theirs = await uploadAs((await createUser(prisma)).id);
      const response = await put(vehicle.id, { ...body, images: [theirs], price: "5000" }, await cookieFor(owner.id));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: NOT_YOURS, errors: { images: NOT_YOURS } });
      const stored = await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id }, include: { listing: true } });
      expect(stored.images).toEqual(body.images);
      expect(stored.listing!.price.toFixed(2)).toBe("6400.00");
    });

    it("refuses a photo key that was never uploaded", async () => {
      const { owner, vehicle, body } = await ownedListing();
      const madeUp = "/media/photos/5f0c2b9e-7d1a-4c3b-9e8f-0a1b2c3d4e5f-1280.webp";
      const response = await put(vehicle.id, { ...body, images: [madeUp] }, await cookieFor(owner.id));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(NOT_YOURS);
      expect((await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).images).toEqual(body.images);
    });

    it("accepts the seller's own upload, and keeps photos already on the listing", async () => {
      const { owner, vehicle, body } = await ownedListing();
      // As the demo listings' shared pictures: on this listing, though nobody uploaded them.
      const shared = "/media/demo/dirtbike-0-1280.webp";
      await prisma.vehicle.update({ where: { id: vehicle.id }, data: { images: [shared] } });
      const mine = await uploadAs(owner.id);
      const response = await put(vehicle.id, { ...body, images: [mine, shared] }, await cookieFor(owner.id));
      expect(response.status).toBe(200);
      expect((await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).images).toEqual([mine, shared]);
      // A shared picture that is not on this listing cannot be added.
      const refused = await put(vehicle.id, { ...body, images: [mine, shared, "/media/demo/dirtbike-1-1280.webp"] }, await cookieFor(owner.id));
      expect(refused.status).toBe(400);
    });
  });
});
