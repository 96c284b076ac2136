// A stand-in OpenTelemetry collector for tests and benchmarks: accepts OTLP/HTTP trace exports
// (JSON, as @opentelemetry/exporter-trace-otlp-http sends them) on 127.0.0.1 and keeps the spans,
// flattened, or only counts them (without parsing: a benchmark's sink shares the machine).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

type AnyValue = { stringValue?: string; intValue?: number | string; doubleValue?: number; boolValue?: boolean; arrayValue?: { values?: AnyValue[] } };
type KeyValue = { key: string; value?: AnyValue };

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** "" for a trace's root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  links: { traceId: string; spanId: string }[];
  resource: Record<string, unknown>;
  scope: string;
}

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to (the exporter adds /v1/traces). */
  url: string;
  spans: ReceivedSpan[];
  /** Export requests received, and spans in them. */
  requests: number;
  spanCount: number;
  stop: () => Promise<void>;
}

const valueOf = (v: AnyValue | undefined): unknown =>
  v === undefined ? undefined : v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : undefined) ?? v.doubleValue ?? v.boolValue ?? v.arrayValue?.values?.map(valueOf);

const attributesOf = (list: KeyValue[] | undefined) => Object.fromEntries((list ?? []).map((a) => [a.key, valueOf(a.value)]));

// OTLP/JSON writes ids as hex; a base64 id (protobuf's JSON mapping) is turned into hex too.
const hexId = (id: string | undefined) => (!id ? "" : /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, "base64").toString("hex"));

const SPAN_MARK = Buffer.from('"startTimeUnixNano"');

function countSpans(body: Buffer): number {
  let count = 0;
  for (let at = body.indexOf(SPAN_MARK); at !== -1; at = body.indexOf(SPAN_MARK, at + SPAN_MARK.length)) count++;
  return count;
}

/** `keep: false` only counts spans (a benchmark's sink). */
export async function startOtlpReceiver({ keep = true }: { keep?: boolean } = {}): Promise<OtlpReceiver> {
  const receiver = { spans: [] as ReceivedSpan[], requests: 0, spanCount: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/traces") return void res.writeHead(404).end();
      if (!String(req.headers["content-type"]).startsWith("application/json")) return void res.writeHead(415).end();
      if (!keep && req.headers["content-encoding"] !== "gzip") {
        receiver.requests++;
        receiver.spanCount += countSpans(Buffer.concat(chunks));
        return void res.writeHead(200, { "content-type": "application/json" }).end("{}");
      }
      let body: { resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { scope?: { name?: string }; spans?: Record<string, unknown>[] }[] }[] };
      try {
        const raw = Buffer.concat(chunks);
        body = JSON.parse((req.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8"));
      } catch {
        return void res.writeHead(400).end();
      }
      receiver.requests++;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const resource = attributesOf(resourceSpans.resource?.attributes);
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) {
            receiver.spanCount++;
            if (!keep) continue;
            receiver.spans.push({
              traceId: hexId(span.traceId as string),
              spanId: hexId(span.spanId as string),
              parentSpanId: hexId(span.parentSpanId as string | undefined),
              name: String(span.name),
              kind: Number(span.kind ?? 0),
              attributes: attributesOf(span.attributes as KeyValue[] | undefined),
              links: ((span.links as { traceId: string; spanId: string }[] | undefined) ?? []).map((l) => ({ traceId: hexId(l.traceId), spanId: hexId(l.spanId) })),
              resource,
              scope: scopeSpans.scope?.name ?? "",
            });
          }
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as OtlpReceiver;
}
