import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { QUEUES, jobBoss } from "~/modules/jobs/boss.server";
import { jobHandlers } from "~/modules/jobs/registry.server";
import { redirectTo, startFeedServer, withEtag, type FeedServer } from "../../../tests/support/feed-server";
import type { RunFeedInput, FeedRunReport } from "~/modules/feeds/run-feed.server";
import { dueFeedDealerships, pullFeed, type FeedRunner } from "./pull-feed.server";
import { createDealership } from "./testing";
import { queueDueFeedPulls } from "./jobs.server";

const HOUR = 60 * 60 * 1000;
let server: FeedServer;
let document = "stock,year\nA1,2020\n";
let version = 1;

const report = (runId = 1): FeedRunReport => ({ runId, created: 1, updated: 0, unchanged: 0, unpublished: 0, heldBack: 0, rejected: [], unmatched: [] });

/** A runner that keeps what it was given. */
function recordingRunner(answer: () => Promise<FeedRunReport> = async () => report()) {
  const inputs: RunFeedInput[] = [];
  const runner: FeedRunner = async (input) => {
    inputs.push(input);
    return answer();
  };
  return { runner, inputs };
}

const pullNow = (dealershipId: number, runner: FeedRunner, now = new Date(), fetch: { timeoutMs?: number; allowance?: FeedServer["allowance"] } = {}) =>
  pullFeed(dealershipId, { runner, now, fetch: { allowance: server.allowance, ...fetch } });
const failedRuns = (dealershipId: number) => prisma.dealerFeedRun.findMany({ where: { dealershipId, status: "failed" }, select: { source: true, error: true, finishedAt: true } });

beforeAll(async () => {
  server = await startFeedServer();
  server.route("/feed.csv", (req, res) => withEtag(`"v${version}"`, () => document, "text/csv")(req, res));
});
afterAll(() => server.close());

