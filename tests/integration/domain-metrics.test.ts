// The metrics the domain records (decision 0058), moved by real work: a search, a connection
// checked out, an upload accepted or refused, a rate limit refusing, a mail through a real SMTP
// server. Each figure is read before and after, so other files' work in this process never counts.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.UPLOAD_DIR = `${process.env.TMPDIR ?? "/tmp"}/ridemarket-domain-metrics-${process.pid}`;
});

import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import type client from "prom-client";
import { prisma } from "~/utils/db.server";
import { createSurvivingPool } from "~/utils/db-pool.server";
import { metrics, refreshGauges } from "~/utils/metrics.server";
import { searchListings } from "~/modules/search/search.server";
import { searchQueriesFor } from "~/modules/search/statements.server";
import { parseSearchParams } from "~/modules/search/filters";
import { UPLOAD_LIMITS } from "~/modules/media/upload-limits.server";
import { pngBytes } from "~/modules/media/testing/images";
import { createMailer } from "~/modules/mail/mail.server";
import { createListing, createUser } from "../support/fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";
import { resolved } from "../support/search";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

type Labels = Record<string, string>;

/** A series' value (0 when it has none yet); for a histogram, `suffix` picks "_count" or "_sum". */
async function valueOf(metric: client.Metric<string>, labels: Labels = {}, suffix = ""): Promise<number> {
  const { name, values } = await metric.get();
  const matches = (series: client.MetricValue<string>) =>
    (!suffix || (series as { metricName?: string }).metricName === `${name}${suffix}`) && Object.entries(labels).every(([k, v]) => series.labels[k] === v);
  return values.find(matches)?.value ?? 0;
}

/** How much `work` moved a series. */
async function moved(metric: client.Metric<string>, labels: Labels, work: () => Promise<unknown>, suffix = ""): Promise<number> {
  const before = await valueOf(metric, labels, suffix);
  await work();
  return (await valueOf(metric, labels, suffix)) - before;
}

const searchFor = async (query: string) => {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return resolved(parsed.filters);
};

afterAll(() => fs.rm(process.env.UPLOAD_DIR!, { recursive: true, force: true }));

describe("search_duration_seconds", () => {
  beforeAll(async () => {
    await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7200, zip: "90210" });
    await createListing(prisma, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2019, price: 5100, zip: "10001" });
  });

  it("times a search under the plan that answered its page", async () => {
    const everything = await searchFor("");
    expect(await moved(metrics.searchDuration, { plan: "direct" }, () => searchListings(everything), "_count")).toBe(1);

    // A filter the window's index does not read: the window holds too few listings to fill the page, so the gathered matches answer it.
    const windowed = await searchFor("sortBy=price_low&make=Honda");
    expect(searchQueriesFor(windowed).plan.windowed).toBe(true);
    expect(await moved(metrics.searchDuration, { plan: "matches" }, () => searchListings(windowed), "_count")).toBe(1);

    const countFirst = await searchFor("keyword=honda");
    expect(searchQueriesFor(countFirst).plan.countFirst).toBe(true);
    expect(await moved(metrics.searchDuration, { plan: "count_first" }, () => searchListings(countFirst), "_count")).toBe(1);

    const gatheredFirst = await searchFor("keyword=honda&type=dirtbike");
    expect(searchQueriesFor(gatheredFirst).plan.gatherFirst).toBe(true);
    expect(await moved(metrics.searchDuration, { plan: "gathered_first" }, () => searchListings(gatheredFirst), "_count")).toBe(1);
  });
});

describe("db_pool_connections and db_pool_waiting", () => {
  const inUse = (pool: string) => valueOf(metrics.dbPoolConnections, { pool, state: "in_use" });
  const idle = (pool: string) => valueOf(metrics.dbPoolConnections, { pool, state: "idle" });

  it("count a checked-out connection, an idle one and a waiting query by the pool's role, and forget a closed pool", async () => {
    const pool = createSurvivingPool({ connectionString: process.env.DATABASE_URL, max: 1 }, "test host", "test-role");
    const held = await pool.connect();
    const waiting = pool.connect();
    await refreshGauges();
    expect([await inUse("test-role"), await idle("test-role"), await valueOf(metrics.dbPoolWaiting, { pool: "test-role" })]).toEqual([1, 0, 1]);

    held.release();
    (await waiting).release();
    await refreshGauges();
    expect([await inUse("test-role"), await idle("test-role"), await valueOf(metrics.dbPoolWaiting, { pool: "test-role" })]).toEqual([0, 1, 0]);

    await pool.end();
    await refreshGauges();
    expect([await inUse("test-role"), await idle("test-role")]).toEqual([0, 0]);
  });

  it("label the app's own pool primary, never by its host", async () => {
    await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      await refreshGauges();
      expect(await inUse("primary")).toBeGreaterThanOrEqual(1);
    });
    const { values } = await metrics.dbPoolConnections.get();
    expect(values.map((series) => series.labels.pool).filter((pool) => /[:/.]/.test(String(pool)))).toEqual([]);
  });
});

