import http from "node:http";
import type { Answer, FuzzRequest } from "./types";

const MAX_BODY = 2 * 1024 * 1024;

/**
 * Sends the request byte for byte (no URL normalisation), with the session cookie when signed
 * in, on a connection of its own: a refused request may close it.
 */
export function send(origin: string, req: FuzzRequest, cookie: string | null): Promise<Answer> {
  const url = new URL(origin);
  const headers: Record<string, string> = { ...req.headers };
  if (req.signedIn && cookie) headers.Cookie = cookie;
  if (req.body !== null && !req.chunked) headers["Content-Length"] = String(Buffer.byteLength(req.body, "latin1"));
  if (req.chunked) headers["Transfer-Encoding"] = "chunked";
  return new Promise((resolve, reject) => {
    const r = http.request({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent: false, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (c: Buffer) => {
        if (size < MAX_BODY) chunks.push(c);
        size += c.length;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    r.on("timeout", () => r.destroy(new Error("no answer within 30 s")));
    r.on("error", reject);
    if (req.body !== null) {
      const bytes = Buffer.from(req.body, "latin1");
      if (req.chunked) for (let i = 0; i < bytes.length; i += 4096) r.write(bytes.subarray(i, i + 4096));
      r.end(req.chunked ? undefined : bytes);
    } else r.end();
  });
}
