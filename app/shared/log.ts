// One JSON line per event: info to stdout, warnings and errors to stderr; LOG_LEVEL filters.
// A line written inside a traced request or job carries its trace_id and span_id; without
// tracing (server/tracing.ts) the API has no active span and the line is as before.
import { trace } from "@opentelemetry/api";

type Fields = Record<string, unknown>;

const LEVELS = ["debug", "info", "warn", "error"] as const;
const minLevel = Math.max(LEVELS.indexOf(process.env.LOG_LEVEL as (typeof LEVELS)[number]), 1);

export function log(level: "info" | "warn" | "error", msg: string, fields: Fields = {}) {
  if (LEVELS.indexOf(level) < minLevel) return;
  const span = trace.getActiveSpan()?.spanContext();
  const ids = span && trace.isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : null;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...ids, ...fields });
  (level === "info" ? process.stdout : process.stderr).write(line + "\n");
}
