import { Writable } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { applyCachePolicy } from "./utils/cache-policy.server";
import { markSharedView } from "./edge/shared-view.server";
import { applyDocumentPolicy, applySecurityHeaders } from "./modules/security/response-headers.server";
import { NonceProvider } from "./modules/security/nonce";
import { disconnectDatabases } from "./utils/db.server";
import { stopHealthChecks } from "./utils/health.server";
import { viewWritesSettled } from "./modules/public-listings/listing-views.server";

export { countCachedPageView } from "./modules/public-listings/listing-views.server";
// What the app's caches hold, for the server's memory report (server/memory-report.ts).
export { cacheUsage } from "./utils/cache-usage.server";
// /healthz, answered by the production server ahead of everything else (server/worker.ts).
export { healthReport } from "./utils/health.server";
// The view of a visitor asking for a page shared by view, for the page cache (decision 63).
export { sharedViewOf } from "./edge/shared-view.server";
import { deferredHydration } from "./utils/deferred-hydration.server";
import { isDatabaseUnavailable } from "./utils/database-errors";
import { noteDatabaseOutage } from "./edge/middleware/outage.server";

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  markSharedView(request, status, headers, routerContext);
  applyCachePolicy(request, headers);
  applySecurityHeaders(headers);
  const nonce = applyDocumentPolicy(headers);
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });

  return new Promise<Response>((resolve, reject) => {
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // Pages wait for all their data: nothing on the site streams in later, so a visitor
    // without JavaScript gets the complete page.
    const page = (
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        // The whole page is ready, so it is sent as one chunk: written piece by piece, every
        // piece would cost its own trip through the web stream, the compressor and the socket.
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeout);
            timeout = undefined;
            resolve(new Response(Buffer.concat(chunks), { headers, status }));
            callback();
          },
        });
        body.on("error", reject);
        headers.set("Content-Type", "text/html; charset=utf-8");
        // Hydration starts once the page has painted: see deferred-hydration.server.ts.
        pipe(deferredHydration()).pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  noteDatabaseOutage(error, context);
  if (request.signal.aborted) return;
  // A body the server cut off at its size limit was already answered 413 (server/request-guards.ts).
  if (error instanceof Error && error.name === "RequestBodyTooLarge") return;
  // An outage fails many requests at once: one short line each, not a stack trace each.
  if (isDatabaseUnavailable(error)) console.warn(`database unavailable: ${new URL(request.url).pathname}: ${error instanceof Error ? error.message.split("\n").filter((l) => l.trim()).pop() : String(error)}`);
  else console.error(error);
};

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyCachePolicy(request, response.headers);
  applySecurityHeaders(response.headers);
  return response;
};

/** Called by the production server (server/index.ts) once the last request has finished. */
export async function closeConnections() {
  // Views of the last pages served are written before the pool closes.
  await viewWritesSettled();
  await stopHealthChecks();
  await disconnectDatabases();
}
