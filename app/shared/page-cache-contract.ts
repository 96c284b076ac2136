// Between the production server's page cache and the app (app/edge/shared-view.server.ts): the
// cache asks for a mark on each page it may keep by view, and the app marks it. The cache removes
// the request's header from every request it is given and the marks from every answer.
export const SHARED_VIEW_HEADERS = {
  /** On a request: mark the page if it may be shared by view. */
  wanted: "x-shared-view-wanted",
  /** On a page: the view it was rendered for. */
  view: "x-shared-view",
  /** On a page: its route's own Cache-Control, before the signed-in visitor's made it private. */
  cacheControl: "x-shared-cache-control",
} as const;

/** Longest a kept page is served past its freshness, and only while it is being rendered again. */
export const PAGE_CACHE_MAX_STALE_SECONDS = 60;
