// A dealer's web server on localhost for the fetch tests: each path answers as its handler says,
// and every request is kept (path and headers) so a test can tell what was asked and how often.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FeedRoute = (req: IncomingMessage, res: ServerResponse) => void;

export interface FeedServer {
  port: number;
  /** http://127.0.0.1:<port><path> */
  url(path: string): string;
  /** The test allowance naming this server. */
  allowance: { host: string; port: number }[];
  route(path: string, handler: FeedRoute): void;
  requests: { path: string; headers: IncomingMessage["headers"] }[];
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const requests: FeedServer["requests"] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    requests.push({ path, headers: req.headers });
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404).end("not here");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    allowance: [{ host: "127.0.0.1", port }],
    route: (path, handler) => void routes.set(path, handler),
    requests,
    hits: (path) => requests.filter((r) => r.path === path).length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with a body and an ETag, or 304 when the request already holds that ETag. */
export const withEtag =
  (etag: string, body: () => Buffer | string, contentType: string): FeedRoute =>
  (req, res) => {
    if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { etag }).end();
    res.writeHead(200, { "content-type": contentType, etag }).end(body());
  };

export const redirectTo =
  (location: string, status = 302): FeedRoute =>
  (_req, res) =>
    void res.writeHead(status, { location }).end();
