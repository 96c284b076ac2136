// A listing's life on a schedule: every machine that runs the job worker ticks once a minute;
// the run's advisory locks let one machine at a time expire listings and record reminders
// (app/modules/listing-lifecycle/expiry.server.ts, decision 21).
import { log } from "../app/shared/log";
import { scheduledRun } from "./scheduled-run";

const listingLife = scheduledRun("listing life run failed", async () => {
  const { runListingLife } = await import("../app/modules/listing-lifecycle/expiry.server");
  const run = await runListingLife();
  if (run.switched || run.expired || run.reminders) log("info", "listing life run", { ...run });
});

export const startScheduledListingLife = (intervalMs?: number) => listingLife.start(intervalMs);
export const stopScheduledListingLife = () => listingLife.stop();
