// One HTTP server process (server/index.ts runs it directly or as a cluster worker): static
// assets, compression, one JSON log line per request, and a graceful stop on SIGTERM.
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { context } from "@opentelemetry/api";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { isDatabaseUnavailable } from "../app/utils/database-errors";
import { serviceUnavailable, wantsJson } from "../app/edge/unavailable-response";
import { precompressedAssets } from "./precompressed-assets";
import { log } from "../app/shared/log";
import { settingsOrExit } from "./settings";
import { pageCache } from "./page-cache";
import { logMemoryEvery } from "./memory-report";
import type { CacheUsage } from "../app/utils/cache-usage.server";
import { clientAddress } from "./client-address";
import { CLIENT_ADDRESS_HEADER } from "../app/modules/security/client-address.server";
import { baselineHeadersOnEveryAnswer, limitRequestBodies, refuseMalformedRequests, refuseResourceRouteData, sendRefusal, setBaselineHeaders } from "./request-guards";
import { startScheduledCleanup } from "./scheduled-cleanup";
import { readyJobSender, startJobWorkerRetrying, stopJobsHere } from "./jobs";
import { metrics, statusClass } from "../app/utils/metrics.server";
import { answerMetricsRequests, recordProcessMetrics, startMetricsServer } from "./metrics-server";
import { routeIdsOf } from "./route-ids";

// Fail before listening when a production secret is missing or a setting is malformed.
const config = settingsOrExit();

// Optional services fall back to local stand-ins; say so loudly in production (once per cluster).
if (config.NODE_ENV === "production" && (cluster.isPrimary || cluster.worker?.id === 1)) {
  const fallbacks: [string | undefined, string][] = [
    [config.STRIPE_SECRET_KEY, "STRIPE_SECRET_KEY is not set: the built-in local payment provider takes payments"],
    [config.S3_BUCKET, "S3_BUCKET is not set: photos are stored on local disk, which a Fly machine does not keep"],
    [config.OPENAI_API_KEY, "OPENAI_API_KEY is not set: listing descriptions are written from catalog data"],
    [config.SMTP_URL, "SMTP_URL is not set: mail is written to .eml files in the outbox folder, not sent"],
    [config.SMS_API_URL, "SMS_API_URL is not set: phone verification codes are written to the outbox folder, not texted"],
  ];
  for (const [value, warning] of fallbacks) if (!value) log("warn", warning);
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(ROOT, "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
// Loaded only when server/index.ts started tracing in this process (which logged any failure).
const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT ? await import("./tracing").catch(() => null) : null;

// A lone process serves its own metrics; a cluster's primary serves every worker's (server/primary.ts).
recordProcessMetrics(cluster.isWorker ? `worker-${process.env.WORKER_SLOT ?? cluster.worker?.id}` : "server");
if (cluster.isWorker) answerMetricsRequests();
else if (config.METRICS_PORT > 0) startMetricsServer(config.METRICS_PORT, config.METRICS_HOST);
const routeIdOf = routeIdsOf(build.routes);
// What a request's metrics are labelled with: never its URL, only which part of the app answered.
const metricsRouteOf = (req: express.Request, res: express.Response): string => {
  if (typeof res.locals.metricsRoute === "string") return res.locals.metricsRoute;
  if (req.path.startsWith("/assets/")) return "assets";
  return routeIdOf(req.path);
};

let inFlight = 0;
let shuttingDown = false;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const given = req.get("x-request-id") ?? req.get("fly-request-id");
  const id = given && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
  res.setHeader("x-request-id", id);
  inFlight++;
  // The request's trace (a no-op without tracing), for its log line written after its span ended.
  const traced = context.active();
  res.once("close", () => {
    inFlight--;
    // 499: the client went away before the response was complete.
    const status = res.writableFinished ? res.statusCode : 499;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = metricsRouteOf(req, res);
    const kind = statusClass(status);
    metrics.httpRequests.inc({ route, method: METHODS.has(req.method) ? req.method : "other", status_class: kind });
    metrics.httpDuration.observe({ route, status_class: kind }, seconds);
    context.with(traced, () => log("info", "request", { id, method: req.method, path: req.originalUrl.split("?")[0], route, status, durationMs: Math.round(seconds * 1e5) / 100 }));
  });
  next();
};

// Lets the image test hold a request open across SIGTERM; only when explicitly enabled.
const testDelay: RequestHandler = (req, _res, next) => {
  const ms = Math.min(Number(req.get("x-test-delay")) || 0, 30_000);
  if (ms > 0) setTimeout(next, ms);
  else next();
};

// Never show a stack trace or error text to the visitor; the log line carries the detail.
// An error the app did not answer itself that says the database is away is a 503, like the app's own.
const errorHandler: ErrorRequestHandler = async (error, req, res, _next) => {
  const outage = isDatabaseUnavailable(error);
  log(outage ? "warn" : "error", outage ? "database unavailable" : "unhandled error", { id: res.getHeader("x-request-id"), path: req.path, error: String(outage ? error?.message : error?.stack ?? error) });
  if (res.headersSent) return res.destroy();
  // Express's own 4xx (a path parameter that does not decode, say) keeps its status, not its text.
  const status = Number(error?.status ?? error?.statusCode);
  if (!outage && status >= 400 && status < 500) return sendRefusal(req, res, status === 413 ? 413 : 400);
  setBaselineHeaders(res);
  if (outage) {
    const answer = serviceUnavailable(wantsJson(req.path, req.get("accept")));
    answer.headers.forEach((value, name) => res.setHeader(name, value));
    return res.status(503).send(await answer.text());
  }
  res.status(500).type("text/plain").send("Internal Server Error");
};

const app = express();
app.disable("x-powered-by");
app.use(requestLog);
app.use(baselineHeadersOnEveryAnswer);
// Ahead of the rest, so a loaded machine still answers its health check at once (decision 31).
type HealthReport = { status: number; body: unknown };
const healthReport = (build.entry.module as { healthReport?: () => Promise<HealthReport> }).healthReport;
app.get("/healthz", (_req, res, next) => {
  if (!healthReport) return next();
  res.locals.metricsRoute = "healthz";
  healthReport().then(({ status, body }) => res.status(status).set("Cache-Control", "no-store").json(body), next);
});
app.use(clientAddress(config.TRUST_PROXY));
app.use(refuseMalformedRequests);
if (process.env.TEST_SLOW_REQUESTS === "1") {
  log("warn", "TEST_SLOW_REQUESTS is on: the x-test-delay header delays requests");
  app.use(testDelay);
}
// Brotli quality 3 rather than the middleware's 4: under half the CPU for a rendered page,
// a few percent more bytes (the page cache answers at quality 2 for the same reason).
app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } } }));
// After compression: the cache keeps bodies as rendered and its answers are compressed per client.
// A cached vehicle page is still a view of the listing: the app counts it (decision 20).
type Browser = { address: string; userAgent: string | null; purpose: string | null };
const countCachedPageView = (build.entry.module as { countCachedPageView?: (path: string, browser: Browser) => void }).countCachedPageView;
const onCachedAnswer = (req: express.Request) =>
  countCachedPageView?.(req.path, { address: String(req.headers[CLIENT_ADDRESS_HEADER] ?? ""), userAgent: req.get("user-agent") ?? null, purpose: req.get("sec-purpose") ?? req.get("purpose") ?? null });
