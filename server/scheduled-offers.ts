// Offers past their 48 hours, marked expired once a minute by every machine that runs the job
// worker (app/modules/offers/offers.server.ts, decision 53). Each offer is claimed by one
// conditional UPDATE, so machines need no lock between them and both sides are told once.
import { log } from "../app/shared/log";
import { scheduledRun } from "./scheduled-run";

const offerExpiry = scheduledRun("offer expiry run failed", async () => {
  const { expireDueOffers } = await import("../app/modules/offers/offers.server");
  const expired = await expireDueOffers();
  if (expired) log("info", "offers expired", { expired });
});

export const startScheduledOfferExpiry = (intervalMs?: number) => offerExpiry.start(intervalMs);
export const stopScheduledOfferExpiry = () => offerExpiry.stop();
