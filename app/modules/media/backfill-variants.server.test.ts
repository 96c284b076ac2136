import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { backfillPhotoVariants } from "./backfill-variants.server";
import { temporaryStorage } from "./testing/temporary-storage";
import { storeUploadedPhotos } from "./upload.server";
import { PHONE_PHOTO_MAX_BYTES } from "./variants";
import { detailedJpegBytes, fileOf, pngBytes } from "./testing/images";

const { storage } = temporaryStorage("backfill");

describe("backfillPhotoVariants", () => {
  it("writes the 960 px file a photo stored before that width existed lacks, once", async () => {
    const { urls } = await storeUploadedPhotos([fileOf(await pngBytes(), "old.png")], { existingCount: 0, storage });
    const key960 = storage.keyForUrl(urls[0]!)!.replace("-1280.webp", "-960.webp");
    await storage.delete(key960);

    expect(await backfillPhotoVariants(storage)).toBe(1);
    const written = await storage.get(key960);
    expect(await sharp(written!.body).metadata()).toMatchObject({ format: "webp", width: 960, height: 640 });
    expect(await backfillPhotoVariants(storage)).toBe(0);
  });

  it("writes again a 960 px file stored over the phone budget, within it", async () => {
    const { urls } = await storeUploadedPhotos([fileOf(await detailedJpegBytes(), "grain.jpg")], { existingCount: 0, storage });
    const key960 = storage.keyForUrl(urls[0]!)!.replace("-1280.webp", "-960.webp");
    // As the encoder wrote it before it kept to the budget.
    const heavy = await sharp(await detailedJpegBytes()).resize(960, 640).webp({ quality: 72, effort: 2 }).toBuffer();
    expect(heavy.length).toBeGreaterThan(PHONE_PHOTO_MAX_BYTES);
    await storage.put(key960, heavy, "image/webp");

    expect(await backfillPhotoVariants(storage)).toBe(1);
    expect((await storage.get(key960))!.body.length).toBeLessThanOrEqual(PHONE_PHOTO_MAX_BYTES);
    expect(await backfillPhotoVariants(storage)).toBe(0);
  });
});
