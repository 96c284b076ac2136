// Every Prometheus metric the product records, in one place (decision 0058, docs/operations.md).
// A label's value always comes from a fixed set the code knows (a route id, a queue name, a
// limit's name, a status class), never from a request, so no visitor can add a series.
// The server's own code (server/) and the built app load this file as two copies; the registry
// and what runs before a scrape live on globalThis so both copies record into the same ones.
import client from "prom-client";

declare global {
  var __metrics: { registry: client.Registry; beforeScrape: Set<() => unknown> } | undefined;
}

const shared = (globalThis.__metrics ??= { registry: new client.Registry(), beforeScrape: new Set() });

/** The process's registry: what `/metrics` (server/metrics-server.ts) serializes. */
export const metricsRegistry = (): client.Registry => shared.registry;

/** Work to do just before this process's figures are read: gauges that read a pool or a table. */
export function beforeScrape(update: () => unknown): void {
  shared.beforeScrape.add(update);
}

/** Runs every before-scrape update; one that fails leaves its gauges as they were. */
export async function refreshGauges(): Promise<void> {
  await Promise.all([...shared.beforeScrape].map(async (update) => {
    try {
      await update();
    } catch {
      // A gauge that cannot be read now (the database away) keeps its last value.
    }
  }));
}

function once<T extends client.Metric<string>>(name: string, create: () => T): T {
  return (shared.registry.getSingleMetric(name) as T | undefined) ?? create();
}

const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  once(name, () => new client.Counter<L>({ name, help, labelNames, registers: [shared.registry] }));

const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  once(name, () => new client.Gauge<L>({ name, help, labelNames, registers: [shared.registry] }));

const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
  once(name, () => new client.Histogram<L>({ name, help, labelNames, buckets, registers: [shared.registry] }));

/** Seconds: from a cached page (~1 ms) to a request at its deadline. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  httpRequests: counter("http_requests_total", "HTTP requests answered, by route id, method and status class.", ["route", "method", "status_class"]),
  httpDuration: histogram("http_request_duration_seconds", "Time to answer an HTTP request, by route id and status class.", ["route", "status_class"], LATENCY_BUCKETS),
  pageCache: counter("page_cache_requests_total", "Requests the page cache looked at: hit (answered from memory), stale (answered while refreshing), miss (rendered), bypass (not cacheable: signed in, not GET).", ["result"]),

  searchDuration: histogram("search_duration_seconds", "Time to run one search (its page and count), by the plan it took.", ["plan"], LATENCY_BUCKETS),

  dbPoolConnections: gauge("db_pool_connections", "Database connections held by this process's pools, by pool role and state (in_use, idle).", ["pool", "state"]),
  dbPoolWaiting: gauge("db_pool_waiting", "Queries waiting for a connection, by pool role.", ["pool"]),
  replicaLag: gauge("db_replica_lag_seconds", "How far each read replica is behind the primary, as last measured.", ["replica"]),
  replicaInService: gauge("db_replica_in_service", "1 while a read replica serves reads, 0 while it is set aside (lagging or unreachable).", ["replica"]),
  publicReads: counter("db_public_reads_total", "Public reads by the server that served them (primary or replica-N).", ["server"]),

  jobsQueued: gauge("jobs_queued", "Jobs not yet done, by queue and state (created, retry, active).", ["queue", "state"]),
  jobsOldestAge: gauge("jobs_oldest_age_seconds", "Age of the oldest job waiting to run, by queue (0 when none waits).", ["queue"]),
  jobsFailedTotal: gauge("jobs_failed", "Jobs that ran out of retries and are kept as failed, by queue.", ["queue"]),
  jobAttempts: counter("job_attempts_total", "Job attempts run by this process, by queue and outcome (completed, failed: a failed attempt is retried while it has retries).", ["queue", "outcome"]),
  jobDuration: histogram("job_duration_seconds", "Time one job attempt took, by queue.", ["queue"], [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300]),

  mailSent: counter("mail_sent_total", "Mails handed to the mail transport (SMTP or the outbox).", []),
  mailFailed: counter("mail_failed_total", "Mails the transport refused or could not take.", []),

  uploadBytes: counter("upload_bytes_total", "Bytes of photos and documents received in accepted uploads.", []),
  uploadRefusals: counter("upload_refusals_total", "Uploads refused, by reason (too_large, too_many, not_an_image, no_photo, over_limit, busy, unreadable).", ["reason"]),

  rateLimitRefusals: counter("rate_limit_refusals_total", "Requests refused by a rate limit or budget, by the limit's name.", ["limit"]),
};

/** "2xx", "4xx"...: the label a status carries. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/** Process memory, event-loop lag, GC and handles (prom-client's defaults), once per process. */
export function collectProcessMetrics(): void {
  if (shared.registry.getSingleMetric("process_resident_memory_bytes")) return;
  client.collectDefaultMetrics({ register: shared.registry, eventLoopMonitoringPrecision: 20 });
}
