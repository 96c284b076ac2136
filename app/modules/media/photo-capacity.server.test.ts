// Image work holds at most one core of a process: one decode at a time, on one libvips thread,
// and a full line of decodes is refused with a 503 rather than queued without end.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeSlots, withDecodeSlot } from "./photo-capacity.server";
import { renderImageVariants } from "./images.server";
import { storeUploadedPhotos } from "./upload.server";
import { LocalDiskStorage } from "./local-disk-storage.server";
import { detailedJpegBytes, fileOf } from "./testing/images";

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "ridemarket-capacity-"));
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe("photo decoding", () => {
  it("runs libvips on one thread with no operation cache", () => {
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
  });

  it("decodes one photo at a time however many are sent at once", async () => {
    const jpeg = await detailedJpegBytes();
    let mostAtOnce = 0;
    const sampler = setInterval(() => (mostAtOnce = Math.max(mostAtOnce, decodeSlots.load.running)), 1);
    const files = Array.from({ length: 3 }, (_, i) => fileOf(jpeg, `p${i}.jpg`));
    try {
      await Promise.all([...files.map((file) => storeUploadedPhotos([file], { existingCount: 0, storage: new LocalDiskStorage(root) })), renderImageVariants(jpeg)]);
    } finally {
      clearInterval(sampler);
    }
    expect(mostAtOnce).toBe(1);
    expect(decodeSlots.load).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a decode with a 503 and Retry-After once the line is full", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 9 }, () => withDecodeSlot(() => held));
    expect(decodeSlots.load).toEqual({ running: 1, waiting: 8 });
    await expect(renderImageVariants(await detailedJpegBytes())).rejects.toMatchObject({ status: 503, code: "server-busy", retryAfterSeconds: 10 });
    release();
    await Promise.all(holders);
  });
});
