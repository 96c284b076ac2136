// Photo posts as they stream in, over real HTTP through the production request pipeline: every
// route that takes photos refuses a body over a cap while the client is still sending it, the
// process's upload slots answer 503 with Retry-After when they and their line are full, and
// every post that carries files is counted by the seller's upload rate before its bytes are read.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const uploadDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/ridemarket-upload-streaming-${process.pid}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});

import fs from "node:fs/promises";
import { prisma } from "~/utils/db.server";
import { pngBytes } from "~/modules/media/testing/images";
import { PHOTO_TOO_BIG_MESSAGE } from "~/modules/media/limits";
import { UPLOAD_LIMITS } from "~/modules/media/upload-limits.server";
import { UPLOADS_BUSY_MESSAGE, uploadSlots } from "~/modules/media/photo-capacity.server";
import { createListing, createUser } from "../support/fixtures";
import { appOrigin, pageDataPath, readPostedPageData, sessionCookieFor } from "../support/app-requests";
import { firstMessages } from "~/utils/field-messages";
import { streamMultipart, type StreamedAnswer, type StreamedPart } from "../support/streamed-multipart";

const MB = 1024 * 1024;
const RATE_MESSAGE = "Too many uploads. Please try again in 10 minutes.";

let origin: string;
let png: Buffer;

async function seller() {
  const user = await createUser(prisma);
  const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: user.id });
  return { id: user.id, vehicleId: vehicle.id, cookie: await sessionCookieFor(user.id) };
}
type Seller = Awaited<ReturnType<typeof seller>>;

beforeAll(async () => {
  [origin, png] = await Promise.all([appOrigin(), pngBytes()]);
});

afterAll(() => fs.rm(uploadDir, { recursive: true, force: true }));

const photo = (name: string, bytes: Buffer | number = png): StreamedPart => ({ name, filename: "bike.png", type: "image/png", bytes });

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!condition()) throw new Error(`Timed out waiting for ${what}`);
}

/** The refusal's message as each path answers it: JSON for the API, beside the photos for a wizard step. */
async function messageOf(path: string, answer: StreamedAnswer): Promise<string> {
  if (path.startsWith("/api/")) return JSON.parse(answer.body).error;
  const data = JSON.parse((await readPostedPageData(path, answer)).text);
  return firstMessages(data.result.error, "form").images!;
}

interface PhotoPath {
  name: string;
  /** Where the post goes (a wizard step as its .data form, as the app's own client posts it). */
  path: (s: Seller) => string;
  /** The post's parts around its files. */
  parts: (...files: StreamedPart[]) => StreamedPart[];
}

const PHOTO_PATHS: PhotoPath[] = [
  { name: "POST /api/upload/images", path: () => "/api/upload/images", parts: (...files) => [{ name: "existingCount", value: "0" }, ...files] },
  {
    name: "the /sell photo button",
    path: () => pageDataPath("/sell?step=2"),
    parts: (...files) => [{ name: "description", value: "Fresh tires, new chain." }, ...files, { name: "photoIntent", value: "upload" }],
  },
  {
    name: "the edit wizard's photo button",
    path: (s) => pageDataPath(`/vehicles/${s.vehicleId}/edit?step=2`),
    parts: (...files) => [{ name: "description", value: "Garage kept." }, ...files, { name: "photoIntent", value: "upload" }],
  },
];

describe.each(PHOTO_PATHS)("$name", ({ path, parts }) => {
  it("answers a 150 MB photo 413 at the size cap, while the client is still sending it", async () => {
    const s = await seller();
    const fileField = path(s).startsWith("/api/") ? "images" : "photoFiles";
    const answer = await streamMultipart(origin, path(s), parts(photo(fileField, 150 * MB)), { cookie: s.cookie }).answer;

    expect(answer.status).toBe(413);
    expect(await messageOf(path(s), answer)).toBe(PHOTO_TOO_BIG_MESSAGE);
    // The answer came while the body was still being sent, long before its end.
    expect(answer.finishedSending).toBe(false);
    expect(answer.sentBeforeAnswer).toBeLessThan(answer.total / 3);
  });

  it("answers 400 at the eleventh photo of one post, before the rest of the body is read", async () => {
    const s = await seller();
    const fileField = path(s).startsWith("/api/") ? "images" : "photoFiles";
    const files = [...Array.from({ length: 10 }, () => photo(fileField)), photo(fileField, 60 * MB)];
    const answer = await streamMultipart(origin, path(s), parts(...files), { cookie: s.cookie }).answer;

    expect(answer.status).toBe(400);
    expect(await messageOf(path(s), answer)).toBe("You can only upload up to 10 images");
    expect(answer.finishedSending).toBe(false);
  });

  it(`counts a post carrying a photo against the seller's rate before reading it: 429 past ${UPLOAD_LIMITS.requestsPerSeller.limit}`, async () => {
    const s = await seller();
    const key = `upload:user:${s.id}`;
    await prisma.rateLimit.create({ data: { key, count: UPLOAD_LIMITS.requestsPerSeller.limit - 1, windowStart: new Date() } });
    const fileField = path(s).startsWith("/api/") ? "images" : "photoFiles";

    const last = await streamMultipart(origin, path(s), parts(photo(fileField)), { cookie: s.cookie }).answer;
    expect(last.status).toBeLessThan(400);
    const refused = await streamMultipart(origin, path(s), parts(photo(fileField, 40 * MB)), { cookie: s.cookie }).answer;
    expect(refused.status).toBe(429);
    expect(await messageOf(path(s), refused)).toBe(RATE_MESSAGE);
    expect(refused.finishedSending).toBe(false);
    expect(refused.sentBeforeAnswer).toBeLessThan(refused.total / 2);
    expect(await prisma.photoUpload.count({ where: { userId: s.id } })).toBe(1);
  });
});

