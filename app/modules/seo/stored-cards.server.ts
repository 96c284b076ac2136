// Preview cards are drawn once per version of what they say and kept in the media storage (the
// local disk, or the bucket in production) as previews/<kind>/<id>/<version>.png, the version
// being a hash of the card's text and design. Walking every listing id therefore costs one
// drawing per listing ever, on any machine; a new version replaces the listing's older ones.
// Drawing is the costly part, so it runs one card at a time per process: the next ones wait
// briefly, then are refused with 503 and Retry-After rather than queue behind each other.
// The few cards asked for most stay in memory too, bounded in bytes (decision 30).
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { mediaStorage } from "~/modules/media/storage.server";
import type { MediaStorage } from "~/modules/media/media-storage";
import { AppError } from "~/utils/app-error";
import { WorkSlots } from "~/utils/work-slots";
import { renderCard, type CardText } from "./card-image.server";

export type CardKind = "vehicles" | "research";

// Bump when the drawing changes, so every stored card is drawn again in the new design.
const CARD_DESIGN = "2";

export const CARD_DRAWING_LIMITS = { running: 1, waiting: 8, maxWaitMs: 2000 };
const BUSY_RETRY_AFTER_SECONDS = 5;
const drawingGate = new WorkSlots(
  CARD_DRAWING_LIMITS,
  () => new AppError("Preview images are busy right now. Please try again in a few seconds.", { status: 503, code: "preview-busy", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }),
);

// About 50 cards of about 80 KB: the storage is the real keeper, this only spares it the most asked.
const MEMORY_BYTES = 4 * 1024 * 1024;
const inMemory = new LRUCache<string, Buffer>({ maxSize: MEMORY_BYTES, sizeCalculation: (png) => png.length });
// Requests for the same card while it is read or drawn share the one read or drawing.
const pending = new Map<string, Promise<Buffer>>();

/** The card's version: changes whenever what it says (or how it is drawn) does. */
export function cardVersion(text: CardText): string {
  return createHash("sha256").update(JSON.stringify([CARD_DESIGN, text.kicker, text.title, text.highlight ?? "", text.footer ?? ""])).digest("hex").slice(0, 20);
}

const folderOf = (kind: CardKind, id: string) => `previews/${kind}/${id}/`;
export const cardKey = (kind: CardKind, id: string, text: CardText) => `${folderOf(kind, id)}${cardVersion(text)}.png`;

/** Deletes the listing's (or post's) cards of other versions; a failure only leaves a file behind. */
async function forgetOlderVersions(storage: MediaStorage, folder: string, keep: string) {
  for await (const object of storage.list(folder)) {
    if (object.key !== keep) await storage.delete(object.key);
  }
}

async function readOrDraw(storage: MediaStorage, kind: CardKind, id: string, key: string, text: CardText): Promise<Buffer> {
  const stored = await storage.get(key).catch((error) => {
    console.warn(`preview card ${key} could not be read: ${(error as Error).message}`);
    return null;
  });
  if (stored) return stored.body;
  const png = await drawingGate.run(() => renderCard(text));
  try {
    await storage.put(key, png, "image/png");
    await forgetOlderVersions(storage, folderOf(kind, id), key).catch((error) => console.warn(`older preview cards of ${key} were not deleted: ${(error as Error).message}`));
  } catch (error) {
    // Served anyway; the next request tries to store it again.
    console.warn(`preview card ${key} could not be stored: ${(error as Error).message}`);
  }
  return png;
}

/**
 * The card with this text for a listing or post: from memory, else from storage, else drawn in
 * turn and stored. Throws a "preview-busy" AppError (503) when drawings are queued past their limit.
 */
export function storedCard(kind: CardKind, id: string, text: CardText, storage: MediaStorage = mediaStorage()): Promise<Buffer> {
  const key = cardKey(kind, id, text);
  const kept = inMemory.get(key);
  if (kept) return Promise.resolve(kept);
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  const card = readOrDraw(storage, kind, id, key, text)
    .then((png) => {
      inMemory.set(key, png);
      return png;
    })
    .finally(() => pending.delete(key));
  pending.set(key, card);
  return card;
}

/** Forgets the cards kept in memory (tests: the next request reads the storage). */
export function forgetCardsInMemory() {
  inMemory.clear();
}

/** Runs a task in a drawing's turn (tests hold turns with it). */
export const inDrawingTurn = <T>(task: () => Promise<T>): Promise<T> => drawingGate.run(task);

/** How many drawings run and wait in this process right now. */
export const cardDrawingLoad = () => drawingGate.load;
