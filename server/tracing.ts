// Traces over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT. server/index.ts, the job worker
// and the cluster's primary import this module only when that variable is set: without it no
// SDK is loaded, no module is hooked and every span call in the app is the API's no-op.
// The exporter, the batch processor and the sampler read the standard OTEL_* variables
// (OTEL_EXPORTER_OTLP_HEADERS, OTEL_BSP_SCHEDULE_DELAY, OTEL_TRACES_SAMPLER, ...).
import type { IncomingMessage } from "node:http";
import { SpanStatusCode, trace, type Span } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { defaultResource, resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { PrismaInstrumentation } from "@prisma/instrumentation";
import type { RequestHandler } from "express";
import type { ServerBuild, ServerInstrumentation } from "react-router";
import { log } from "../app/shared/log";

let provider: NodeTracerProvider | null = null;

// Health checks and metric scrapes come every few seconds and say nothing about a visitor's request.
const UNTRACED_PATHS = new Set(["/healthz", "/metrics"]);
const untraced = (request: IncomingMessage) => UNTRACED_PATHS.has((request.url ?? "").split("?")[0]!);

/**
 * Starts the SDK in this process: call it before anything imports http, express, pg or the app.
 * `role` tells the processes of one machine apart (server, primary, worker-2, jobs).
 */
export async function startTracing(role: string): Promise<void> {
  if (provider) return;
  // No ESM loader hook (import-in-the-middle) is needed, though the app and @prisma/adapter-pg
  // import pg as ESM: the pg instrumentation patches pg/lib/client.js, which pg itself loads
  // with require(), and the http one patches http.Server's prototype. tests/support/traced-pg-probe.ts
  // checks it. An instrumentation that patches only a package's main module (express's) would
  // need the hook: module.register("@opentelemetry/instrumentation/hook.mjs") before the import.
  provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ "service.name": process.env.OTEL_SERVICE_NAME || "ridemarket", "process.role": role })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: untraced }),
      // A query's span only under a request's or a job's: not pg-boss's polling on its own.
      new PgInstrumentation({ requireParentSpan: true }),
      new PrismaInstrumentation(),
    ],
  });
  log("info", "tracing on", { role, endpoint: process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT });
}

/** Sends the spans still buffered and stops the SDK, waiting at most `timeoutMs`. */
export async function stopTracing(timeoutMs = 2000): Promise<void> {
  const stopping = provider;
  provider = null;
  if (!stopping) return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([stopping.shutdown().catch((error) => log("warn", "trace export at shutdown failed", { error: String(error) })), late]);
  clearTimeout(timer);
}

const tracer = () => trace.getTracer("ridemarket");

async function routeSpan(name: string, routeId: string, pattern: string, run: () => Promise<{ status: "success" } | { status: "error"; error: Error }>) {
  await tracer().startActiveSpan(name, { attributes: { "react_router.route.id": routeId, "react_router.route.pattern": pattern } }, async (span: Span) => {
    try {
      const result = await run();
      // A thrown Response (a redirect, a 404) is how a loader answers, not a failure.
      if (result.status === "error" && result.error instanceof Error) {
        span.recordException(result.error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: result.error.message });
      }
    } finally {
      span.end();
    }
  });
}

const routeSpans: ServerInstrumentation = {
  route(route) {
    route.instrument({
      loader: (run, info) => routeSpan(`loader ${route.id}`, route.id, info.pattern, run),
      action: (run, info) => routeSpan(`action ${route.id}`, route.id, info.pattern, run),
    });
  },
};

/**
 * The build with a span around every loader and action, named by route id, through React
 * Router's instrumentation API (the entry module's `instrumentations`). The module namespace
 * is frozen, so this is a copy; the untraced server uses the build as it is.
 */
export function tracedBuild(build: ServerBuild): ServerBuild {
  const entryModule = build.entry.module as ServerBuild["entry"]["module"] & { instrumentations?: ServerInstrumentation[] };
  return { ...build, entry: { ...build.entry, module: { ...entryModule, instrumentations: [...(entryModule.instrumentations ?? []), routeSpans] } } };
}

/** Names the request's HTTP span after the route that answers it ("GET routes/buy"), not its URL. */
export function nameRequestSpan(routeIdOf: (path: string) => string): RequestHandler {
  return (req, _res, next) => {
    const span = trace.getActiveSpan();
    if (span) {
      const routeId = routeIdOf(req.path);
      span.updateName(`${req.method} ${routeId}`);
      span.setAttribute("react_router.route.id", routeId);
    }
    next();
  };
}
