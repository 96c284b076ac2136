// The photo rule (decisions 41 and 42) on photos uploaded through the sellers' own upload path:
// a re-encoded, resized copy of another seller's photo is caught with the two photos as evidence,
// and the same seller's photo on another listing on the market is a duplicate listing.
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { prisma } from "~/utils/db.server";
import { storeSellerPhotos } from "~/modules/media/seller-photos.server";
import { mediaStorage } from "~/modules/media/storage.server";
import { fileOf } from "~/modules/media/testing/images";
import { renderVehiclePhoto } from "../../../prisma/seed/photos/render";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { screenListing } from "./screen-listing.server";
import { PHOTO_RULE } from "./thresholds";

const SLOW = { timeout: 120_000 };

const upload = async (userId: number, bytes: Buffer, name = "photo.jpg") => (await storeSellerPhotos(userId, [fileOf(bytes, name)], { existingCount: 0 })).urls[0]!;
const listingOf = (userId: number, images: string[]) =>
  createListing(prisma, { userId, images, type: "sandrail", make: "Funco", model: "F9", year: 2020, price: 30_000, zip: "90210" });
const screen = (listingId: number) => prisma.$transaction((tx) => screenListing(tx, listingId));

let picture: Buffer;
beforeAll(async () => {
  picture = await renderVehiclePhoto("sandrail", 8, 1280);
}, SLOW.timeout);

describe("the photo rule", () => {
  it("catches a resized, re-encoded copy of another seller's photo, and shows the two photos to staff", SLOW, async () => {
    const [honest, copier] = await Promise.all([createUser(prisma), createUser(prisma)]);
    const photo = await upload(honest.id, picture, "rail.webp");
    const shown = await listingOf(honest.id, [photo]);
    const saved = (await mediaStorage().get(mediaStorage().keyForUrl(photo)!))!.body;
    const copy = await upload(copier.id, await sharp(await sharp(saved).resize(640).toBuffer()).jpeg({ quality: 70 }).toBuffer());
    const copied = await listingOf(copier.id, [copy]);

    const screening = await screen(copied.listing!.id);
    const hit = screening.hits.find((h) => h.rule === "photos-from-another-seller");
    expect(hit).toMatchObject({
      points: PHOTO_RULE.otherSellerPoints,
      evidence: { vehicleIds: [shown.id], photos: [{ key: mediaStorage().keyForUrl(copy), matchedKey: mediaStorage().keyForUrl(photo), vehicleId: shown.id }] },
    });
    expect(hit!.explanation).toBe(`1 photo of this listing matches photos on another seller's listing (vehicle ${shown.id}): they may have been copied.`);
    // Seen from the first listing, the copy is on another seller's listing too: staff see both sides.
    const back = await screen(shown.listing!.id);
    expect(back.hits.find((h) => h.rule === "photos-from-another-seller")?.evidence).toMatchObject({ vehicleIds: [copied.id] });
  });

  it("calls the same seller's photo on another listing on the market a duplicate listing", SLOW, async () => {
    // A verified seller of long standing: only the photos can hit.
    const seller = await createUser(prisma);
    await prisma.user.update({ where: { id: seller.id }, data: { createdAt: new Date(Date.now() - 400 * 86_400_000), phoneVerifiedAt: new Date() } });
    const photo = await upload(seller.id, await renderVehiclePhoto("sandrail", 9, 1280), "rail.webp");
    const first = await listingOf(seller.id, [photo]);
    const again = await listingOf(seller.id, [photo]);
    const screening = await screen(again.listing!.id);
    expect(screening.hits.map((h) => h.rule)).toEqual(["duplicate-listing"]);
    expect(screening.hits[0]).toMatchObject({ points: PHOTO_RULE.duplicatePoints, evidence: { vehicleIds: [first.id] } });
    expect(screening.outcome).toBe("review");
  });
});
