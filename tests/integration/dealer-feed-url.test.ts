// POST /api/dealers/:slug/feed-runs with { url }: the feed is fetched once from the dealer's address
// by the safe fetch, so an address inside the network is refused before anything is written.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "~/utils/db.server";
import { requestApp, sessionCookieFor } from "../support/app-requests";
import { createDealership, feedCsv } from "../support/feed-fixtures";

// The test allowance must name the feed server before the environment is first read.
const feedServer = await vi.hoisted(async () => {
  const { startFeedServer } = await import("../support/feed-server");
  const server = await startFeedServer();
  process.env.FETCH_TEST_LOOPBACK = `127.0.0.1:${server.port}`;
  return server;
});

let slug: string;
let dealershipId: number;
let owner: string;
beforeAll(async () => {
  const here = await createDealership(prisma);
  slug = here.dealership.slug;
  dealershipId = here.dealership.id;
  owner = await sessionCookieFor(here.owner.id);
  feedServer.route("/lot.csv", (_req, res) => res.writeHead(200, { "Content-Type": "text/csv" }).end(feedCsv([{ stock: "URL1" }, { stock: "URL2" }])));
});
afterAll(() => feedServer.close());

describe("a feed run by URL", () => {
  it("fetches the feed from the dealer's address once and runs it: checked first, then applied", async () => {
    const dry = await requestApp({ url: `/api/dealers/${slug}/feed-runs?dryRun=1`, cookie: owner, json: { url: feedServer.url("/lot.csv") } });
    expect(dry.status).toBe(200);
    expect(JSON.parse(dry.text)).toMatchObject({ created: 2, rejected: [] });
    expect(await prisma.vehicle.count({ where: { dealershipId } })).toBe(0);

    const applied = await requestApp({ url: `/api/dealers/${slug}/feed-runs`, cookie: owner, json: { url: feedServer.url("/lot.csv") } });
    expect(applied.status).toBe(201);
    expect(JSON.parse(applied.text)).toMatchObject({ created: 2 });
    expect(feedServer.hits("/lot.csv")).toBe(2);
    expect(await prisma.listing.count({ where: { dealershipId, status: "active" } })).toBe(2);
  });

  it("refuses an address inside the network, an address the allowance does not name, and no address, writing nothing", async () => {
    const before = await prisma.dealerFeedRun.count({ where: { dealershipId } });
    for (const url of ["https://169.254.169.254/latest/meta-data", "https://10.0.0.1/feed.csv", "http://127.0.0.1:9/feed.csv", "https://[::1]/feed.csv"]) {
      const refused = await requestApp({ url: `/api/dealers/${slug}/feed-runs`, cookie: owner, json: { url } });
      expect({ url, status: refused.status }).toEqual({ url, status: 422 });
    }
    const none = await requestApp({ url: `/api/dealers/${slug}/feed-runs`, cookie: owner, json: {} });
    expect(none.status).toBe(400);
    expect(JSON.parse(none.text).error).toBe("Give the feed's https address as url, or upload the file.");
    expect(await prisma.dealerFeedRun.count({ where: { dealershipId } })).toBe(before);
  });
});