describe("the wizards' step posts", () => {
  it.each([
    ["/sell", (_s: Seller) => "/sell?step=2"],
    ["/vehicles/:id/edit", (s: Seller) => `/vehicles/${s.vehicleId}/edit?step=2`],
  ])("%s: a post with files is counted whatever its button, one with an empty file input is not", async (_name, page) => {
    const s = await seller();
    const key = `upload:user:${s.id}`;
    const count = async () => (await prisma.rateLimit.findUnique({ where: { key } }))?.count ?? 0;
    const path = pageDataPath(page(s));
    const fields: StreamedPart[] = [{ name: "description", value: "Typed, not yet saved." }];

    // Next with no file chosen: the browser still sends the empty file input.
    const next = await streamMultipart(origin, path, [...fields, { name: "photoFiles", filename: "", type: "application/octet-stream", bytes: 0 }], { cookie: s.cookie }).answer;
    expect(next.status).toBeLessThan(500);
    expect(await count()).toBe(0);

    // Next pressed with photos chosen but not uploaded: the files were sent, so the post counts.
    const withFiles = await streamMultipart(origin, path, [...fields, photo("photoFiles")], { cookie: s.cookie }).answer;
    expect(withFiles.status).toBeLessThan(500);
    expect(await count()).toBe(1);

    await prisma.rateLimit.update({ where: { key }, data: { count: UPLOAD_LIMITS.requestsPerSeller.limit } });
    const refused = await streamMultipart(origin, path, [...fields, photo("photoFiles")], { cookie: s.cookie }).answer;
    expect(refused.status).toBe(429);
    expect(await messageOf(path, refused)).toBe(RATE_MESSAGE);
  });

  it("keep what the seller typed before a refused photo, and show the refusal beside the photos on the page", async () => {
    const s = await seller();
    const parts: StreamedPart[] = [{ name: "description", value: "Fresh tires, new chain." }, photo("photoFiles", 40 * MB), { name: "photoIntent", value: "upload" }];
    const page = await streamMultipart(origin, `/vehicles/${s.vehicleId}/edit?step=2`, parts, { cookie: s.cookie, accept: "text/html" }).answer;

    expect(page.status).toBe(413);
    expect(page.finishedSending).toBe(false);
    expect(page.body).toContain(PHOTO_TOO_BIG_MESSAGE);
    // The page is drawn from the staged edit: the description typed with the refused photo was saved.
    expect(page.body).toContain("Fresh tires, new chain.");
  });

  it("still upload with the no-JavaScript photo button: the page is sent back to the photos", async () => {
    const s = await seller();
    const parts: StreamedPart[] = [{ name: "description", value: "" }, photo("photoFiles"), { name: "photoIntent", value: "upload" }];
    const page = await streamMultipart(origin, "/sell?step=2", parts, { cookie: s.cookie, accept: "text/html" }).answer;

    expect(page.status).toBe(302);
    expect(page.headers.location).toBe("/sell?step=2#photos");
    expect((await prisma.listingDraft.findUnique({ where: { userId: s.id } }))?.images).toEqual([expect.stringMatching(/^\/media\/photos\/[0-9a-f-]{36}-1280\.webp$/)]);
  });
});

describe("the process's upload slots", () => {
  it("answer 503 with Retry-After once every slot and place in line is taken, and serve the line as slots free up", async () => {
    const sellers = await Promise.all(Array.from({ length: 6 }, seller));
    const upload = (s: Seller, stallAfter?: number) => streamMultipart(origin, "/api/upload/images", [photo("images")], { cookie: s.cookie, stallAfter });

    // Four uploads stall inside their photo: each holds a slot, its body half read.
    const holders = Array.from({ length: 4 }, (_, i) => upload(sellers[i]!, 400));
    await Promise.all(holders.map((h) => h.stalled));
    await until(() => uploadSlots.load.running === 4, "four uploads to hold the slots");
    // Sixteen more wait in line, their photos unread.
    const waiting = Array.from({ length: 16 }, (_, i) => upload(sellers[i % 5]!));
    await until(() => uploadSlots.load.waiting === 16, "sixteen uploads to wait in line");

    const refused = await upload(sellers[5]!).answer;
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("10");
    expect(JSON.parse(refused.body)).toEqual({ error: UPLOADS_BUSY_MESSAGE });

    const wizardPath = pageDataPath("/sell?step=2");
    const wizard = await streamMultipart(origin, wizardPath, [{ name: "description", value: "" }, photo("photoFiles"), { name: "photoIntent", value: "upload" }], { cookie: sellers[5]!.cookie }).answer;
    expect(wizard.status).toBe(503);
    expect(wizard.headers["retry-after"]).toBe("10");
    expect(await messageOf(wizardPath, wizard)).toBe(UPLOADS_BUSY_MESSAGE);

    for (const holder of holders) holder.resume();
    const answers = await Promise.all([...holders, ...waiting].map((post) => post.answer));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(uploadSlots.load).toEqual({ running: 0, waiting: 0 });
  });
});