describe("uploads and rate limits", () => {
  let png: Buffer;
  const photo = () => new File([new Uint8Array(png)], "bike.png", { type: "image/png" });

  async function seller() {
    const user = await createUser(prisma);
    return { id: user.id, cookie: await sessionCookieFor(user.id) };
  }

  beforeAll(async () => {
    png = await pngBytes();
  });

  it("count an accepted upload's bytes", async () => {
    const s = await seller();
    const bytes = await moved(metrics.uploadBytes, {}, async () => {
      const answer = await requestApp({ url: "/api/upload/images", cookie: s.cookie, form: { images: [photo()] } });
      expect(answer.status).toBe(200);
    });
    expect(bytes).toBe(png.length);
  });

  it("count a refused upload by its reason, and no bytes for it", async () => {
    const s = await seller();
    const notAnImage = () => requestApp({ url: "/api/upload/images", cookie: s.cookie, form: { images: [new File(["not a photo"], "x.jpg")] } });
    const bytesBefore = await valueOf(metrics.uploadBytes);
    expect(await moved(metrics.uploadRefusals, { reason: "not_an_image" }, async () => expect((await notAnImage()).status).toBe(400))).toBe(1);
    const tooMany = () => requestApp({ url: "/api/upload/images", cookie: s.cookie, form: { images: [photo()], existingCount: "10" } });
    expect(await moved(metrics.uploadRefusals, { reason: "too_many" }, async () => expect((await tooMany()).status).toBe(400))).toBe(1);
    expect(await valueOf(metrics.uploadBytes)).toBe(bytesBefore);
  });

  it("count a request past a seller's upload rate as a refused upload and under the limit's name", async () => {
    const s = await seller();
    await prisma.rateLimit.create({ data: { key: `upload:user:${s.id}`, count: UPLOAD_LIMITS.requestsPerSeller.limit, windowStart: new Date() } });
    const refusals = { limit: await valueOf(metrics.rateLimitRefusals, { limit: "upload_requests_per_seller" }), upload: await valueOf(metrics.uploadRefusals, { reason: "over_limit" }) };

    const answer = await requestApp({ url: "/api/upload/images", cookie: s.cookie, form: { images: [photo()] } });

    expect(answer.status).toBe(429);
    expect(await valueOf(metrics.rateLimitRefusals, { limit: "upload_requests_per_seller" })).toBe(refusals.limit + 1);
    expect(await valueOf(metrics.uploadRefusals, { reason: "over_limit" })).toBe(refusals.upload + 1);
  });

  it("count an upload past a seller's daily photo quota under the quota's name", async () => {
    const s = await seller();
    await prisma.photoUpload.createMany({ data: Array.from({ length: UPLOAD_LIMITS.photosPerDay }, () => ({ id: randomUUID(), userId: s.id })) });
    const upload = async () => expect((await requestApp({ url: "/api/upload/images", cookie: s.cookie, form: { images: [photo()] } })).status).toBe(429);
    expect(await moved(metrics.rateLimitRefusals, { limit: "upload_photos_per_day" }, upload)).toBe(1);
  });

  it("count a passkey sign-in refused past the per-address limit under its name, never the address", async () => {
    const address = "198.51.100.231";
    await prisma.rateLimit.create({ data: { key: `passkey:ip:${address}`, count: 10_000, windowStart: new Date() } });
    const begin = () => requestApp({ url: "/api/auth/passkey/authenticate/begin", json: {}, address });
    expect(await moved(metrics.rateLimitRefusals, { limit: "passkey_per_ip" }, async () => expect((await begin()).status).toBe(429))).toBe(1);
    const { values } = await metrics.rateLimitRefusals.get();
    expect(values.some((series) => String(series.labels.limit).includes(address))).toBe(false);
  });
});

describe("mail_sent_total and mail_failed_total", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.stop());

  it("count a mail the SMTP server took, and one it refused", async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: "RideMarket <no-reply@ridemarket.example>", outboxDir: "/nonexistent" });
    const mail = { to: "buyer@example.com", subject: "Counted", text: "Hello", html: "<p>Hello</p>" };
    try {
      expect(await moved(metrics.mailSent, {}, () => mailer.send(mail))).toBe(1);
      await sink.waitFor((m) => m.subject === "Counted");

      sink.refuse(1);
      const failed = await moved(metrics.mailFailed, {}, () => expect(mailer.send(mail)).rejects.toThrow());
      expect(failed).toBe(1);
      expect(sink.refused).toBe(1);
    } finally {
      mailer.close();
    }
  });
});
