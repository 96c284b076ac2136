// Hostile uploads through the real endpoints (POST /api/upload/images and the /sell photo
// button that works without JavaScript), with the upload folder checked file by file: a
// refused batch must leave nothing behind, an accepted one only clean re-encoded pictures.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const uploadDir = vi.hoisted(() => {
  // Before any app module reads the environment, so storage lands in this test's own folder.
  const dir = `${process.env.TMPDIR ?? "/tmp"}/ridemarket-upload-attacks-${process.pid}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});

import { prisma } from "~/utils/db.server";
import { decompressionBombBytes, pngBytes, pngDeclaring } from "~/modules/media/testing/images";
import { IMAGE_WIDTHS } from "~/modules/media/variants";
import { createUser } from "../support/fixtures";
import { appOrigin, pageDataPath, readPostedPageData, requestApp, sessionCookieFor, type AppOutcome } from "../support/app-requests";
import { streamMultipart } from "../support/streamed-multipart";

const SCRIPT = "<script>alert(document.cookie)</script>";
const notAnImage = (name: string) => `"${name}" is not a supported image. Upload JPEG, PNG, WebP, AVIF, HEIF or GIF photos.`;

async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(uploadDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
}

let cookie: string;
let userId: number;
let png: Buffer;
let bomb: Buffer;

beforeAll(async () => {
  const user = await createUser(prisma);
  userId = user.id;
  cookie = await sessionCookieFor(user.id);
  [png, bomb] = await Promise.all([pngBytes(), decompressionBombBytes()]);
  await fs.rm(uploadDir, { recursive: true, force: true });
});

afterAll(() => fs.rm(uploadDir, { recursive: true, force: true }));

const file = (bytes: Uint8Array, name: string, type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type });

interface Attack {
  name: string;
  files: () => Promise<File[]>;
  status: 400 | 413;
  message: string;
  /** Refused part way through its body: sent as a browser streams it, the answer read while it still sends. */
  refusedMidBody?: boolean;
}

const ATTACKS: Attack[] = [
  {
    name: "an SVG carrying a script",
    files: async () => [file(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${SCRIPT}</svg>`), "logo.svg", "image/svg+xml")],
    status: 400,
    message: notAnImage("logo.svg"),
  },
  {
    name: "an HTML page renamed .jpg",
    files: async () => [file(Buffer.from(`<!doctype html><html><body><img src=x onerror="alert(1)">${SCRIPT}</body></html>`), "photo.jpg")],
    status: 400,
    message: notAnImage("photo.jpg"),
  },
  {
    name: "a decompression bomb (a small PNG declaring 400 megapixels)",
    files: async () => [file(bomb, "bomb.png", "image/png")],
    status: 400,
    message: '"bomb.png" has too many pixels. Photos can be at most 40 megapixels.',
  },
  {
    name: "ten PNGs of a few hundred bytes each declaring just over 40 megapixels",
    files: async () => Array.from({ length: 10 }, (_, i) => file(pngDeclaring(8000, 5001), `wide-${i}.png`, "image/png")),
    status: 400,
    message: '"wide-0.png" has too many pixels. Photos can be at most 40 megapixels.',
  },
  {
    name: "a truncated PNG",
    files: async () => [file(png.subarray(0, Math.floor(png.length / 2)), "cut.png", "image/png")],
    status: 400,
    message: '"cut.png" could not be read. The file may be damaged or incomplete.',
  },
  {
    name: "11 files in one request",
    files: async () => Array.from({ length: 11 }, (_, i) => file(png, `p${i}.png`, "image/png")),
    status: 400,
    message: "You can only upload up to 10 images",
  },
  {
    name: "a 50 MB file",
    files: async () => [file(new Uint8Array(50 * 1024 * 1024), "huge.jpg")],
    status: 413,
    message: "Each photo must be 15 MB or smaller",
    refusedMidBody: true,
  },
  {
    name: "a good photo batched with an HTML file",
    files: async () => [file(png, "good.png", "image/png"), file(Buffer.from(`<html>${SCRIPT}</html>`), "evil.png", "image/png")],
    status: 400,
    message: notAnImage("evil.png"),
  },
];

/**
 * Posts the files the way a browser does. A body refused part way is streamed over a raw
 * connection: the answer must arrive while the client is still sending.
 */
async function post(url: string, fields: Record<string, string>, fileField: string, files: File[], refusedMidBody = false): Promise<AppOutcome> {
  if (!refusedMidBody) return requestApp({ url, cookie, form: { ...fields, [fileField]: files } });
  const path = url.startsWith("/api/") ? url : pageDataPath(url);
  const parts = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(await Promise.all(files.map(async (f) => ({ name: fileField, filename: f.name, type: f.type, bytes: Buffer.from(await f.arrayBuffer()) })))),
  ];
  const answer = await streamMultipart(await appOrigin(), path, parts, { cookie }).answer;
  expect(answer.finishedSending).toBe(false);
  return path === url ? { status: answer.status, location: null, text: answer.body, headers: new Headers() } : readPostedPageData(path, answer);
}

describe("hostile uploads", () => {
  describe.each(ATTACKS)("$name", (attack) => {
    it("is refused by POST /api/upload/images with its message, storing nothing", async () => {
      const before = await storedFiles();
      const outcome = await post("/api/upload/images", {}, "images", await attack.files(), attack.refusedMidBody);
      expect(outcome.status).toBe(attack.status);
      expect(JSON.parse(outcome.text)).toEqual({ error: attack.message });
      expect(await storedFiles()).toEqual(before);
    });

    it("is refused by the /sell photo button with the same message and status, the draft's photos unchanged", async () => {
      const before = await storedFiles();
      const draftBefore = await prisma.listingDraft.findUnique({ where: { userId } });
      const outcome = await post("/sell?step=2", { photoIntent: "upload", description: "" }, "photoFiles", await attack.files(), attack.refusedMidBody);
      expect(outcome.status).toBe(attack.status);
      // conform's reply: the message beside the photos, and nothing of the post sent back.
      expect(JSON.parse(outcome.text)).toEqual({ result: { status: "error", initialValue: {}, error: { images: [attack.message] }, fields: [] } });
      expect(await storedFiles()).toEqual(before);
      expect((await prisma.listingDraft.findUnique({ where: { userId } }))?.images ?? []).toEqual(draftBefore?.images ?? []);
    });
  });

  it("re-encodes a PNG with a script appended: the stored files are clean WebP pictures", async () => {
    const polyglot = Buffer.concat([png, Buffer.from(`\n${SCRIPT}\n<?php system($_GET['c']); ?>`)]);
    // The original really carries the payload, and an image decoder still accepts it.
    expect(polyglot.includes(SCRIPT)).toBe(true);
    expect((await sharp(polyglot).metadata()).format).toBe("png");

    const before = await storedFiles();
    const outcome = await requestApp({ url: "/api/upload/images", cookie, form: { images: [file(polyglot, "bike.png", "image/png")] } });
    expect(outcome.status).toBe(200);
    const added = (await storedFiles()).filter((f) => !before.includes(f));
    // One WebP per width the media module makes.
    expect(added).toHaveLength(IMAGE_WIDTHS.length);
    for (const stored of added) {
      const bytes = await fs.readFile(stored);
      expect(stored).toMatch(/\.webp$/);
      expect((await sharp(bytes).metadata()).format).toBe("webp");
      expect(bytes.includes("<script")).toBe(false);
      expect(bytes.includes("<?php")).toBe(false);
      expect(bytes.includes(polyglot.subarray(0, 64))).toBe(false);
    }
  });
});
