import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "~/utils/db.server";
import { defaultUploadDir, mediaStorage } from "~/modules/media/storage.server";
import { storeImageVariants } from "~/modules/media/images.server";
import { IMAGE_WIDTHS } from "~/modules/media/variants";
import { createListing, createUser, type ListingFixture } from "../../../tests/support/fixtures";
import { deleteVehicle, listMyListings, listingOwnership, refusalStatus, setListingStatus } from "./manage.server";
import { saveVehicle } from "~/modules/public-listings/saved.server";

const bike = (userId: number, over: Partial<ListingFixture> = {}) =>
  createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 12500, zip: "90210", userId, ...over });

const listingOf = (vehicle: Awaited<ReturnType<typeof bike>>) => vehicle.listing!.id;

async function storedPhoto(): Promise<string> {
  const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: "#e85d04" } }).png().toBuffer();
  return storeImageVariants(mediaStorage(), png);
}

const filesOf = (url: string) =>
  IMAGE_WIDTHS.map((w) => path.join(defaultUploadDir(), url.replace("/media/", "").replace(/-1280\.webp$/, `-${w}.webp`)));

describe("listMyListings", () => {
  it("lists the user's active and pending listings newest first, and sold ones apart, as rows", async () => {
    const seller = await createUser(prisma);
    const other = await createUser(prisma);
    const older = await bike(seller.id, { createdAt: new Date("2026-01-05T12:00:00Z") });
    const newer = await bike(seller.id, { make: "Yamaha", model: "YZ250F", year: 2018, price: 4100.5, createdAt: new Date("2026-02-05T12:00:00Z") });
    const pending = await bike(seller.id, { status: "pending", createdAt: new Date("2026-01-20T12:00:00Z") });
    const sold = await bike(seller.id, { status: "sold" });
    await bike(other.id);

    const active = await listMyListings(seller.id, "active");
    expect(active.map((r) => r.vehicleId)).toEqual([newer.id, pending.id, older.id]);
    expect(active[0]).toEqual({
      id: newer.listing!.id,
      vehicleId: newer.id,
      year: 2018,
      make: "Yamaha",
      model: "YZ250F",
      price: "4100.50",
      zipCode: "90210",
      status: "active",
      packageExpiry: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: "2026-02-05T12:00:00.000Z",
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      conversations: 0,
      stagedEdit: false,
    });
    expect(active[1]!.status).toBe("pending");
    // A staged edit is flagged on its row until it is applied or discarded.
    await prisma.listingEditDraft.create({ data: { vehicleId: older.id, userId: seller.id, images: [] } });
    expect((await listMyListings(seller.id, "active")).map((r) => r.stagedEdit)).toEqual([false, false, true]);
    expect((await listMyListings(seller.id, "sold")).map((r) => r.vehicleId)).toEqual([sold.id]);
  });
});

describe("status changes", () => {
  it("marks sold and relists, moving the row between the lists and stamping the update", async () => {
    const seller = await createUser(prisma);
    const v = await bike(seller.id, { createdAt: new Date("2026-01-01T00:00:00Z") });
    const before = await prisma.listing.findUniqueOrThrow({ where: { id: listingOf(v) } });

    expect(await setListingStatus(seller.id, listingOf(v), "sold")).toBe(true);
    const sold = await listMyListings(seller.id, "sold");
    expect(sold.map((r) => r.id)).toEqual([listingOf(v)]);
    expect(new Date(sold[0]!.updatedAt).getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await listMyListings(seller.id, "active")).toEqual([]);
    // A repeated submit is done, and does not move the sold date.
    expect(await setListingStatus(seller.id, listingOf(v), "sold")).toBe(true);
    expect((await listMyListings(seller.id, "sold"))[0]!.updatedAt).toBe(sold[0]!.updatedAt);

    expect(await setListingStatus(seller.id, listingOf(v), "active")).toBe(true);
    expect((await listMyListings(seller.id, "active")).map((r) => r.id)).toEqual([listingOf(v)]);
  });

  it("refuses another user's listing and an unknown one, changing nothing", async () => {
    const owner = await createUser(prisma);
    const intruder = await createUser(prisma);
    const active = await bike(owner.id);
    const sold = await bike(owner.id, { status: "sold" });
    const pending = await bike(owner.id, { status: "pending" });
    const snapshot = () => prisma.listing.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } });
    const before = await snapshot();

    expect(await setListingStatus(intruder.id, listingOf(active), "sold")).toBe(false);
    expect(await setListingStatus(intruder.id, listingOf(sold), "active")).toBe(false);
    expect(await setListingStatus(intruder.id, listingOf(sold), "sold")).toBe(false);
    expect(await setListingStatus(intruder.id, listingOf(pending), "active")).toBe(false);
    expect(await setListingStatus(owner.id, 99_999_999, "sold")).toBe(false);
    expect(await snapshot()).toEqual(before);

    expect(await refusalStatus(await listingOwnership(listingOf(active)), intruder.id)).toBe(403);
    expect(await refusalStatus(await listingOwnership(99_999_999), intruder.id)).toBe(404);
    expect(await refusalStatus(await listingOwnership(listingOf(sold)), owner.id)).toBe(409);
  });
});