// A page shared by view is kept once for every visitor who sees the same of themselves on it (decision 63).
const sharedViewOf = (build.entry.module as { sharedViewOf?: (path: string, cookie: string) => Promise<string | null> }).sharedViewOf;
const viewOf = sharedViewOf && ((req: express.Request) => sharedViewOf(req.originalUrl, req.headers.cookie ?? ""));
const pages = config.PAGE_CACHE_SECONDS > 0 ? pageCache(config.PAGE_CACHE_SECONDS, { onCachedAnswer, viewOf, maxBytes: config.PAGE_CACHE_MB * 2 ** 20 }) : null;
if (pages) app.use(pages);
const appCaches = (build.entry.module as { cacheUsage?: () => CacheUsage[] }).cacheUsage;
logMemoryEvery(config.MEMORY_LOG_SECONDS, () => [...(pages ? [{ name: "pages", ...pages.usage() }] : []), ...(appCaches?.() ?? [])]);
// Static files never reach the app's middleware, so they get its baseline headers from setBaselineHeaders.
// Fingerprinted build output never changes under the same name.
app.use("/assets", precompressedAssets(path.join(buildDir, "client", "assets")));
app.use("/assets", express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false, setHeaders: setBaselineHeaders }));
// No directory redirects: a path like "/a/.." falls through to the app instead of a bare 301.
const publicFile = (res: express.Response) => {
  res.locals.metricsRoute = "static";
  setBaselineHeaders(res);
};
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false, redirect: false, setHeaders: publicFile }));
app.use(refuseResourceRouteData(() => build.routes));
const appHandler = limitRequestBodies(createRequestHandler({ build: tracing ? tracing.tracedBuild(build) : build, mode: config.NODE_ENV }));
if (tracing) app.all("*", tracing.nameRequestSpan(routeIdOf), appHandler);
else app.all("*", appHandler);
app.use(errorHandler);

const server = app.listen(config.PORT, () => log("info", "listening", { port: config.PORT, node: process.version }));
if (config.NODE_ENV === "production") startScheduledCleanup();

// In a cluster the primary runs the job worker (server/primary.ts); a lone process runs it itself.
// If the database is away at start-up, try again a little later rather than stop serving.
const jobsStarting = config.JOB_WORKER && cluster.isPrimary ? startJobWorkerRetrying(config.DATABASE_URL, () => shuttingDown) : undefined;
const senderReady = jobsStarting ? undefined : readyJobSender();

async function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) return;
  shuttingDown = true;
  log("info", "shutting down", { signal, inFlight });
  const deadline = setTimeout(() => {
    log("error", "requests still open at the shutdown deadline", { inFlight });
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  deadline.unref();
  // close() stops accepting connections and calls back once every open one has ended;
  // keep-alive connections end as soon as their current response is done.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  await closed;
  clearInterval(idle);
  // Lets a running job (a mail being sent) finish; an unfinished one is retried by any machine.
  await jobsStarting?.();
  await senderReady;
  await stopJobsHere(Math.min(10_000, config.SHUTDOWN_TIMEOUT_MS));
  const entry = build.entry.module as { closeConnections?: () => Promise<void> };
  await entry.closeConnections?.();
  await tracing?.stopTracing(Math.min(2000, config.SHUTDOWN_TIMEOUT_MS));
  clearTimeout(deadline);
  log("info", "stopped", { signal });
  process.exit(0);
}

process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
