// How much photo work one server process takes on at once (decision 27). Fixed numbers, per
// process: a machine runs WEB_CONCURRENCY of them.
import sharp from "sharp";
import { AppError } from "~/utils/app-error";
import { collectSoon } from "~/utils/collect-after-bursts.server";
import { WorkSlots } from "~/utils/work-slots";

// libvips' own threads per image: one, so a decode uses one core however large the photo.
sharp.concurrency(1);
// Every photo is decoded once; libvips' operation cache (50 MB by default) would only hold memory.
sharp.cache(false);

export const UPLOADS_BUSY_MESSAGE = "Photo uploads are busy right now. Please try again in a few seconds.";
const uploadsBusy = () => new AppError(UPLOADS_BUSY_MESSAGE, { status: 503, code: "server-busy", retryAfterSeconds: 10 });

/**
 * Requests carrying photos, from their first file's bytes to their last stored variant. Their
 * files go to temporary files as they arrive, so a slot costs disk, not memory; the line lets a
 * burst wait briefly (its bodies unread) instead of being refused.
 */
export const uploadSlots = new WorkSlots({ running: 4, waiting: 16, maxWaitMs: 30_000 }, uploadsBusy, collectSoon);

/**
 * Image decodes (sharp): one at a time, each on one libvips thread, so photo work holds at most
 * one core of the process and one decoded picture in memory.
 */
export const decodeSlots = new WorkSlots({ running: 1, waiting: 8, maxWaitMs: 30_000 }, uploadsBusy, collectSoon);

/** Runs an image decode in the process's decode slot; a 503 "server-busy" AppError when the line is full. */
export function withDecodeSlot<T>(task: () => Promise<T>): Promise<T> {
  return decodeSlots.run(task);
}
