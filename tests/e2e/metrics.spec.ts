// The machine's Prometheus metrics (decision 0058) from a production server run as Fly runs it:
// a cluster of two workers and a primary with the job worker, metrics on their own port.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { ROOT } from "../../scripts/lib/database-setup";
import { startServer, waitForHealth } from "../../scripts/lib/production-server";
import { createUser } from "../support/fixtures";
import { waitForMail } from "./mailbox";
import { E2E_DB_URL, withE2eDb } from "./seller-db";
import { unique } from "./session";
import { E2E_PORT, e2eServerEnv } from "./settings";

const PORT = E2E_PORT + 4;
const SITE = `http://localhost:${PORT}`;
const METRICS = `http://127.0.0.1:${PORT + 3000}/metrics`;

let machine: ChildProcess;
// Plain fetch keeps no cookies, so every page request is a cookieless visitor's the page cache may answer.
const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: "manual", ...init });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  machine = startServer({
    ...e2eServerEnv(PORT, E2E_DB_URL, path.join(ROOT, ".data", "e2e-uploads")),
    WEB_CONCURRENCY: "2",
    METRICS_PORT: String(PORT + 3000),
    PAGE_CACHE_SECONDS: "5",
  });
  await waitForHealth(machine, SITE, 110_000);
});

test.afterAll(async () => {
  if (machine && machine.exitCode === null) {
    machine.kill("SIGTERM");
    await new Promise((resolve) => machine.once("exit", resolve));
  }
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(url = METRICS): Promise<{ text: string; samples: Sample[] }> {
  const answer = await get(url);
  expect(answer.status).toBe(200);
  const text = await answer.text();
  return { text, samples: parse(text) };
}

/** The sum of a series over every process, for the samples whose labels include these. */
const total = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);

test("the metrics port answers in Prometheus text format, with every process of the machine", async () => {
  const answer = await get(METRICS);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const { text, samples } = await scrape();
  expect(text).toContain("# TYPE http_requests_total counter");
  expect(text).toContain("# TYPE http_request_duration_seconds histogram");
  const processes = new Set(samples.filter((s) => s.name === "process_resident_memory_bytes").map((s) => s.labels.process));
  expect([...processes].sort()).toEqual(["primary", "worker-1", "worker-2"]);
  expect(total(samples, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  expect(samples.some((s) => s.name === "nodejs_gc_duration_seconds_count")).toBe(true);
});

test("the public port does not answer /metrics", async () => {
  const answer = await get(`${SITE}/metrics`);
  expect(answer.status).toBe(404);
  expect(await answer.text()).not.toContain("http_requests_total");
});

test("request counts, durations and page-cache answers move with real requests, by route id", async () => {
  const before = (await scrape()).samples;
  const url = `${SITE}/buy?sortBy=price_low`;
  for (let i = 0; i < 5; i++) expect((await get(url)).status).toBe(200);
  expect((await get(`${SITE}/vehicles/999999999`)).status).toBe(404);
  // A request is counted when its connection reports the answer complete, a moment after the client has it.
  const missing = { route: "routes/vehicle", status_class: "4xx" };
  await expect.poll(async () => total((await scrape()).samples, "http_requests_total", missing) - total(before, "http_requests_total", missing)).toBe(1);
  const after = (await scrape()).samples;

  const buy = { route: "routes/buy", method: "GET", status_class: "2xx" };
  expect(total(after, "http_requests_total", buy) - total(before, "http_requests_total", buy)).toBe(5);
  const durations = { route: "routes/buy", status_class: "2xx" };
  expect(total(after, "http_request_duration_seconds_count", durations) - total(before, "http_request_duration_seconds_count", durations)).toBe(5);
  // The first of the five rendered the page; the ones that reached the same worker after it were answered from its cache.
  expect(total(after, "page_cache_requests_total", { result: "miss" }) - total(before, "page_cache_requests_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
  expect(total(after, "page_cache_requests_total", { result: "hit" }) - total(before, "page_cache_requests_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
});

test("a mail sent by a job moves the job and mail figures of the process that ran the jobs, never a worker's", async () => {
  // The browser tests' own server shares the database and its job queue: either machine's
  // primary may take the job, so both machines' figures are read.
  const machines = [METRICS, `http://127.0.0.1:${E2E_PORT + 3000}/metrics`];
  const scrapeBoth = async () => (await Promise.all(machines.map((url) => scrape(url)))).flatMap((m) => m.samples);
  const email = `metrics-${unique()}@example.com`;
  const password = await hashPassword("metrics-trail-7");
  await withE2eDb((db) => createUser(db, { email, password }));
  const before = await scrapeBoth();
  const asked = await get(`${SITE}/forgot-password`, { method: "POST", body: new URLSearchParams({ email }), headers: { Origin: SITE } });
  expect(asked.status).toBeLessThan(400);
  await waitForMail(email, /reset/i);
  const grown = (samples: Sample[], name: string, labels: Record<string, string>) => total(samples, name, labels) - total(before, name, labels);
  // The job ran in this machine's primary or in the lone process ("server") of the other.
  await expect.poll(async () => grown(await scrapeBoth(), "mail_sent_total", {}), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  const after = await scrapeBoth();
  expect(grown(after, "job_attempts_total", { outcome: "completed" })).toBeGreaterThanOrEqual(1);
  expect(grown(after, "mail_sent_total", { process: "worker-1" }) + grown(after, "mail_sent_total", { process: "worker-2" })).toBe(0);
  expect(after.filter((s) => s.name === "jobs_queued" && s.labels.process === "primary").length).toBeGreaterThan(0);
});

test("no request adds a series of its own: labels never carry a URL or anything a visitor sent", async () => {
  const token = () => `zq${randomBytes(6).toString("hex")}`;
  const fuzzed = () => [
    `/${token()}`,
    `/${token()}/${token()}.php`,
    `/vehicles/${token()}`,
    `/buy?keyword=${token()}&sortBy=${token()}`,
    `/dealers/${token()}`,
    `/api/${token()}`,
    `/${token()}.data`,
    `/assets/${token()}.js`,
    `/%E0%A4%A${token()}`,
  ];
  const methods = ["GET", "POST", "DELETE"] as const;
  const send = async (paths: string[]) => {
    for (const p of paths) for (const method of methods) await (await get(`${SITE}${p}`, { method, headers: { Origin: SITE, "x-request-id": token() } })).arrayBuffer();
  };
  // Once, so every route and status class these requests reach has its series already.
  await send(fuzzed());
  // Which worker took a request is the cluster's choice, not the visitor's: series are compared without it.
  const seriesOf = (samples: Sample[]) =>
    new Set(samples.filter((s) => s.name.startsWith("http_") || s.name.startsWith("page_cache_")).map(({ name, labels: { process: _, ...labels } }) => `${name}${JSON.stringify(labels)}`));
  const before = seriesOf((await scrape()).samples);
  const sent: string[] = [];
  for (let round = 0; round < 5; round++) {
    const paths = fuzzed();
    sent.push(...paths);
    await send(paths);
  }
  const { text, samples } = await scrape();
  expect([...seriesOf(samples)].filter((series) => !before.has(series))).toEqual([]);
  for (const p of sent) for (const part of p.match(/zq[0-9a-f]{12}/g) ?? []) expect(text).not.toContain(part);
});
