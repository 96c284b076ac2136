import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPhotoIntent } from "./photo-intents.server";
import { LocalDiskStorage } from "./local-disk-storage.server";
import { fileOf, pngBytes } from "./testing/images";
import { prisma } from "~/utils/db.server";
import { createUser } from "../../../tests/support/fixtures";

let root: string;
let storage: LocalDiskStorage;
let userId: number;
const current = ["/media/photos/a-1280.webp", "/media/photos/b-1280.webp", "/images/c.jpg"];

function form(intent: string | null, files: File[] = []) {
  const data = new FormData();
  if (intent !== null) data.set("photoIntent", intent);
  for (const file of files) data.append("photoFiles", file);
  return data;
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "ridemarket-intents-"));
  storage = new LocalDiskStorage(root);
  userId = (await createUser(prisma)).id;
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe("applyPhotoIntent", () => {
  it("returns null when no photo button submitted the form", async () => {
    expect(await applyPhotoIntent(form(null), current, { userId })).toBeNull();
    expect(await applyPhotoIntent(form(""), current, { userId })).toBeNull();
  });

  it("removes a photo without touching storage", async () => {
    expect(await applyPhotoIntent(form("remove:1"), current, { userId })).toEqual({ images: ["/media/photos/a-1280.webp", "/images/c.jpg"] });
    expect(await applyPhotoIntent(form("remove:9"), current, { userId })).toEqual({ images: current });
  });

  it("moves a photo earlier or later; the first is the main photo", async () => {
    expect(await applyPhotoIntent(form("left:1"), current, { userId })).toEqual({ images: ["/media/photos/b-1280.webp", "/media/photos/a-1280.webp", "/images/c.jpg"] });
    expect(await applyPhotoIntent(form("right:1"), current, { userId })).toEqual({ images: ["/media/photos/a-1280.webp", "/images/c.jpg", "/media/photos/b-1280.webp"] });
    expect(await applyPhotoIntent(form("left:0"), current, { userId })).toEqual({ images: current });
    expect(await applyPhotoIntent(form("right:2"), current, { userId })).toEqual({ images: current });
    expect(await applyPhotoIntent(form("sideways:1"), current, { userId })).toEqual({ images: current });
  });

  it("uploads chosen files and appends them", async () => {
    const result = await applyPhotoIntent(form("upload", [fileOf(await pngBytes(), "new.png")]), current, { userId, storage });
    expect(result?.error).toBeUndefined();
    expect(result?.images).toHaveLength(4);
    expect(result?.images.slice(0, 3)).toEqual(current);
    expect(result?.images[3]).toMatch(/^\/media\/photos\/[0-9a-f-]{36}-1280\.webp$/);
    // Recorded as this seller's upload, which is what lets them attach it.
    const id = /photos\/([0-9a-f-]{36})-1280/.exec(result!.images[3]!)![1]!;
    expect(await prisma.photoUpload.findUnique({ where: { id } })).toMatchObject({ userId });
  });

  it("keeps the list and explains a refused upload", async () => {
    const notImage = fileOf(Buffer.from("hello, not a photo"), "photo.jpg");
    expect(await applyPhotoIntent(form("upload", [notImage]), current, { userId, storage })).toEqual({
      images: current,
      error: '"photo.jpg" is not a supported image. Upload JPEG, PNG, WebP, AVIF, HEIF or GIF photos.',
      status: 400,
    });
    const png = fileOf(await pngBytes(), "p.png");
    expect(await applyPhotoIntent(form("upload", [png]), current, { userId, max: 3, storage })).toEqual({ images: current, error: "You can only upload up to 3 images", status: 400 });
  });

  it("treats Upload pressed with no file chosen as a request to choose one", async () => {
    const nothingChosen = new File([], "", { type: "application/octet-stream" });
    expect(await applyPhotoIntent(form("upload", [nothingChosen]), current, { userId, storage })).toEqual({ images: current, error: "Choose at least one photo to upload.", status: 400 });
  });
});
