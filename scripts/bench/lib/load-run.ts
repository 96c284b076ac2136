// One autocannon run against a server, as a browser asks (compression included), with every
// response time kept for percentiles. Connections walk the path (or request) list together.
import autocannon from "autocannon";

export interface Measured {
  result: autocannon.Result;
  /** Response times in ms of every completed request, sorted. */
  times: number[];
}

/** One request of a walked list: its path and, for a visitor of its own, its Cookie header. */
export interface LoadRequest {
  path: string;
  cookie?: string;
}

export interface LoadOptions {
  origin: string;
  /** Paths asked for with `cookie`; ignored when `requests` is given. */
  paths?: string[];
  /** Requests each with its own cookie (or `cookie` when it has none), walked in order. */
  requests?: LoadRequest[];
  seconds: number;
  connections: number;
  cookie?: string;
  /** Every request with its own browser User-Agent, as distinct visitors. */
  distinctVisitors?: boolean;
}

let visitors = 0;

/** A desktop Chrome User-Agent, different for every visitor number (isbot takes it for a person). */
function browserOf(visitor: number): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${visitor}.0 Safari/537.36`;
}

export function runLoad({ origin, paths = [], requests, seconds, connections, cookie, distinctVisitors = false }: LoadOptions): Promise<Measured> {
  const walk: LoadRequest[] = requests ?? paths.map((path) => ({ path }));
  if (walk.length === 0) return Promise.reject(new Error("runLoad needs paths or requests to ask for"));
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let next = 0;
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        // As a browser asks; compression is part of the work.
        headers: { "accept-encoding": "br, gzip", accept: "text/html", ...(cookie ? { cookie } : {}) },
        // One counter for all connections: they walk the list together, so every entry is asked for.
        requests: [
          {
            method: "GET",
            setupRequest: (request) => {
              const { path, cookie: own } = walk[next++ % walk.length]!;
              if (!own && !distinctVisitors) return { ...request, path };
              const headers = { ...request.headers, ...(own ? { cookie: own } : {}), ...(distinctVisitors ? { "user-agent": browserOf(++visitors) } : {}) };
              return { ...request, path, headers };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, times: times.sort((a, b) => a - b) })),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}
