import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const uploadDir = vi.hoisted(() => {
  // Before any app module reads the environment, so storage and /media/ use this test's folder.
  const dir = `${process.env.TMPDIR ?? "/tmp"}/ridemarket-orphan-sweep-${process.pid}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});

import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { requestApp } from "../../../tests/support/app-requests";
import { sweepOrphanPhotos, sweepOrphanPhotosOnce } from "./orphan-sweep.server";
import { storeSellerPhotos } from "./seller-photos.server";
import { mediaStorage } from "./storage.server";
import { fileOf, pngBytes } from "./testing/images";

const DAY = 24 * 60 * 60 * 1000;
const idOf = (url: string) => /photos\/([0-9a-f-]{36})-1280\.webp$/.exec(url)![1]!;
const widths = (url: string) => [320, 640, 960, 1280].map((w) => url.replace("/media/", "").replace("-1280.webp", `-${w}.webp`));
const served = async (url: string) => (await requestApp({ url })).status;

/** Makes a photo look uploaded two days ago: its files and its record. */
async function age(url: string) {
  const then = new Date(Date.now() - 2 * DAY);
  for (const key of widths(url)) await fs.utimes(path.join(uploadDir, key), then, then);
  await prisma.photoUpload.updateMany({ where: { id: idOf(url) }, data: { createdAt: then } });
}

afterAll(() => fs.rm(uploadDir, { recursive: true, force: true }));

describe("sweepOrphanPhotos", () => {
  let orphan: string, onListing: string, onDraft: string, inPayment: string, fresh: string, unrecorded: string;

  beforeAll(async () => {
    const seller = await createUser(prisma);
    const png = await pngBytes();
    const files = Array.from({ length: 6 }, (_, i) => fileOf(png, `p${i}.png`, "image/png"));
    [orphan, onListing, onDraft, inPayment, fresh, unrecorded] = (await storeSellerPhotos(seller.id, files, { existingCount: 0 })).urls as [string, string, string, string, string, string];
    for (const url of [orphan, onListing, onDraft, inPayment, unrecorded]) await age(url);
    // A photo stored before uploads were recorded.
    await prisma.photoUpload.delete({ where: { id: idOf(unrecorded) } });

    const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: seller.id, images: [onListing] });
    await prisma.listingDraft.create({ data: { userId: seller.id, images: [onDraft] } });
    const draft = await prisma.listingDraft.findUniqueOrThrow({ where: { userId: seller.id } });
    await prisma.payment.create({
      data: {
        userId: seller.id,
        draftId: draft.id,
        provider: "local",
        providerPaymentId: `pi_sweep_${vehicle.id}`,
        clientSecret: "secret",
        amount: "59.00",
        vehiclePackageId: vehicle.listing!.vehiclePackageId,
        listingData: { images: [inPayment] },
      },
    });
    // The shared demo pictures live under another prefix and are never swept.
    await mediaStorage().put("demo/atv-0-1280.webp", png, "image/webp");
    const then = new Date(Date.now() - 2 * DAY);
    await fs.utimes(path.join(uploadDir, "demo/atv-0-1280.webp"), then, then);
  });

  it("deletes photos older than a day that nothing names, and keeps the rest", async () => {
    for (const url of [orphan, unrecorded]) expect(await served(url)).toBe(200);

    expect(await sweepOrphanPhotos()).toEqual({ deleted: 2 });

    for (const url of [orphan, unrecorded]) {
      expect(await served(url)).toBe(404);
      for (const key of widths(url)) expect(await mediaStorage().get(key)).toBeNull();
    }
    expect(await prisma.photoUpload.findUnique({ where: { id: idOf(orphan) } })).toBeNull();
    for (const url of [onListing, onDraft, inPayment, fresh]) {
      for (const key of widths(url)) expect(await mediaStorage().get(key)).not.toBeNull();
      expect(await prisma.photoUpload.findUnique({ where: { id: idOf(url) } })).not.toBeNull();
    }
    expect(await mediaStorage().get("demo/atv-0-1280.webp")).not.toBeNull();

    expect(await sweepOrphanPhotos()).toEqual({ deleted: 0 });
  });

  it("skips the sweep while another machine holds the sweep lock", async () => {
    const outcome = await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT pg_try_advisory_xact_lock(${0x6d656469}::int, 1::int)`;
      return sweepOrphanPhotosOnce();
    });
    expect(outcome).toBeNull();
    expect(await sweepOrphanPhotosOnce()).toEqual({ deleted: 0 });
  });
});
