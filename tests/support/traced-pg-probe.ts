// Run in a process of its own by tests/integration/tracing.test.ts: starts tracing as the server
// does, then loads pg only through an ESM import (nothing here requires it, unlike pg-boss in the
// server) and runs one query inside a span. require-in-the-middle never sees an ESM import
// itself: the query's span shows that what the pg instrumentation patches is still reached.
import { trace } from "@opentelemetry/api";
import { startTracing, stopTracing } from "../../server/tracing";

await startTracing("probe");
const { default: pg } = await import("pg");
const client = new pg.Client(process.env.DATABASE_URL);
await trace.getTracer("probe").startActiveSpan("probe", async (span) => {
  await client.connect();
  await client.query("SELECT 1 AS probe");
  await client.end();
  span.end();
});
await stopTracing(5000);
