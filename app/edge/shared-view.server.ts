// Pages shared between visitors who see the same of themselves on them (decision 63). A route
// whose handle says `sharedByView` depends on who asks only through what the root loader shows
// of them: the header's account menu (unread count, staff, dealership) and the compare list.
// Every visitor with the same view gets the same page, so the production server's page cache
// (server/page-cache.ts) keeps it under its URL and that view: asked with a cookie, it asks the
// app for the visitor's view first, and the app marks each page it renders with the view it was
// rendered for. A visitor whose page would show more of them (a toast, the passkey prompt, a
// recently viewed list) or who has just written gets a page of their own.
import type { EntryContext } from "react-router";
import type { CurrentUser } from "./current-user.server";
import { getOptionalUser } from "./current-user.server";
import { readCompareList } from "./cookies/compare.server";
import { hasToastCookie } from "./cookies/toast.server";
import { hasPasskeyPromptCookie } from "./cookies/passkey-prompt.server";
import { hasViewedCookie } from "./cookies/recently-viewed.server";
import { wroteRecently } from "./middleware/replica-reads.server";
import { isStaffRole } from "~/modules/staff/roles";
import { SHARED_VIEW_HEADERS } from "~/shared/page-cache-contract";

/** What the header shows of a signed-in visitor: nothing that names them. */
export interface HeaderView {
  unread: number;
  staff: boolean;
  dealer: boolean;
}

export const headerViewOf = (user: CurrentUser): HeaderView => ({ unread: user.unread, staff: isStaffRole(user.role), dealer: user.dealer });

const viewKey = (user: HeaderView | null, compareIds: readonly number[]) =>
  `${user ? `u${user.unread}${user.staff ? "s" : ""}${user.dealer ? "d" : ""}` : "a"}:${compareIds.join(",")}`;

/** The view a request with cookies would be rendered for, or null when its page must be its own. */
async function requestedView(request: Request): Promise<string | null> {
  if (wroteRecently(request) || hasToastCookie(request) || hasPasskeyPromptCookie(request)) return null;
  const [user, compareIds] = await Promise.all([getOptionalUser(request), readCompareList(request)]);
  if (user ? user.viewed : hasViewedCookie(request)) return null;
  return viewKey(user ? headerViewOf(user) : null, compareIds);
}

interface RootView {
  toast: unknown;
  user: HeaderView | null;
  passkeyPromptFor: number | null;
  compareIds: number[];
}

/**
 * The view a rendered page was made for, when the page may be shared by it: its route says so,
 * it answered 200 with a public Cache-Control of its own (so nothing else of the visitor is on
 * it) and set no cookie, and the root showed no toast and no prompt.
 */
function renderedView(status: number, headers: Headers, context: EntryContext): { view: string; cacheControl: string } | null {
  const cacheControl = headers.get("Cache-Control") ?? "";
  if (status !== 200 || headers.has("Set-Cookie") || !/\bpublic\b/.test(cacheControl)) return null;
  const matches = context.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1]?.route.id;
  const handle = leaf ? (context.routeModules[leaf]?.handle as { sharedByView?: boolean } | undefined) : undefined;
  if (!handle?.sharedByView) return null;
  const root = context.staticHandlerContext.loaderData.root as RootView | undefined;
  if (!root || root.toast || root.passkeyPromptFor !== null) return null;
  return { view: viewKey(root.user, root.compareIds), cacheControl };
}

/** For entry.server: marks a page rendered for the page cache with the view it may be shared by. */
export function markSharedView(request: Request, status: number, headers: Headers, context: EntryContext) {
  if (!request.headers.has(SHARED_VIEW_HEADERS.wanted)) return;
  const shared = renderedView(status, headers, context);
  if (!shared) return;
  headers.set(SHARED_VIEW_HEADERS.view, shared.view);
  headers.set(SHARED_VIEW_HEADERS.cacheControl, shared.cacheControl);
}

/** For the production server: the view of a request to a page shared by view (null: its own page). */
export async function sharedViewOf(path: string, cookie: string): Promise<string | null> {
  return requestedView(new Request(new URL(path, "http://localhost"), { headers: { cookie } }));
}
