// Traces of the production server (server/tracing.ts): with OTEL_EXPORTER_OTLP_ENDPOINT set, the
// spans of a page request reach an OTLP/HTTP receiver started here, the loader's and Prisma's
// spans under the request's; a job queued by a request is linked to it; log lines carry the
// trace id. Without the variable no SDK starts and nothing is sent.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, waitForHealth } from "../../scripts/lib/production-server";
import { ROOT } from "../../scripts/lib/database-setup";
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from "../../scripts/lib/otlp-receiver";

const TRACED_PORT = Number(process.env.TRACING_TEST_PORT ?? 3620);
const UNTRACED_PORT = TRACED_PORT + 1;
const SERVER_KIND = 2;

interface RunningServer {
  child: ChildProcess;
  origin: string;
  lines: Record<string, unknown>[];
  stop: () => Promise<void>;
}

async function start(port: number, extra: NodeJS.ProcessEnv): Promise<RunningServer> {
  const origin = `http://localhost:${port}`;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "tracing-outbox-"));
  const child = startServer(
    {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      METRICS_PORT: "0",
      // A cluster, as in production: HTTP workers queue jobs, the primary runs them.
      WEB_CONCURRENCY: "2",
      APP_ORIGIN: origin,
      MAIL_OUTBOX_DIR: outbox,
      ALLOW_TEST_PAYMENTS: "1",
      PAGE_CACHE_SECONDS: "0",
      LOG_LEVEL: "info",
      OTEL_EXPORTER_OTLP_ENDPOINT: "",
      ...extra,
    },
    ["ignore", "pipe", "pipe"],
  );
  const lines: Record<string, unknown>[] = [];
  const read = (stream: NodeJS.ReadableStream | null) => {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString("utf8")).split("\n");
      rest = parts.pop()!;
      for (const part of parts) {
        try {
          lines.push(JSON.parse(part));
        } catch {
          lines.push({ text: part });
        }
      }
    });
  };
  read(child.stdout);
  read(child.stderr);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await waitForHealth(child, origin);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${String(error)}\n${lines.map((l) => JSON.stringify(l)).join("\n")}`);
  }
  return {
    child,
    origin,
    lines,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(outbox, { recursive: true, force: true });
    },
  };
}

async function until<T>(what: string, find: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The span's ancestors in its trace, nearest first (as far as the received spans go). */
function ancestors(spans: ReceivedSpan[], span: ReceivedSpan): ReceivedSpan[] {
  const byId = new Map(spans.filter((s) => s.traceId === span.traceId).map((s) => [s.spanId, s]));
  const chain: ReceivedSpan[] = [];
  for (let parent = byId.get(span.parentSpanId); parent; parent = byId.get(parent.parentSpanId)) chain.push(parent);
  return chain;
}

beforeAll(() => ensureBuild(), 300_000);

describe("tracing on", () => {
  let receiver: OtlpReceiver;
  let server: RunningServer;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    server = await start(TRACED_PORT, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: "100", OTEL_SERVICE_NAME: "ridemarket-test" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.stop();
  });

  it("starts in every process of the cluster", () => {
    expect(server.lines.filter((l) => l.msg === "tracing on").map((l) => l.role).sort()).toEqual(["primary", "worker-1", "worker-2"]);
  });

  it("sends a page's HTTP span with its loader and the loader's Prisma and pg spans under it, in one trace", async () => {
    const response = await fetch(`${server.origin}/buy?type=boat`);
    expect(response.status).toBe(200);
    await response.text();
    const requestId = response.headers.get("x-request-id");

    const loader = await until("the loader span of routes/buy", () => receiver.spans.find((s) => s.name === "loader routes/buy"));
    expect(loader.attributes["react_router.route.id"]).toBe("routes/buy");
    expect(loader.resource["service.name"]).toBe("ridemarket-test");

    const http = await until("the request's HTTP span", () => ancestors(receiver.spans, loader).find((s) => s.kind === SERVER_KIND));
    expect(http.name).toBe("GET routes/buy");
    expect(http.attributes["http.route"] ?? http.attributes["react_router.route.id"]).toBe("routes/buy");
    expect(http.parentSpanId).toBe("");

    // Prisma's operation spans and the pg queries under them belong to the loader.
    const underLoader = (s: ReceivedSpan) => ancestors(receiver.spans, s).some((a) => a.spanId === loader.spanId);
    const prisma = await until("a Prisma span under the loader", () => receiver.spans.find((s) => s.name.startsWith("prisma:client:operation") && underLoader(s)));
    const query = await until("a pg query span under the loader", () => receiver.spans.find((s) => s.attributes["db.system.name"] === "postgresql" && underLoader(s)));
    expect(prisma.traceId).toBe(http.traceId);
    expect(query.traceId).toBe(http.traceId);

    // The request's log line, written after its span ended, still carries its trace.
    const line = await until("the request's log line", () => server.lines.find((l) => l.msg === "request" && l.id === requestId));
    expect(line.trace_id).toBe(http.traceId);
    expect(line.span_id).toBe(http.spanId);
  });

  it("links the span of a job to the action that queued it", async () => {
    const response = await fetch(`${server.origin}/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin },
      body: new URLSearchParams({ email: "nobody-traced@example.com" }),
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    await response.text();

    const action = await until("the action span", () => receiver.spans.find((s) => s.name === "action routes/forgot-password"));
    const job = await until("the job's span", () => receiver.spans.find((s) => s.name === "job password-reset-mail"), 20_000);
    expect(job.traceId).not.toBe(action.traceId);
    expect(action.resource["process.role"]).toMatch(/^worker-/);
    expect(job.resource["process.role"]).toBe("primary");
    expect(job.links).toContainEqual({ traceId: action.traceId, spanId: action.spanId });
    expect(job.attributes["messaging.destination.name"]).toBe("password-reset-mail");
    // The job's own queries are in its trace.
    await until("a query span in the job's trace", () => receiver.spans.find((s) => s.traceId === job.traceId && s.spanId !== job.spanId));
  });
});

