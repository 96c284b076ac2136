import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { MediaStorage } from "./media-storage";
import { temporaryStorage } from "./testing/temporary-storage";
import { storeUploadedPhotos } from "./upload.server";
import { isAppError, type AppError } from "~/utils/app-error";
import { MAX_PHOTO_BYTES } from "./limits";
import { avifBytes, decompressionBombBytes, fileOf, gifBytes, hasGpsPointer, jpegWithGpsBytes, pngBytes, pngDeclaring, webpBytes } from "./testing/images";

const { root, storage } = temporaryStorage("upload", { emptyBeforeEach: true });
let png: Buffer;
let jpeg: Buffer;

const storedFiles = async () => (await fs.readdir(path.join(root, "photos")).catch(() => [] as string[])).sort();
const keyOf = (url: string) => url.replace(/^\/media\//, "");

async function refusal(files: File[], options: { existingCount: number; max?: number } = { existingCount: 0 }) {
  const error = await storeUploadedPhotos(files, { ...options, storage }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error, "upload-refused")).toBe(true);
  return error as AppError;
}

beforeAll(async () => {
  [png, jpeg] = await Promise.all([pngBytes(), jpegWithGpsBytes()]);
});

describe("storeUploadedPhotos", () => {
  it("stores each photo as 320/640/960/1280 WebP variants and returns the largest's URL", async () => {
    const { urls } = await storeUploadedPhotos([fileOf(png, "bike.png", "image/png"), fileOf(jpeg, "bike.jpg")], { existingCount: 0, storage });
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^\/media\/photos\/[0-9a-f-]{36}-1280\.webp$/);
    expect(await storedFiles()).toHaveLength(8);
    const large = await storage.get(keyOf(urls[0]!));
    const meta = await sharp(large!.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1280, height: 853 });
    const small = await storage.get(keyOf(urls[0]!).replace("-1280.webp", "-320.webp"));
    expect((await sharp(small!.body).metadata()).width).toBe(320);
    const phone = await storage.get(keyOf(urls[0]!).replace("-1280.webp", "-960.webp"));
    expect(await sharp(phone!.body).metadata()).toMatchObject({ width: 960, height: 640 });
  });

  it("drops EXIF, including the GPS position, from stored photos", async () => {
    const original = await sharp(jpeg).metadata();
    expect(hasGpsPointer(original.exif)).toBe(true);
    const { urls } = await storeUploadedPhotos([fileOf(jpeg, "with-gps.jpg")], { existingCount: 0, storage });
    for (const width of [320, 640, 960, 1280]) {
      const stored = await storage.get(keyOf(urls[0]!).replace("-1280.webp", `-${width}.webp`));
      const meta = await sharp(stored!.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored!.body.includes(Buffer.from("RideCam"))).toBe(false);
    }
  });

  it("accepts WebP, GIF and AVIF by content, whatever the file is called", async () => {
    const files = [fileOf(await webpBytes(), "a.webp", "image/webp"), fileOf(await gifBytes(), "b.gif", "image/gif"), fileOf(await avifBytes(), "no-extension", "")];
    const { urls } = await storeUploadedPhotos(files, { existingCount: 0, storage });
    expect(urls).toHaveLength(3);
  });

  it("refuses a text file renamed photo.jpg", async () => {
    const error = await refusal([fileOf(Buffer.from("just some notes, not a picture\n".repeat(10)), "photo.jpg")]);
    expect(error.message).toBe('"photo.jpg" is not a supported image. Upload JPEG, PNG, WebP, AVIF, HEIF or GIF photos.');
    expect(error.status).toBe(400);
  });

  it("refuses SVG and HTML even when they claim to be JPEGs", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><script>alert(1)</script><rect width="640" height="480"/></svg>');
    expect((await refusal([fileOf(svg, "photo.jpg")])).message).toMatch(/not a supported image/);
    expect((await refusal([fileOf(svg, "drawing.svg", "image/svg+xml")])).message).toMatch(/not a supported image/);
    const html = Buffer.from("<!doctype html><html><body><img src=x onerror=alert(1)></body></html>");
    expect((await refusal([fileOf(html, "photo.jpg")])).message).toMatch(/not a supported image/);
  });

  it("refuses a truncated JPEG", async () => {
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect((await refusal([fileOf(truncated, "cut.jpg")])).message).toBe('"cut.jpg" could not be read. The file may be damaged or incomplete.');
  });

  it("refuses a decompression bomb: a small file declaring a huge pixel count", async () => {
    const bomb = await decompressionBombBytes();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect((await refusal([fileOf(bomb, "bomb.png", "image/png")])).message).toBe('"bomb.png" has too many pixels. Photos can be at most 40 megapixels.');
  });

  it("refuses by its header a photo declaring more than 40 megapixels, without decoding it", async () => {
    // 8000 x 5001 is 40,008,000 pixels, just over the bound; the file holds one row of data.
    const declared = pngDeclaring(8000, 5001);
    expect(declared.length).toBeLessThan(1024);
    expect(await sharp(declared).metadata()).toMatchObject({ format: "png", width: 8000, height: 5001 });
    const files = Array.from({ length: 10 }, (_, i) => fileOf(declared, `huge-${i}.png`, "image/png"));
    expect((await refusal(files)).message).toBe('"huge-0.png" has too many pixels. Photos can be at most 40 megapixels.');
    // Within the bound the same incomplete file reaches the decoder, which finds it damaged.
    expect((await refusal([fileOf(pngDeclaring(8000, 5000), "big.png", "image/png")])).message).toBe('"big.png" could not be read. The file may be damaged or incomplete.');
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses more than max photos in total with the exact message", async () => {
    const one = fileOf(png, "p.png", "image/png");
    expect((await refusal([one], { existingCount: 10 })).message).toBe("You can only upload up to 10 images");
    expect((await refusal(Array.from({ length: 11 }, () => one), { existingCount: 0 })).message).toBe("You can only upload up to 10 images");
    expect((await refusal([one, one], { existingCount: 2, max: 3 })).message).toBe("You can only upload up to 3 images");
    expect(await storedFiles()).toEqual([]);
    await expect(storeUploadedPhotos([one], { existingCount: 9, storage })).resolves.toMatchObject({ urls: [expect.any(String)] });
  });

  it("refuses a file over the per-file limit with 413", async () => {
    const big = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], "huge.jpg", { type: "image/jpeg" });
    const error = await refusal([fileOf(png, "ok.png"), big]);
    expect(error).toMatchObject({ message: "Each photo must be 15 MB or smaller", status: 413 });
  });

  it("refuses an empty selection", async () => {
    expect((await refusal([])).message).toBe("Choose at least one photo to upload.");
  });

  it("stores nothing when any file in the batch is refused", async () => {
    await refusal([fileOf(png, "good.png"), fileOf(jpeg, "good.jpg"), fileOf(Buffer.from("nope nope nope nope"), "bad.jpg")]);
    expect(await storedFiles()).toEqual([]);
  });

  it("deletes what it stored when storage fails midway", async () => {
    let puts = 0;
    const failing: MediaStorage = {
      put: async (key, body, type) => {
        puts += 1;
        if (puts === 5) throw new Error("disk full");
        await storage.put(key, body, type);
      },
      get: (key) => storage.get(key),
      delete: (key) => storage.delete(key),
      url: (key) => storage.url(key),
      keyForUrl: (url) => storage.keyForUrl(url),
      list: (prefix) => storage.list(prefix),
    };
    await expect(storeUploadedPhotos([fileOf(png, "a.png"), fileOf(jpeg, "b.jpg")], { existingCount: 0, storage: failing })).rejects.toThrow("disk full");
    expect(puts).toBe(5);
    expect(await storedFiles()).toEqual([]);
  });
});
