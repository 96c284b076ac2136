import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createUser } from "../../../tests/support/fixtures";
import { renderVehiclePhoto } from "../../../prisma/seed/photos/render";
import { backfillPhotoFingerprints } from "./photo-fingerprints.server";
import { hammingDistance, photoHash } from "./photo-hash.server";
import { reservePhotoIds } from "./upload-limits.server";
import { storeUploadedPhotos } from "./upload.server";
import { temporaryStorage } from "./testing/temporary-storage";
import { detailedJpegBytes, fileOf } from "./testing/images";

const { storage } = temporaryStorage("fingerprints");

describe("photoHash", () => {
  it("gives a picture and its re-encoded copy nearly the same bits, and a different picture different ones", async () => {
    const picture = await renderVehiclePhoto("atv", 2, 320);
    const hash = await photoHash(picture);
    expect(hammingDistance(hash, await photoHash(await sharp(picture).jpeg({ quality: 40 }).toBuffer()))).toBeLessThanOrEqual(3);
    expect(hammingDistance(hash, await photoHash(await renderVehiclePhoto("utv", 6, 320)))).toBeGreaterThan(3);
  });
});

describe("backfillPhotoFingerprints", () => {
  it("fingerprints stored photos that have no hash, as their uploader's, once", async () => {
    const seller = await createUser(prisma);
    const ids = await reservePhotoIds(seller.id, 1);
    const { urls, hashes } = await storeUploadedPhotos([fileOf(await detailedJpegBytes(), "old.jpg")], { existingCount: 0, storage, ids });
    const key = storage.keyForUrl(urls[0]!)!;

    expect(await backfillPhotoFingerprints(storage)).toBe(1);
    expect(await prisma.photoFingerprint.findUniqueOrThrow({ where: { key } })).toMatchObject({ userId: seller.id, hash: hashes[0] });
    expect(await backfillPhotoFingerprints(storage)).toBe(0);
  });
});