describe("pullFeed", () => {
  it("hands a changed document to the runner and keeps its ETag; a 304 then only moves the next pull", async () => {
    const dealer = await createDealership(prisma, { url: server.url("/feed.csv") });
    const { runner, inputs } = recordingRunner();
    const now = new Date();
    expect(await pullNow(dealer.id, runner, now)).toEqual({ outcome: "ran", report: report() });
    expect(inputs).toEqual([{ dealershipId: dealer.id, document: Buffer.from(document), format: "csv", source: "pull", dryRun: false }]);
    const feed = await prisma.dealerFeed.findUniqueOrThrow({ where: { dealershipId: dealer.id } });
    expect(feed).toMatchObject({ etag: '"v1"', lastPulledAt: now, nextPullAt: new Date(now.getTime() + 24 * HOUR) });

    const tomorrow = new Date(now.getTime() + 25 * HOUR);
    expect(await pullNow(dealer.id, runner, tomorrow)).toEqual({ outcome: "not-modified" });
    expect(server.requests.at(-1)!.headers["if-none-match"]).toBe('"v1"');
    expect(inputs).toHaveLength(1);
    expect(await prisma.dealerFeed.findUniqueOrThrow({ where: { dealershipId: dealer.id } })).toMatchObject({ etag: '"v1"', nextPullAt: new Date(tomorrow.getTime() + 24 * HOUR) });

    document = "stock,year\nA1,2021\n";
    version = 2;
    const later = new Date(tomorrow.getTime() + 25 * HOUR);
    expect((await pullNow(dealer.id, runner, later)).outcome).toBe("ran");
    expect(inputs.at(-1)!.document.toString()).toBe("stock,year\nA1,2021\n");
    expect((await prisma.dealerFeed.findUniqueOrThrow({ where: { dealershipId: dealer.id } })).etag).toBe('"v2"');
    expect(await prisma.dealerFeedRun.count({ where: { dealershipId: dealer.id } })).toBe(0);
  });

  it("does nothing for a feed not yet due", async () => {
    const dealer = await createDealership(prisma, { url: server.url("/feed.csv"), nextPullAt: new Date(Date.now() + HOUR) });
    const { runner, inputs } = recordingRunner();
    expect(await pullNow(dealer.id, runner)).toEqual({ outcome: "not-due" });
    expect(inputs).toEqual([]);
    expect(await dueFeedDealerships(new Date())).not.toContain(dealer.id);
    expect(await dueFeedDealerships(new Date(Date.now() + 2 * HOUR))).toContain(dealer.id);
  });

  it("follows the feed's redirects, checking each target again", async () => {
    server.route("/moved.csv", redirectTo("/feed.csv", 301));
    server.route("/to-metadata.csv", redirectTo("https://169.254.169.254/latest/meta-data/"));
    const moved = await createDealership(prisma, { url: server.url("/moved.csv"), format: "csv" });
    const { runner, inputs } = recordingRunner();
    expect((await pullNow(moved.id, runner)).outcome).toBe("ran");
    expect(inputs[0]!.document.toString()).toBe(document);

    const inside = await createDealership(prisma, { url: server.url("/to-metadata.csv") });
    expect(await pullNow(inside.id, runner)).toEqual({ outcome: "failed", error: "The host 169.254.169.254 is not a public internet address, so it cannot be fetched." });
    expect(inputs).toHaveLength(1);
  });

  it("records a refused, late or oversized feed as a failed run the dealer sees, and tries again within the hour", async () => {
    server.route("/slow.csv", () => undefined);
    server.route("/huge.csv", (_req, res) => {
      res.writeHead(200, { "content-type": "text/csv" });
      const chunk = Buffer.alloc(1024 * 1024, 0x41);
      let sent = 0;
      const more = () => {
        while (sent < 50) {
          sent++;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end();
      };
      more();
    });
    const { runner, inputs } = recordingRunner();
    const off = { allowance: [] as [] };
    const cases: [string, string, { allowance?: []; timeoutMs?: number }][] = [
      [`https://127.0.0.1:${server.port}/feed.csv`, "The host 127.0.0.1 is not a public internet address, so it cannot be fetched.", off],
      [server.url("/feed.csv"), "The address must start with https://.", off],
      ["https://10.0.0.1/feed.csv", "The host 10.0.0.1 is not a public internet address, so it cannot be fetched.", {}],
      [server.url("/slow.csv"), "The server did not answer in time (1 s).", { timeoutMs: 500 }],
      [server.url("/huge.csv"), "The feed is larger than 40 MB.", {}],
    ];
    for (const [url, error, fetch] of cases) {
      const dealer = await createDealership(prisma, { url });
      const now = new Date();
      expect(await pullNow(dealer.id, runner, now, fetch)).toEqual({ outcome: "failed", error });
      expect(await failedRuns(dealer.id)).toEqual([{ source: "pull", error, finishedAt: expect.any(Date) }]);
      expect((await prisma.dealerFeed.findUniqueOrThrow({ where: { dealershipId: dealer.id } })).nextPullAt).toEqual(new Date(now.getTime() + HOUR));
    }
    expect(inputs).toEqual([]);
  });

  it("records the runner's refusal as a failed run and keeps the old validators, so the next pull fetches the feed whole", async () => {
    const dealer = await createDealership(prisma, { url: server.url("/feed.csv"), etag: '"v0"' });
    const { runner } = recordingRunner(async () => {
      throw new AppError("The feed has no stock number column.");
    });
    expect(await pullNow(dealer.id, runner)).toEqual({ outcome: "failed", error: "The feed has no stock number column." });
    expect(await failedRuns(dealer.id)).toEqual([{ source: "pull", error: "The feed has no stock number column.", finishedAt: expect.any(Date) }]);
    expect((await prisma.dealerFeed.findUniqueOrThrow({ where: { dealershipId: dealer.id } })).etag).toBe('"v0"');
  });

  it("never runs two pulls of one dealer at once", async () => {
    const dealer = await createDealership(prisma, { url: server.url("/feed.csv") });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const { runner, inputs } = recordingRunner(async () => {
      started();
      await held;
      return report();
    });
    const first = pullNow(dealer.id, runner);
    await running;
    expect(await pullNow(dealer.id, runner)).toEqual({ outcome: "busy" });
    release();
    expect((await first).outcome).toBe("ran");
    expect(await pullNow(dealer.id, runner)).toEqual({ outcome: "not-due" });
    expect(inputs).toHaveLength(1);
  });

  it("queues one pull job per due feed, and no second one while it waits", async () => {
    const due = await createDealership(prisma, { url: server.url("/feed.csv"), nextPullAt: new Date(Date.now() - HOUR) });
    const notDue = await createDealership(prisma, { url: server.url("/feed.csv"), nextPullAt: new Date(Date.now() + HOUR) });
    expect(await queueDueFeedPulls()).toBeGreaterThanOrEqual(1);
    expect(await queueDueFeedPulls()).toBe(0);
    const jobs = await (await jobBoss()).fetch<{ dealershipId: number }>(QUEUES.feedPull, { batchSize: 100 });
    const queued = jobs.map((job) => job.data.dealershipId);
    expect(queued.filter((id) => id === due.id)).toHaveLength(1);
    expect(queued).not.toContain(notDue.id);
  });

  it("is a job of the queue, next to the feed-photos job", () => {
    expect(jobHandlers.has(QUEUES.feedPull)).toBe(true);
    expect(jobHandlers.has(QUEUES.feedPhotos)).toBe(true);
  });
});
