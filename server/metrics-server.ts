// `/metrics` on its own port (METRICS_PORT, decision 0058): Prometheus text for the whole
// machine. In a cluster the primary serves it and asks each worker for its figures over the
// cluster's IPC channel; every process's series carry a `process` label (primary, worker-N), so
// nothing is summed that should not be. The public port never answers it.
import cluster from "node:cluster";
import http from "node:http";
import { randomUUID } from "node:crypto";
import client from "prom-client";
import { collectProcessMetrics, metricsRegistry, refreshGauges } from "../app/utils/metrics.server";
import { log } from "../app/shared/log";

type MetricsJson = Awaited<ReturnType<client.Registry["getMetricsAsJSON"]>>;
interface MetricsRequest {
  type: "metrics:request";
  id: string;
}
interface MetricsReply {
  type: "metrics:reply";
  id: string;
  metrics: MetricsJson;
}

const WORKER_REPLY_MS = 3_000;

/** Names this process in its series and starts its memory, event-loop and GC figures. */
export function recordProcessMetrics(processName: string): void {
  metricsRegistry().setDefaultLabels({ process: processName });
  collectProcessMetrics();
}

async function ownMetrics(): Promise<MetricsJson> {
  await refreshGauges();
  return metricsRegistry().getMetricsAsJSON();
}

/** In a worker: answer the primary's requests for this process's figures. */
export function answerMetricsRequests(): void {
  process.on("message", (message: MetricsRequest) => {
    if (message?.type !== "metrics:request") return;
    void ownMetrics().then((metrics) => process.send?.({ type: "metrics:reply", id: message.id, metrics } satisfies MetricsReply));
  });
}

function askWorker(worker: NonNullable<(typeof cluster.workers)>[string]): Promise<MetricsJson | null> {
  if (!worker?.isConnected()) return Promise.resolve(null);
  const id = randomUUID();
  return new Promise((resolve) => {
    const done = (metrics: MetricsJson | null) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      resolve(metrics);
    };
    // A worker busy past the deadline is left out of this scrape rather than holding it up.
    const timer = setTimeout(() => done(null), WORKER_REPLY_MS);
    const onMessage = (message: MetricsReply) => {
      if (message?.type === "metrics:reply" && message.id === id) done(message.metrics);
    };
    worker.on("message", onMessage);
    try {
      worker.send({ type: "metrics:request", id } satisfies MetricsRequest);
    } catch {
      done(null);
    }
  });
}

/** This process's figures and, on a cluster's primary, every worker's. */
export async function machineMetrics(): Promise<{ text: string; contentType: string }> {
  const own = await ownMetrics();
  const workers = cluster.isPrimary ? await Promise.all(Object.values(cluster.workers ?? {}).map(askWorker)) : [];
  const all = [own, ...workers.filter((m): m is MetricsJson => m !== null)];
  const registry = client.AggregatorRegistry.aggregate(all as Parameters<typeof client.AggregatorRegistry.aggregate>[0]);
  return { text: await registry.metrics(), contentType: registry.contentType };
}

/** Listens on the metrics port; a port already taken is logged, never fatal to serving. */
export function startMetricsServer(port: number, host: string): http.Server {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method !== "GET" || path !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
      return;
    }
    machineMetrics().then(
      ({ text, contentType }) => res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" }).end(text),
      (error: Error) => {
        log("error", "metrics could not be gathered", { error: error.message });
        res.writeHead(500, { "content-type": "text/plain" }).end("metrics unavailable");
      },
    );
  });
  server.on("error", (error) => log("error", "the metrics port could not be opened: no metrics from this machine", { port, host, error: error.message }));
  server.listen(port, host, () => log("info", "metrics listening", { port, host }));
  // It must never keep a stopping process alive.
  server.unref();
  return server;
}
