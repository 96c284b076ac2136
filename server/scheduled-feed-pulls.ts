// Dealers' feeds pulled on their schedule: every machine that runs the job worker ticks once a
// minute and queues a "feed-pull" job for each feed due (dealer_feeds.next_pull_at); a singleton
// key and the pull's own advisory lock make one pull of a dealer run at a time (decision 51).
import { log } from "../app/shared/log";
import { scheduledRun } from "./scheduled-run";

const feedPulls = scheduledRun("feed pulls not queued", async () => {
  const { queueDueFeedPulls } = await import("../app/modules/feed-fetch/jobs.server");
  const queued = await queueDueFeedPulls();
  if (queued) log("info", "feed pulls queued", { queued });
});

export const startScheduledFeedPulls = (intervalMs?: number) => feedPulls.start(intervalMs);
export const stopScheduledFeedPulls = () => feedPulls.stop();
