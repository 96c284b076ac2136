// npm run bench:abuse: what an attacker's cheapest requests cost the production server, on its
// own seeded database (BENCH_ABUSE_LISTINGS demo listings, default 60,000, seeded once and reused):
//   1. memory while a 200 MB chunked form body goes to POST /login and a 50 MB chunked JSON body
//      to POST /api/auth/login: the status, how much was sent before the answer, how long it
//      took, and the server's resident memory before, at its peak and 5 s after;
//   2. /healthz latency while 8 clients loop over worst-case searches for 10 s (abuse-search.ts),
//      with the expensive-search budget at its default.
// Prints a table; always exits 0 (the numbers are evidence, the tests hold the limits).
// `npm run bench:abuse` builds the app first. Settings: BENCH_PG_PORT (54349), BENCH_APP_PORT
// (3147), BENCH_ABUSE_LISTINGS (60,000), WEB_CONCURRENCY (1, as fly.toml leaves it).
import http from "node:http";
import { prepareBenchDatabase } from "./lib/bench-database";
import { startAppServer, type AppServer } from "./lib/app-server";
import { abuseSearch, WORST_CASE_SEARCHES } from "./abuse-search";

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54349);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3147);
const LISTINGS = Number(process.env.BENCH_ABUSE_LISTINGS ?? 60_000);
const MB = 2 ** 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const totalRss = (server: AppServer) => server.rss().reduce((sum, p) => sum + p.bytes, 0);

interface FloodResult {
  name: string;
  status: string;
  sentBeforeAnswer: number;
  msToAnswer: number | null;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
}

function drainedOrClosed(req: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off("drain", done).off("close", done);
      resolve();
    };
    req.on("drain", done).on("close", done);
  });
}

/**
 * Streams `totalBytes` of a chunked body, made lazily from one reused chunk, and stops sending
 * as soon as the server answers or closes the connection.
 */
async function flood(server: AppServer, name: string, path: string, contentType: string, prefix: string, totalBytes: number): Promise<FloodResult> {
  await sleep(1000);
  const rssBefore = totalRss(server);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, totalRss(server))), 100);
  const chunk = Buffer.alloc(64 * 1024, "x");
  const url = new URL(server.origin);
  const started = Date.now();
  let sent = 0;
  let answered = false;
  let closed = false;

  const outcome = await new Promise<{ status: string; sentBeforeAnswer: number; msToAnswer: number | null }>((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path,
      headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked", Origin: server.origin, Accept: "application/json" },
    });
    const finish = (status: string) => {
      if (answered) return;
      answered = true;
      resolve({ status, sentBeforeAnswer: sent, msToAnswer: Date.now() - started });
    };
    req.on("response", (res) => {
      finish(String(res.statusCode));
      res.resume();
    });
    req.on("error", (error) => finish(`connection ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    req.on("close", () => {
      closed = true;
      finish("closed without an answer");
    });
    req.setTimeout(180_000, () => req.destroy(new Error("no answer within 180 s")));
    void (async () => {
      req.write(prefix);
      sent += prefix.length;
      while (sent < totalBytes && !answered && !closed) {
        const piece = totalBytes - sent >= chunk.length ? chunk : chunk.subarray(0, totalBytes - sent);
        sent += piece.length;
        if (!req.write(piece)) await drainedOrClosed(req);
      }
      if (!answered && !closed) req.end();
    })();
  });
  await sleep(5000);
  clearInterval(sampler);
  return { name, ...outcome, rssBefore, rssPeak: Math.max(rssPeak, totalRss(server)), rssAfter: totalRss(server) };
}

// The database bench:abuse:search seeds, so either script reuses the other's.
const database = await prepareBenchDatabase({ folder: "bench-abuse-postgres", port: PG_PORT, database: "ridemarket_bench_abuse", listings: LISTINGS });
const workers = process.env.WEB_CONCURRENCY ?? "1";
const floods: FloodResult[] = [];
const healthz: string[] = [];
try {
  const server = await startAppServer({ port: APP_PORT, databaseUrl: database.url, uploadDir: database.uploadDir, env: { WEB_CONCURRENCY: workers } });
  try {
    // Warm the routes up so their first-use cost is not counted as the body's.
    for (const path of ["/login", "/api/auth/me", ...WORST_CASE_SEARCHES]) await fetch(`${server.origin}${path}`).then((r) => r.arrayBuffer());
    floods.push(await flood(server, "POST /login, 200 MB chunked form", "/login", "application/x-www-form-urlencoded", "email=a%40b.example&password=", 200 * MB));
    floods.push(await flood(server, "POST /api/auth/login, 50 MB chunked JSON", "/api/auth/login", "application/json", '{"email":"a@b.example","password":"', 50 * MB));
    await abuseSearch(server.origin, { seconds: 10, log: (line) => healthz.push(line) });
  } finally {
    await server.stop();
  }
} finally {
  await database.stop();
}

console.log(`\nProduction server, WEB_CONCURRENCY=${workers}, ${database.listings.toLocaleString("en-US")} listings; RSS summed over the server's processes\n`);
const pad = (cells: string[], widths: number[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
const floodWidths = [42, 8, 14, 10, 11, 10, 12];
console.log(pad(["body", "status", "sent first", "answer in", "RSS before", "RSS peak", "RSS 5 s after"], floodWidths));
for (const f of floods) {
  console.log(pad([f.name, f.status, mb(f.sentBeforeAnswer), f.msToAnswer === null ? "-" : `${(f.msToAnswer / 1000).toFixed(2)} s`, mb(f.rssBefore), mb(f.rssPeak), mb(f.rssAfter)], floodWidths));
}
console.log("");
for (const line of healthz) console.log(line);
process.exit(0);
