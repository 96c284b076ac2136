// Preview cards are drawn once per version of what they say and kept in the media storage;
// drawing runs in turn, and past its queue a card that must be drawn is refused with 503.
// Over real HTTP through the production request pipeline, against a real Postgres and the
// local-disk media storage.
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { mediaStorage } from "~/modules/media/storage.server";
import { createListing } from "../../../tests/support/fixtures";
import { requestApp } from "../../../tests/support/app-requests";
import { CARD_DRAWING_LIMITS, cardDrawingLoad, forgetCardsInMemory, inDrawingTurn } from "./stored-cards.server";

// Vehicle ids far from the sequence, so test files sharing the upload folder never share a card's folder.
const uniqueId = () => 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);

async function listing(price = 9900) {
  const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price, zip: "90210", vehicleId: uniqueId() });
  return vehicle.id;
}

async function storedKeys(id: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of mediaStorage().list(`previews/vehicles/${id}/`)) keys.push(object.key);
  return keys;
}

const card = (id: number) => requestApp({ url: `/vehicles/${id}/preview.png` });

/** Takes every drawing turn and every place in the queue until released. */
async function holdEveryDrawingTurn() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holders = Array.from({ length: CARD_DRAWING_LIMITS.running + CARD_DRAWING_LIMITS.waiting }, () => inDrawingTurn(() => released).catch(() => undefined));
  expect(cardDrawingLoad()).toEqual({ running: CARD_DRAWING_LIMITS.running, waiting: CARD_DRAWING_LIMITS.waiting });
  return async () => {
    release();
    await Promise.all(holders);
  };
}

// The test's own holders wait as long as the test needs them to, whatever the machine's speed.
const { maxWaitMs } = CARD_DRAWING_LIMITS;
beforeAll(() => void (CARD_DRAWING_LIMITS.maxWaitMs = 120_000));
afterAll(() => void (CARD_DRAWING_LIMITS.maxWaitMs = maxWaitMs));

let releaseDrawing: (() => Promise<void>) | undefined;
afterEach(async () => {
  await releaseDrawing?.();
  releaseDrawing = undefined;
});

describe("stored preview cards", () => {
  it("a card is drawn once and kept in storage; later requests answer the stored bytes without drawing", async () => {
    const id = await listing();
    const first = await card(id);
    expect(first.status).toBe(200);
    const keys = await storedKeys(id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^previews/vehicles/${id}/[0-9a-f]{20}\\.png$`));
    expect((await mediaStorage().get(keys[0]!))!.body.equals(Buffer.from(first.bytes!))).toBe(true);

    // What storage holds is what is served, once memory has forgotten it: nothing is drawn again.
    const marker = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#ff0000" } }).png().toBuffer();
    await mediaStorage().put(keys[0]!, marker, "image/png");
    forgetCardsInMemory();
    const again = await card(id);
    expect(again.status).toBe(200);
    expect(Buffer.from(again.bytes!).equals(marker)).toBe(true);
  });

  it("a change to what the card says makes a new version, and the older one is deleted", async () => {
    const id = await listing(9900);
    await card(id);
    const [before] = await storedKeys(id);
    await prisma.listing.update({ where: { vehicleId: id }, data: { price: 8500 } });
    const changed = await card(id);
    expect(changed.status).toBe(200);
    const after = await storedKeys(id);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    expect((await mediaStorage().get(after[0]!))!.body.equals(Buffer.from(changed.bytes!))).toBe(true);
  });

  it("while drawings are queued past their limit, a card to draw is refused with 503 and Retry-After; stored cards are still served", async () => {
    const walked = [await listing(), await listing(), await listing()];
    for (const id of walked) expect((await card(id)).status).toBe(200);
    const fresh = await listing();
    forgetCardsInMemory();
    releaseDrawing = await holdEveryDrawingTurn();

    const refused = await card(fresh);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("5");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(refused.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(refused.text).toBe("Preview images are busy right now. Please try again in a few seconds.");
    // Walking the ids again costs no drawing: every card comes from storage.
    for (const id of walked) expect((await card(id)).status).toBe(200);
    // Parallel requests for cards already stored are all served.
    const parallel = await Promise.all(walked.flatMap((id) => [card(id), card(id)]));
    expect(parallel.map((r) => r.status)).toEqual(Array(6).fill(200));

    await releaseDrawing();
    releaseDrawing = undefined;
    expect((await card(fresh)).status).toBe(200);
  });
});
