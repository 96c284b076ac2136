// The upload scenarios of bench:abuse, each a function that drives a running production server
// and reports what it got back (abuse-probe.ts measures memory and /healthz around it):
//   - oversizedPhotoPosts: 12 signed-in accounts each stream a 150 MB chunked multipart post
//     (one photo part) to /sell?step=2, /sell.data?step=2 or /api/upload/images at once, and
//     time each answer from the moment their body passed the photo size cap;
//   - largePhotoBurst: 5 sellers upload ten real 40 MP photos at once (one per request).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import type { SeedDb } from "../../../prisma/seed/lib/client";
import { ROOT } from "../../lib/database-setup";
import { MAX_PHOTO_BYTES } from "../../../app/modules/media/limits";
import { sessionCookieFor } from "./bench-session";
import type { ScenarioOutcome } from "./abuse-probe";

const MB = 2 ** 20;

export interface Uploader {
  id: number;
  cookie: string;
}

/**
 * The bench's uploading accounts, made once and reused: each has a new-listing draft with its
 * first step done (so the photo step is open) and, for this run, no upload counted against it.
 */
export async function prepareUploaders(db: SeedDb, count: number): Promise<Uploader[]> {
  const model = await db.vehicleModel.findFirstOrThrow({ where: { name: "CRF450R", make: { name: "Honda", vehicleType: { slug: "dirtbike" } } }, include: { make: true } });
  const condition = await db.vehicleCondition.findUniqueOrThrow({ where: { slug: "good" } });
  const step1 = { vehicleTypeId: model.make.vehicleTypeId, vehicleMakeId: model.vehicleMakeId, vehicleModelId: model.id, year: 2021, vehicleConditionId: condition.id, mileage: 1200, zipCode: "90210" };
  const uploaders: Uploader[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `bench-uploader-${i}@ridemarket.test`;
    const { id } = await db.user.upsert({ where: { email }, create: { email, password: "!", firstName: "Bench", lastName: `Uploader ${i}`, emailVerifiedAt: new Date() }, update: {}, select: { id: true } });
    await db.listingDraft.upsert({ where: { userId: id }, create: { userId: id, ...step1, images: [] }, update: { ...step1, images: [] } });
    await db.rateLimit.deleteMany({ where: { key: `upload:user:${id}` } });
    await db.photoUpload.deleteMany({ where: { userId: id } });
    uploaders.push({ id, cookie: await sessionCookieFor(id) });
  }
  return uploaders;
}

const BOUNDARY = "----benchAbuseUploadBoundary";

interface Target {
  label: string;
  path: string;
  accept: string;
  fields: Record<string, string>;
  fileField: string;
}

const TARGETS: Target[] = [
  { label: "/sell?step=2", path: "/sell?step=2", accept: "text/html", fields: { description: "Bench" }, fileField: "photoFiles" },
  { label: "/sell.data", path: "/sell.data?step=2", accept: "*/*", fields: { description: "Bench" }, fileField: "photoFiles" },
  { label: "/api/upload/images", path: "/api/upload/images", accept: "application/json", fields: { existingCount: "0" }, fileField: "images" },
];

interface FloodAnswer {
  target: string;
  status: string;
  /** Seconds from the body passing the cap (as the client sent it) to the answer. */
  afterCap: number | null;
  sentBeforeAnswer: number;
}

