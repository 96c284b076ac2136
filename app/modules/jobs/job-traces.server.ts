// A job's span is linked to the span that queued it (a request's loader or action, another job):
// the queuing side puts its W3C traceparent into the job's data, the worker starts the job's
// own trace with a link back to it. A job runs later and maybe elsewhere, so it is a trace of
// its own rather than a child that would outlive its parent. Without tracing (server/tracing.ts)
// nothing is added to the data and the span calls are the API's no-ops.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace, type Link } from "@opentelemetry/api";

const KEY = "_traceparent";

/** The data to queue: with the current trace context while a span is being recorded. */
export function withTraceContext<T extends object>(data: T): T {
  if (!trace.getActiveSpan()?.isRecording()) return data;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? { ...data, [KEY]: carrier.traceparent } : data;
}

/**
 * Runs a job in a span of its own, linked to the trace that queued it; `run` gets the data
 * without the trace context. The span covers the job's outcome being recorded too.
 */
export async function inJobSpan<T>(queue: string, jobId: string, data: T, run: (data: T) => Promise<void>): Promise<void> {
  const queued = data && typeof data === "object" && KEY in data ? (data as Record<string, unknown>)[KEY] : undefined;
  let own = data;
  const links: Link[] = [];
  if (typeof queued === "string") {
    const { [KEY]: _, ...rest } = data as Record<string, unknown>;
    own = rest as T;
    const parent = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent: queued }));
    if (parent && trace.isSpanContextValid(parent)) links.push({ context: parent });
  }
  const attributes = { "messaging.system": "pg-boss", "messaging.operation.type": "process", "messaging.destination.name": queue, "messaging.message.id": jobId };
  await trace.getTracer("ridemarket").startActiveSpan(`job ${queue}`, { kind: SpanKind.CONSUMER, root: true, links, attributes }, async (span) => {
    try {
      await run(own);
    } finally {
      span.end();
    }
  });
}

/** Marks the current job's span failed (the worker catches the handler's error itself). */
export function markJobFailed(error: unknown) {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}
