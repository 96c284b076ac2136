// A seller's upload rate and daily photo quota, through every way photos are uploaded: the
// JSON endpoint the wizards' script uses, and the photo buttons of the /sell and edit
// wizards that work without JavaScript. Past either limit: 429 with a message that says
// when to try again, nothing stored, nothing recorded, the draft or listing unchanged.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const uploadDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/ridemarket-upload-limits-${process.pid}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});

import { prisma } from "~/utils/db.server";
import { UPLOAD_LIMITS, reservePhotoIds } from "~/modules/media/upload-limits.server";
import { pngBytes } from "~/modules/media/testing/images";
import { createListing, createUser } from "../support/fixtures";
import { requestApp, sessionCookieFor, type AppCall } from "../support/app-requests";

const RATE_MESSAGE = "Too many uploads. Please try again in 10 minutes.";
const QUOTA_MESSAGE = "You can upload up to 100 photos a day. Please try again in 24 hours.";

let png: Buffer;
const photo = () => new File([new Uint8Array(png)], "bike.png", { type: "image/png" });

async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(uploadDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

interface UploadPath {
  name: string;
  /** The request that uploads one photo, for a seller with a listing. */
  call: (seller: { vehicleId: number }) => AppCall;
  /** The refusal's message as the path answers it. */
  body: (message: string) => unknown;
  /** Photos on the record the upload would add to. */
  photos: (seller: { id: number; vehicleId: number }) => Promise<string[]>;
}

const PATHS: UploadPath[] = [
  {
    name: "POST /api/upload/images",
    call: () => ({ url: "/api/upload/images", form: { images: [photo()] } }),
    body: (message) => ({ error: message }),
    photos: async () => [],
  },
  {
    name: "the /sell photo button",
    call: () => ({ url: "/sell?step=2", form: { photoIntent: "upload", description: "", photoFiles: [photo()] } }),
    body: (message) => ({ result: { status: "error", initialValue: {}, error: { images: [message] }, fields: [] } }),
    photos: async (seller) => (await prisma.listingDraft.findUnique({ where: { userId: seller.id } }))?.images ?? [],
  },
  {
    name: "the edit wizard's photo button",
    call: (seller) => ({ url: `/vehicles/${seller.vehicleId}/edit?step=2`, form: { photoIntent: "upload", description: "Garage kept.", photoFiles: [photo()] } }),
    body: (message) => expect.objectContaining({ result: expect.objectContaining({ error: { images: [message] } }) }),
    photos: async (seller) => (await prisma.vehicle.findUniqueOrThrow({ where: { id: seller.vehicleId } })).images,
  },
];

async function seller() {
  const user = await createUser(prisma);
  const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: user.id });
  return { id: user.id, vehicleId: vehicle.id, cookie: await sessionCookieFor(user.id) };
}

beforeAll(async () => {
  png = await pngBytes();
});

afterAll(() => fs.rm(uploadDir, { recursive: true, force: true }));

describe.each(PATHS)("$name", (uploadPath) => {
  it("uploads within the limits and records the photos as the seller's", async () => {
    const s = await seller();
    const outcome = await requestApp({ ...uploadPath.call(s), cookie: s.cookie });
    expect(outcome.status).toBeLessThan(400);
    expect(await prisma.photoUpload.count({ where: { userId: s.id } })).toBe(1);
  });

  it(`answers 429 past the rate of ${UPLOAD_LIMITS.requestsPerSeller.limit} uploads in 10 minutes`, async () => {
    const s = await seller();
    await prisma.rateLimit.create({ data: { key: `upload:user:${s.id}`, count: UPLOAD_LIMITS.requestsPerSeller.limit, windowStart: new Date() } });
    const before = { files: await storedFiles(), photos: await uploadPath.photos(s) };

    const outcome = await requestApp({ ...uploadPath.call(s), cookie: s.cookie });

    expect(outcome.status).toBe(429);
    expect(JSON.parse(outcome.text)).toEqual(uploadPath.body(RATE_MESSAGE));
    expect(await storedFiles()).toEqual(before.files);
    expect(await uploadPath.photos(s)).toEqual(before.photos);
    expect(await prisma.photoUpload.count({ where: { userId: s.id } })).toBe(0);
  });

  it(`answers 429 past the quota of ${UPLOAD_LIMITS.photosPerDay} photos a day`, async () => {
    const s = await seller();
    await prisma.photoUpload.createMany({ data: Array.from({ length: UPLOAD_LIMITS.photosPerDay }, () => ({ id: randomUUID(), userId: s.id })) });
    const before = { files: await storedFiles(), photos: await uploadPath.photos(s) };

    const outcome = await requestApp({ ...uploadPath.call(s), cookie: s.cookie });

    expect(outcome.status).toBe(429);
    expect(JSON.parse(outcome.text)).toEqual(uploadPath.body(QUOTA_MESSAGE));
    expect(await storedFiles()).toEqual(before.files);
    expect(await uploadPath.photos(s)).toEqual(before.photos);
    expect(await prisma.photoUpload.count({ where: { userId: s.id } })).toBe(UPLOAD_LIMITS.photosPerDay);
  });
});

describe("the daily quota", () => {
  it("counts only the last 24 hours, and a refused upload counts nothing", async () => {
    const s = await seller();
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await prisma.photoUpload.createMany({ data: Array.from({ length: UPLOAD_LIMITS.photosPerDay }, () => ({ id: randomUUID(), userId: s.id, createdAt: yesterday })) });
    await prisma.photoUpload.createMany({ data: Array.from({ length: UPLOAD_LIMITS.photosPerDay - 2 }, () => ({ id: randomUUID(), userId: s.id })) });
    const upload = (count: number) => requestApp({ url: "/api/upload/images", cookie: s.cookie, form: { images: Array.from({ length: count }, photo) } });

    const three = await upload(3);
    expect(three.status).toBe(429);
    expect(JSON.parse(three.text)).toEqual({ error: QUOTA_MESSAGE });
    const notAnImage = await requestApp({ url: "/api/upload/images", cookie: s.cookie, form: { images: [new File(["not a photo"], "x.jpg")] } });
    expect(notAnImage.status).toBe(400);
    expect((await upload(2)).status).toBe(200);
    expect((await upload(1)).status).toBe(429);
  });

  it("holds when one seller sends many uploads at once", async () => {
    const s = await seller();
    await prisma.photoUpload.createMany({ data: Array.from({ length: UPLOAD_LIMITS.photosPerDay - 3 }, () => ({ id: randomUUID(), userId: s.id })) });
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => reservePhotoIds(s.id, 1)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
    expect(outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason.status)).toEqual(Array(9).fill(429));
    expect(await prisma.photoUpload.count({ where: { userId: s.id } })).toBe(UPLOAD_LIMITS.photosPerDay);
  });
});