describe("tracing pg imported through ESM only", () => {
  it("records its queries", async () => {
    const receiver = await startOtlpReceiver();
    try {
      const probe = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "tests", "support", "traced-pg-probe.ts")], {
        cwd: ROOT,
        env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, LOG_LEVEL: "warn" },
        stdio: ["ignore", "ignore", "inherit"],
      });
      const code = await new Promise((resolve) => probe.once("exit", resolve));
      expect(code).toBe(0);
      const parent = receiver.spans.find((s) => s.name === "probe");
      expect(parent).toBeDefined();
      expect(receiver.spans).toContainEqual(expect.objectContaining({ traceId: parent!.traceId, parentSpanId: parent!.spanId, scope: "@opentelemetry/instrumentation-pg", name: expect.stringMatching(/^pg\.query/) }));
    } finally {
      await receiver.stop();
    }
  });
});

describe("tracing in the job worker process (npm run worker)", () => {
  it("starts before the jobs and stops cleanly", async () => {
    const receiver = await startOtlpReceiver();
    try {
      const worker = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "job-worker.ts")], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: "production", APP_ORIGIN: "http://localhost:3629", ALLOW_TEST_PAYMENTS: "1", LOG_LEVEL: "info", OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let output = "";
      worker.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
      const exited = new Promise<number | null>((resolve) => worker.once("exit", resolve));
      await until("the job worker to start", () => (output.includes('"msg":"job worker started"') ? true : undefined), 30_000);
      const starts = output.split("\n").filter((l) => l.includes('"msg":"tracing on"'));
      expect(starts).toHaveLength(1);
      expect(JSON.parse(starts[0]!).role).toBe("jobs");
      expect(output.indexOf('"msg":"tracing on"')).toBeLessThan(output.indexOf('"msg":"job worker started"'));
      worker.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toContain('"msg":"job worker stopped"');
    } finally {
      await receiver.stop();
    }
  });
});

describe("tracing off", () => {
  let receiver: OtlpReceiver;
  let server: RunningServer;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // The batch delay is set, not the endpoint: nothing may start.
    server = await start(UNTRACED_PORT, { OTEL_BSP_SCHEDULE_DELAY: "100" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.stop();
  });

  it("loads no SDK, sends nothing and logs no trace ids", async () => {
    const response = await fetch(`${server.origin}/buy?type=boat`);
    expect(response.status).toBe(200);
    await response.text();
    const requestId = response.headers.get("x-request-id");
    const line = await until("the request's log line", () => server.lines.find((l) => l.msg === "request" && l.id === requestId));
    await new Promise((r) => setTimeout(r, 1000));
    expect(server.lines.some((l) => l.msg === "tracing on")).toBe(false);
    expect(line).not.toHaveProperty("trace_id");
    expect(server.lines.filter((l) => "trace_id" in l)).toEqual([]);
    expect(receiver.requests).toBe(0);
  });
});
