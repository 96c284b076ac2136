import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deleteStoredPhotos } from "./cleanup.server";
import { temporaryStorage } from "./testing/temporary-storage";
import { storeUploadedPhotos } from "./upload.server";
import { fileOf, pngBytes } from "./testing/images";

const { root, storage } = temporaryStorage("cleanup");

const listAll = async () => (await fs.readdir(root, { recursive: true })).filter((f) => f.endsWith(".webp")).sort();

describe("deleteStoredPhotos", () => {
  it("deletes every width of our uploaded photos and leaves everything else alone", async () => {
    const png = await pngBytes();
    const { urls } = await storeUploadedPhotos([fileOf(png, "a.png"), fileOf(png, "b.png")], { existingCount: 0, storage });
    await storage.put("demo/atv-0-1280.webp", png, "image/webp");
    expect(await listAll()).toHaveLength(9);

    // Any width of a photo names the whole photo.
    const firstAt640 = urls[0]!.replace("-1280.webp", "-640.webp");
    await deleteStoredPhotos([firstAt640, "/images/vehicles/atv.jpg", "/media/demo/atv-0-1280.webp", "https://example.com/photos/x-1280.webp", "/media/../secret.png", ""], storage);

    const left = await listAll();
    expect(left).toHaveLength(5);
    expect(left).toContain(path.join("demo", "atv-0-1280.webp"));
    expect(left.some((f) => urls[0]!.includes(path.basename(f).replace(/-\d+\.webp$/, "")))).toBe(false);

    await deleteStoredPhotos([urls[1]!], storage);
    expect(await listAll()).toEqual([path.join("demo", "atv-0-1280.webp")]);
  });

  it("does not throw for photos that are already gone", async () => {
    await expect(deleteStoredPhotos(["/media/photos/5f0c2b9e-7d1a-4c3b-9e8f-0a1b2c3d4e5f-1280.webp"], storage)).resolves.toBeUndefined();
    await expect(deleteStoredPhotos([], storage)).resolves.toBeUndefined();
  });
});
