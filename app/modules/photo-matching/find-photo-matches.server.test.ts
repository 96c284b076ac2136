// Photos copied from another listing, found through the stored perceptual hashes (decision 41):
// uploaded through the sellers' own upload path, looked up against the real database.
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { storeSellerPhotos } from "~/modules/media/seller-photos.server";
import { mediaStorage } from "~/modules/media/storage.server";
import { fileOf } from "~/modules/media/testing/images";
import { renderVehiclePhoto } from "../../../prisma/seed/photos/render";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { findPhotoMatches } from "./find-photo-matches.server";
import { NEAR_PHOTOS_PER_PROBE, findNearPhotos, nearPhotosStatement } from "./photo-lookup.server";

// Rendering and decoding a few full-size photos takes a few seconds on a busy machine.
const SLOW = { timeout: 120_000 };

const upload = async (userId: number, bytes: Buffer, name = "photo.jpg") =>
  (await storeSellerPhotos(userId, [fileOf(bytes, name)], { existingCount: 0 })).urls[0]!;
/** The largest stored file behind a listing's photo URL: what anyone can save from its page. */
const download = async (url: string) => (await mediaStorage().get(mediaStorage().keyForUrl(url)!))!.body;
const listingOf = (userId: number, images: string[], status: "active" | "sold" = "active") =>
  createListing(prisma, { userId, images, status, type: "rv", make: "Winnebago", model: "View", year: 2021, price: 60_000, zip: "90210" });

// Pictures of their own per test, so one test's copies are never another's matches.
let original: Buffer;
let unrelated: Buffer;
let another: Buffer;
beforeAll(async () => {
  original = await renderVehiclePhoto("rv", 7, 1280);
  unrelated = await renderVehiclePhoto("boat", 4, 1280);
  another = await renderVehiclePhoto("camper", 5, 1280);
}, SLOW.timeout);

describe("findPhotoMatches", () => {
  it("finds an exact, a resized and a re-encoded copy of another seller's photo, and not an unrelated photo", SLOW, async () => {
    const [honest, copier] = await Promise.all([createUser(prisma), createUser(prisma)]);
    const photo = await upload(honest.id, original, "rv.webp");
    const shown = (await listingOf(honest.id, [photo])).listing!;
    const saved = await download(photo);
    const copies = {
      exact: await upload(copier.id, saved, "exact.webp"),
      resized: await upload(copier.id, await sharp(await sharp(saved).resize(640).toBuffer()).resize(1280).jpeg({ quality: 85 }).toBuffer()),
      jpeg: await upload(copier.id, await sharp(saved).jpeg({ quality: 60 }).toBuffer()),
      webp: await upload(copier.id, await sharp(saved).webp({ quality: 50 }).toBuffer(), "copy.webp"),
    };
    const own = await upload(copier.id, unrelated, "boat.webp");
    const copied = await listingOf(copier.id, [...Object.values(copies), own]);

    const matches = await findPhotoMatches({ photos: copied.images, sellerId: copier.id, vehicleId: copied.id });
    expect(matches.sameSeller).toEqual([]);
    const byPhoto = new Map(matches.otherSellers.map((match) => [match.photo, match]));
    for (const copy of Object.values(copies)) {
      expect(byPhoto.get(copy)).toMatchObject({
        matchingPhoto: photo,
        matchingKey: mediaStorage().keyForUrl(photo),
        vehicleId: shown.vehicleId,
        listingId: shown.id,
        sellerId: honest.id,
        status: "active",
      });
      expect(byPhoto.get(copy)!.distance).toBeLessThanOrEqual(3);
    }
    expect(byPhoto.has(own)).toBe(false);
    expect(matches.otherSellers).toHaveLength(4);

    // The honest seller's listing, screened in turn, finds the copies on the copier's listing.
    const back = await findPhotoMatches({ photos: [photo], sellerId: honest.id, vehicleId: shown.vehicleId });
    expect(new Set(back.otherSellers.map((match) => match.listingId))).toEqual(new Set([copied.listing!.id]));
  });

  it("reports the same seller's other active listing as a duplicate, and neither a sold one nor uploads on no listing", SLOW, async () => {
    const [seller, someone] = await Promise.all([createUser(prisma), createUser(prisma)]);
    const photo = await upload(seller.id, another, "rv.webp");
    const first = await listingOf(seller.id, [photo]);
    const sold = await listingOf(seller.id, [await upload(seller.id, await sharp(another).jpeg({ quality: 70 }).toBuffer())], "sold");
    // Another seller uploaded a copy but never put it on a listing: not a match.
    await upload(someone.id, await download(photo), "never-listed.webp");

    const again = await listingOf(seller.id, [await upload(seller.id, await download(photo), "again.webp")]);
    const matches = await findPhotoMatches({ photos: again.images, sellerId: seller.id, vehicleId: again.id });
    expect(matches.otherSellers).toEqual([]);
    expect(matches.sameSeller.map((match) => ({ vehicleId: match.vehicleId, listingId: match.listingId, status: match.status }))).toEqual([
      { vehicleId: first.id, listingId: first.listing!.id, status: "active" },
    ]);
    expect(matches.sameSeller.map((match) => match.vehicleId)).not.toContain(sold.id);
  });

  it("finds nothing for photos with no stored hash", async () => {
    const seller = await createUser(prisma);
    expect(await findPhotoMatches({ photos: ["/media/photos/5f0c2b9e-7d1a-4c3b-9e8f-0a1b2c3d4e5f-1280.webp", "https://example.com/x.jpg"], sellerId: seller.id })).toEqual({
      otherSellers: [],
      sameSeller: [],
    });
  });

  it("answers at most a bounded number of stored photos per probe, so a stock picture on thousands of units costs each lookup the same", async () => {
    const hash = 0x1234_5678_9abc_def0n;
    const near = hash ^ 0b101n;
    await prisma.photoFingerprint.createMany({
      data: [
        ...Array.from({ length: NEAR_PHOTOS_PER_PROBE + 50 }, (_, i) => ({ key: `photos/stock-${i}-1280.webp`, hash })),
        { key: "photos/stock-near-1280.webp", hash: near },
      ],
    });
    const found = await findNearPhotos([{ key: "probe", hash }, { key: "other", hash: near }]);
    const byProbe = (probe: string) => found.filter((f) => f.probe === probe);
    expect(byProbe("probe")).toHaveLength(NEAR_PHOTOS_PER_PROBE);
    expect(byProbe("probe").every((f) => f.distance === 0)).toBe(true);
    // Closest first: the exact copy before the ones two bits away.
    expect(byProbe("other")[0]).toEqual({ probe: "other", key: "photos/stock-near-1280.webp", distance: 0 });
    expect(byProbe("other")).toHaveLength(NEAR_PHOTOS_PER_PROBE);
  });

  it("looks hashes up through the band indexes, never by reading every stored hash", async () => {
    // A table of a few test rows may be cheaper to read whole; what matters is that the statement
    // can use the indexes at all, so the plan is asked with whole-table reads priced out.
    const plan = await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${nearPhotosStatement([{ key: "photos/x-1280.webp", hash: -1234567890123n }])}`);
    });
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    for (const band of [0, 1, 2, 3]) expect(text).toContain(`photo_fingerprints_band${band}_idx`);
    expect(text).not.toMatch(/Seq Scan on photo_fingerprints/);
  });
});