/** Streams one chunked multipart post with a single photo part of `fileBytes`, stopping at the answer. */
function oversizedPost(origin: string, target: Target, cookie: string, fileBytes: number): Promise<FloodAnswer> {
  const url = new URL(target.path, origin);
  let head = "";
  for (const [name, value] of Object.entries(target.fields)) head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${target.fileField}"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const capAt = Buffer.byteLength(head) + MAX_PHOTO_BYTES + 1;
  const total = Buffer.byteLength(head) + fileBytes;
  const chunk = Buffer.alloc(64 * 1024, 0x5a);
  return new Promise((resolve) => {
    let sent = 0;
    let capPassedAt: number | null = null;
    let settled = false;
    const req = http.request(url, {
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        "Transfer-Encoding": "chunked",
        Cookie: cookie,
        Origin: origin,
        "Sec-Fetch-Site": "same-origin",
        Accept: target.accept,
      },
    });
    const finish = (status: string) => {
      if (settled) return;
      settled = true;
      resolve({ target: target.label, status, afterCap: capPassedAt === null ? null : (performance.now() - capPassedAt) / 1000, sentBeforeAnswer: sent });
    };
    req.on("response", (res) => {
      finish(String(res.statusCode));
      res.resume();
      res.on("end", () => req.destroy());
    });
    req.on("error", (error) => finish(`connection ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    req.on("close", () => finish("closed without an answer"));
    req.setTimeout(120_000, () => req.destroy(new Error("no answer within 120 s")));
    const write = () => {
      if (sent === 0) {
        sent += Buffer.byteLength(head);
        req.write(head);
      }
      while (!settled && sent < total) {
        const piece = total - sent >= chunk.length ? chunk : chunk.subarray(0, total - sent);
        sent += piece.length;
        if (capPassedAt === null && sent >= capAt) capPassedAt = performance.now();
        if (!req.write(piece)) return void req.once("drain", write);
      }
      if (!settled) req.end(`\r\n--${BOUNDARY}--\r\n`);
    };
    write();
  });
}

const tally = (values: string[]) =>
  Object.entries(values.reduce<Record<string, number>>((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {}))
    .map(([value, n]) => `${value} x${n}`)
    .join(", ");

/** 12 accounts post a 150 MB photo at once, spread over the three photo paths. */
export async function oversizedPhotoPosts(origin: string, uploaders: Uploader[], { posts = 12, fileBytes = 150 * MB, log = console.log } = {}): Promise<ScenarioOutcome> {
  if (uploaders.length < posts) throw new Error(`oversizedPhotoPosts needs ${posts} accounts`);
  const answers = await Promise.all(Array.from({ length: posts }, (_, i) => oversizedPost(origin, TARGETS[i % TARGETS.length]!, uploaders[i]!.cookie, fileBytes)));
  for (const a of answers) log(`  ${a.target.padEnd(20)} ${a.status.padStart(4)}  ${a.afterCap === null ? "before the cap" : `${a.afterCap.toFixed(2)} s after the cap`}, ${(a.sentBeforeAnswer / MB).toFixed(1)} MB sent`);
  const afterCap = answers.map((a) => a.afterCap ?? 0);
  return {
    answers: tally(answers.map((a) => a.status)),
    timing: `max ${Math.max(...afterCap).toFixed(2)} s after the cap; max ${(Math.max(...answers.map((a) => a.sentBeforeAnswer)) / MB).toFixed(0)} MB sent`,
  };
}

// 7744 x 5164: just under the 40 MP an upload may have.
const PHOTO_SIZE = { width: 7744, height: 5164 };

/**
 * A 40 MP camera-like JPEG (about 9 MB): colour blotches with fine grain on top, so it neither
 * compresses to nothing nor passes the 15 MB cap. Made once per seed and kept under .data/.
 */
async function largePhoto(seed: number): Promise<Buffer> {
  const file = path.join(ROOT, ".data", "bench-photos", `40mp-${seed}.jpg`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const { width, height } = PHOTO_SIZE;
  const [w, h] = [Math.floor(width / 8), Math.floor(height / 8)];
  let state = seed * 7919 + 11;
  const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
  const blotches = Buffer.alloc(w * h * 3);
  for (let i = 0; i < blotches.length; i++) blotches[i] = random() >>> 24;
  const pixels = await sharp(blotches, { raw: { width: w, height: h, channels: 3 } }).resize(width, height, { kernel: "cubic" }).raw().toBuffer();
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, pixels[i]! + (random() >>> 28) - 8));
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, jpeg);
  return jpeg;
}

/** Makes (or finds) the ten 40 MP photos before a run, so making them is not measured. */
export async function prepareLargePhotos(count = 10, log = console.log): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (let seed = 1; seed <= count; seed++) {
    if (!fs.existsSync(path.join(ROOT, ".data", "bench-photos", `40mp-${seed}.jpg`))) log(`Making 40 MP photo ${seed} of ${count} (once; kept under .data/bench-photos)...`);
    photos.push(await largePhoto(seed));
  }
  return photos;
}

/** Sellers upload the photos at once, one photo per request through the upload API, as the wizard's script does. */
export async function largePhotoBurst(origin: string, sellers: Uploader[], photos: Buffer[], { log = console.log } = {}): Promise<ScenarioOutcome> {
  const started = performance.now();
  const answers = await Promise.all(
    photos.map(async (photo, i) => {
      const body = new FormData();
      body.append("images", new File([new Uint8Array(photo)], `camera-${i + 1}.jpg`, { type: "image/jpeg" }));
      body.append("existingCount", "0");
      const response = await fetch(`${origin}/api/upload/images`, { method: "POST", body, headers: { Cookie: sellers[i % sellers.length]!.cookie, Origin: origin, "Sec-Fetch-Site": "same-origin" } });
      const text = await response.text();
      const seconds = (performance.now() - started) / 1000;
      if (!response.ok) log(`  photo ${i + 1}: ${response.status} ${text.slice(0, 120)}`);
      return { status: String(response.status), seconds };
    }),
  );
  const times = answers.map((a) => a.seconds).sort((a, b) => a - b);
  const mbEach = photos.reduce((sum, p) => sum + p.length, 0) / photos.length / MB;
  return { answers: tally(answers.map((a) => a.status)), timing: `${mbEach.toFixed(1)} MB each; first ${times[0]!.toFixed(1)} s, last ${times.at(-1)!.toFixed(1)} s` };
}