describe("deleteVehicle", () => {
  it("removes the vehicle, its listing, everyone's saved entries and every stored photo width", async () => {
    const seller = await createUser(prisma);
    const fan = await createUser(prisma);
    const photos = [await storedPhoto(), await storedPhoto()];
    const v = await bike(seller.id, { images: [...photos, "https://cdn.example.com/elsewhere.jpg"] });
    await saveVehicle(fan.id, v.id);
    for (const url of photos) for (const file of filesOf(url)) expect(fs.existsSync(file)).toBe(true);

    expect(await deleteVehicle(seller.id, v.id)).toBe(true);
    expect(await prisma.vehicle.count({ where: { id: v.id } })).toBe(0);
    expect(await prisma.listing.count({ where: { vehicleId: v.id } })).toBe(0);
    expect(await prisma.savedVehicle.count({ where: { vehicleId: v.id } })).toBe(0);
    for (const url of photos) for (const file of filesOf(url)) expect(fs.existsSync(file)).toBe(false);
  });

  it("forgets the upload records of the photos it deletes, so their URLs cannot be attached again", async () => {
    const seller = await createUser(prisma);
    const photo = await storedPhoto();
    const id = /photos\/([0-9a-f-]{36})-1280/.exec(photo)![1]!;
    await prisma.photoUpload.create({ data: { id, userId: seller.id } });
    const v = await bike(seller.id, { images: [photo] });
    expect(await deleteVehicle(seller.id, v.id)).toBe(true);
    expect(await prisma.photoUpload.findUnique({ where: { id } })).toBeNull();
  });

  it("keeps photos another vehicle still shows", async () => {
    const seller = await createUser(prisma);
    const shared = await storedPhoto();
    const v = await bike(seller.id, { images: [shared] });
    await bike(seller.id, { images: [shared] });
    expect(await deleteVehicle(seller.id, v.id)).toBe(true);
    for (const file of filesOf(shared)) expect(fs.existsSync(file)).toBe(true);
  });

  it("refuses another user's vehicle or an unknown one, leaving records and photos alone", async () => {
    const owner = await createUser(prisma);
    const intruder = await createUser(prisma);
    const photo = await storedPhoto();
    const v = await bike(owner.id, { images: [photo] });
    await saveVehicle(intruder.id, v.id);

    expect(await deleteVehicle(intruder.id, v.id)).toBe(false);
    expect(await deleteVehicle(intruder.id, 99_999_999)).toBe(false);
    expect(await prisma.vehicle.count({ where: { id: v.id } })).toBe(1);
    expect(await prisma.listing.count({ where: { vehicleId: v.id } })).toBe(1);
    expect(await prisma.savedVehicle.count({ where: { vehicleId: v.id } })).toBe(1);
    for (const file of filesOf(photo)) expect(fs.existsSync(file)).toBe(true);
  });

  it("still reports the deletion when photo storage fails, and logs it", async () => {
    const seller = await createUser(prisma);
    const v = await bike(seller.id, { images: [await storedPhoto()] });
    const failing = vi.spyOn(mediaStorage(), "delete").mockRejectedValue(new Error("disk on fire"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await deleteVehicle(seller.id, v.id)).toBe(true);
      expect(logged).toHaveBeenCalledOnce();
      expect(await prisma.vehicle.count({ where: { id: v.id } })).toBe(0);
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
  });
});
