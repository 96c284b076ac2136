// Oversized bodies to the sign-in routes (no account needed): a 200 MB chunked form to POST
// /login and a 50 MB chunked JSON body to POST /api/auth/login, each stopped at the answer.
import http from "node:http";
import type { ScenarioOutcome } from "./abuse-probe";

const MB = 2 ** 20;

function drainedOrClosed(req: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off("drain", done).off("close", done);
      resolve();
    };
    req.on("drain", done).on("close", done);
  });
}

/** Streams `totalBytes` of a chunked body made from one reused chunk, and stops sending at the server's answer. */
export async function bodyFlood(origin: string, path: string, contentType: string, prefix: string, totalBytes: number): Promise<ScenarioOutcome> {
  const chunk = Buffer.alloc(64 * 1024, "x");
  const url = new URL(origin);
  const started = performance.now();
  let sent = 0;
  let answered = false;
  let closed = false;
  const outcome = await new Promise<{ status: string; seconds: number }>((resolve) => {
    const req = http.request({ host: url.hostname, port: url.port, method: "POST", path, agent: false, headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked", Origin: origin, Accept: "application/json" } });
    const finish = (status: string) => {
      if (answered) return;
      answered = true;
      resolve({ status, seconds: (performance.now() - started) / 1000 });
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
  return { answers: outcome.status, timing: `${outcome.seconds.toFixed(2)} s; ${(sent / MB).toFixed(1)} MB sent` };
}
