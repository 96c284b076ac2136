// One autocannon run against a server, as a browser asks (compression included), with every
// response time kept for percentiles. Connections walk the path list together.
import autocannon from "autocannon";

export interface Measured {
  result: autocannon.Result;
  /** Response times in ms of every completed request, sorted. */
  times: number[];
}

export interface LoadOptions {
  origin: string;
  paths: string[];
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

export function runLoad({ origin, paths, seconds, connections, cookie, distinctVisitors = false }: LoadOptions): Promise<Measured> {
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
        // One counter for all connections: they walk the list together, so every path is asked for.
        requests: [
          {
            method: "GET",
            setupRequest: (request) => ({
              ...request,
              path: paths[next++ % paths.length]!,
              ...(distinctVisitors ? { headers: { ...request.headers, "user-agent": browserOf(++visitors) } } : {}),
            }),
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
