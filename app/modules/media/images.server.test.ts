// What a phone downloads for a photo: every width it may be offered fits the phone budget,
// whether the photo is a seeded demo picture or a finely detailed upload.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderVehiclePhoto } from "../../../prisma/seed/photos/render";
import { renderImageVariants } from "./images.server";
import { IMAGE_WIDTHS, PHONE_MAX_WIDTH, PHONE_PHOTO_MAX_BYTES } from "./variants";
import { detailedJpegBytes } from "./testing/images";

const sizeOf = async (input: Buffer) => Object.fromEntries((await renderImageVariants(input)).map((v) => [v.width, v.body.length]));

describe("photo variants", () => {
  it("keeps the widths a phone is offered within the budget for the most detailed demo photo", async () => {
    // dirtbike-3 is the largest of the seeded pool at every width.
    const sizes = await sizeOf(await renderVehiclePhoto("dirtbike", 3, 1280));
    for (const width of IMAGE_WIDTHS.filter((w) => w <= PHONE_MAX_WIDTH)) expect(sizes[width]).toBeLessThanOrEqual(PHONE_PHOTO_MAX_BYTES);
  });

  it("encodes a detailed photo's phone widths at a lower quality until they fit, and leaves the desktop width alone", async () => {
    const input = await detailedJpegBytes();
    // At the usual quality this photo's phone width would be over the budget.
    const usual = await sharp(input).resize(PHONE_MAX_WIDTH, 640).webp({ quality: 72, effort: 2 }).toBuffer();
    expect(usual.length).toBeGreaterThan(PHONE_PHOTO_MAX_BYTES);

    const sizes = await sizeOf(input);
    expect(sizes[PHONE_MAX_WIDTH]).toBeLessThanOrEqual(PHONE_PHOTO_MAX_BYTES);
    // Not squeezed further than it needs: the highest quality step that fits.
    expect(sizes[PHONE_MAX_WIDTH]).toBeGreaterThan(PHONE_PHOTO_MAX_BYTES * 0.8);
    expect(sizes[1280]).toBeGreaterThan(PHONE_PHOTO_MAX_BYTES);
  });
});
