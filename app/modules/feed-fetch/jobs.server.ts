// The feed jobs (issue 35): "feed-pull" pulls one dealer's feed when it is due, "feed-photos"
// fetches the photos of the units a run created or changed. The schedule (server/scheduled-feed-pulls.ts)
// queues a pull for each due feed every minute; a pull queued twice runs once (pull-feed.server.ts).
import { QUEUES, enqueue } from "~/modules/jobs/boss.server";
import { defineJob } from "~/modules/jobs/registry.server";
import { runFeed } from "~/modules/feeds/run-feed.server";
import { log } from "../../shared/log";
import { dueFeedDealerships, pullFeed } from "./pull-feed.server";
import { fetchFeedPhotos, type FeedPhotosJob } from "./feed-photos.server";

defineJob<{ dealershipId: number }>(QUEUES.feedPull, async ({ dealershipId }) => {
  const pulled = await pullFeed(dealershipId, { runner: runFeed });
  if (pulled.outcome !== "not-due") log("info", "feed pull", { dealershipId, ...pulled });
});

defineJob<FeedPhotosJob>(QUEUES.feedPhotos, async (job) => {
  const photos = await fetchFeedPhotos(job);
  log("info", "feed photos", { dealershipId: job.dealershipId, vehicles: job.vehicleIds.length, ...photos });
});

/** Queues a pull for every due feed; one per dealership per 10 minutes at most. Returns how many were queued. */
export async function queueDueFeedPulls(now = new Date()): Promise<number> {
  let queued = 0;
  for (const dealershipId of await dueFeedDealerships(now)) {
    if (await enqueue(QUEUES.feedPull, { dealershipId }, { singletonKey: `feed-pull:${dealershipId}`, singletonSeconds: 600 })) queued++;
  }
  return queued;
}
