// Dealers' plans whose paid period has ended, asked about again every ten minutes by every
// machine that runs the job worker (app/modules/dealer-plans/lapsed-periods.server.ts): applying
// a provider's answer twice changes nothing, so machines need no lock between them.
import { log } from "../app/shared/log";
import { scheduledRun } from "./scheduled-run";

const planRenewals = scheduledRun("dealer plans not refreshed", async () => {
  const { refreshLapsedSubscriptions } = await import("../app/modules/dealer-plans/lapsed-periods.server");
  const changed = await refreshLapsedSubscriptions();
  if (changed) log("info", "dealer plans refreshed", { changed });
});

export const startScheduledPlanRenewals = (intervalMs = 10 * 60 * 1000) => planRenewals.start(intervalMs);
export const stopScheduledPlanRenewals = () => planRenewals.stop();
