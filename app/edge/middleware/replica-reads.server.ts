// Which requests may read public data from a read replica (decision 26). A public page or API
// opts in with `replicaReadsMiddleware`; every other route reads the primary. So that a browser
// sees what it has just written, any write it sends (POST, PUT, PATCH, DELETE) gives it a cookie
// that lasts as long as a replica in service can be behind, or as long as a search's results or a
// page are shared (decisions 62, 63), and while it has one its reads stay on the primary and its searches are
// run afresh: the page an action redirects to, and every page for the next few seconds.
import type { MiddlewareFunction } from "react-router";
import { cookieSent } from "../cookies/cookie-sent";
import { readReplicas } from "~/utils/db.server";
import { env, isProduction } from "~/utils/env.server";
import { PAGE_CACHE_MAX_STALE_SECONDS } from "~/shared/page-cache-contract";
import { readingPublicData } from "~/utils/public-read-scope.server";

const READ_METHODS = new Set(["GET", "HEAD"]);

// Not signed: all a forged one does is send its bearer's reads to the primary.
const recentWriteCookie = () => (isProduction() ? "__Host-recent-write" : "recent-write");

/** Whether the browser has written in the last few seconds: it reads the primary and fresh search results. */
export function wroteRecently(request: Request): boolean {
  return cookieSent(request, recentWriteCookie());
}

function withRecentWriteCookie(response: Response, maxAgeSeconds: number): Response {
  const cookie = `${recentWriteCookie()}=1; Max-Age=${Math.ceil(maxAgeSeconds)}; Path=/; HttpOnly; SameSite=Lax${isProduction() ? "; Secure" : ""}`;
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy them.
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}

/** For the root: marks the browser as having just written. Nothing changes without replicas or shared results and pages. */
export const recentWritesMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (READ_METHODS.has(request.method.toUpperCase())) return response;
  const settings = env();
  // Pages shared by view (decision 63) are kept up to the page cache's seconds and served stale a while longer.
  const pageSeconds = settings.PAGE_CACHE_SECONDS > 0 ? settings.PAGE_CACHE_SECONDS + PAGE_CACHE_MAX_STALE_SECONDS : 0;
  const seconds = Math.max(readReplicas()?.stalestReadSeconds() ?? 0, settings.SEARCH_RESULTS_CACHE_SECONDS, pageSeconds);
  return seconds > 0 ? withRecentWriteCookie(response, seconds) : response;
};

/** For routes whose loaders read only public data: their reads of it may go to a replica. */
export const replicaReadsMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  // Without replicas there is nothing to mark: entering the scope would switch on Node's async
  // hooks for every promise of the process (about a fifth of a vehicle page's throughput).
  if (!readReplicas() || !READ_METHODS.has(request.method.toUpperCase()) || wroteRecently(request)) return next();
  return readingPublicData(next);
};
