// The daily price-drop digest (app/modules/seller-listings/price-drop-digest.server.ts), tried every
// ten minutes by every machine that runs the job worker: once a UTC day is over its drops are
// pending, the run holds an advisory lock and marks what it mails, so later tries find nothing.
import { log } from "../app/shared/log";
import { scheduledRun } from "./scheduled-run";

const priceDrops = scheduledRun("price-drop digest failed", async () => {
  const { runPriceDropDigest } = await import("../app/modules/seller-listings/price-drop-digest.server");
  const run = await runPriceDropDigest();
  if (run && run.notices) log("info", "price-drop digest sent", { ...run });
});

export const startScheduledPriceDrops = (intervalMs = 10 * 60 * 1000) => priceDrops.start(intervalMs);
export const stopScheduledPriceDrops = () => priceDrops.stop();
