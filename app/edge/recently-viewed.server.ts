// The recently viewed list at the edge (decision 56): who is looking (the session or the
// signed-out visitor's cookie), the view mark the vehicle page loads, the list the home page
// and /buy show, and the Clear button.
import { redirect } from "react-router";
import { getOptionalUser } from "./current-user.server";
import { readForm } from "./form-body.server";
import { clearViewedCookieHeader, hasViewedCookie, readViewedCookie, viewedCookieHeader } from "./cookies/recently-viewed.server";
import { toastHeader } from "./cookies/toast.server";
import { clearRecentlyViewed, mergeCookieViews, recentlyViewedCards, recordView, type Viewer } from "~/modules/recently-viewed/recently-viewed.server";
import type { VehicleCardData } from "~/modules/public-listings/card-data";
import { parseId } from "~/shared/ids";
import { safeRedirect } from "~/shared/redirects";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";

/** What a page that shows the list answers with while it has cards: never stored by a shared cache. */
export const RECENTLY_VIEWED_CACHE_CONTROL = "private, no-store";

async function viewerOf(request: Request): Promise<Viewer> {
  const user = await getOptionalUser(request);
  return user ? { userId: user.id } : { cookieIds: await readViewedCookie(request) };
}

// A transparent 1x1 GIF: what the page's <img> expects, so nothing shows as broken.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * GET /vehicles/:id/viewed, loaded by the vehicle page as an image: records the view on the
 * account, or answers with the signed-out visitor's new cookie. Private and never stored, so
 * every view reaches the server even when the page itself came from a cache. A cross-site
 * request (another site embedding the mark) records nothing.
 */
export async function viewedMarkAnswer(request: Request, idParam: string | undefined): Promise<Response> {
  const headers = new Headers({ "Content-Type": "image/gif", "Cache-Control": "private, no-store" });
  const vehicleId = parseId(idParam);
  if (vehicleId !== null && request.headers.get("Sec-Fetch-Site") !== "cross-site") {
    try {
      const { cookieIds } = await recordView(await viewerOf(request), vehicleId);
      if (cookieIds) headers.append("Set-Cookie", await viewedCookieHeader(cookieIds));
    } catch (error) {
      // The mark is a side note of a page already shown: a failure costs only the list.
      throwIfDatabaseUnavailable(error);
      console.error("recently viewed not recorded", { vehicleId, error });
    }
  }
  return new Response(new Uint8Array(PIXEL), { headers });
}

/**
 * The cards for the home page and /buy, and the Cache-Control the page must answer with: a page
 * that shows a list is private; a visitor with none (every signed-out visitor without the cookie)
 * gets the page the cache shares. A failure costs only the list.
 */
export async function recentlyViewedOnPage(request: Request): Promise<{ recentlyViewed: VehicleCardData[]; cacheControl: string | null }> {
  const user = await getOptionalUser(request);
  // Nothing to read: a signed-in user who has viewed nothing, or a visitor without the cookie.
  if (user ? !user.viewed : !hasViewedCookie(request)) return { recentlyViewed: [], cacheControl: null };
  try {
    const recentlyViewed = await recentlyViewedCards(await viewerOf(request));
    return { recentlyViewed, cacheControl: recentlyViewed.length ? RECENTLY_VIEWED_CACHE_CONTROL : null };
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    console.error("recently viewed failed", error);
    return { recentlyViewed: [], cacheControl: null };
  }
}

/** POST /recently-viewed: forgets the list (the account's rows and the cookie) and goes back. */
export async function clearRecentlyViewedAnswer(request: Request): Promise<Response> {
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirect"), "/");
  const user = await getOptionalUser(request);
  if (user) await clearRecentlyViewed(user.id);
  const headers = new Headers();
  headers.append("Set-Cookie", await clearViewedCookieHeader());
  headers.append("Set-Cookie", await toastHeader({ title: "Recently viewed cleared" }));
  return redirect(back, { headers });
}

/**
 * At sign-in (password or passkey): the cookie's views join the account, and the header that ends
 * the cookie (or null without one). A failed merge costs only those views, never the sign-in.
 */
export async function mergeViewsAtSignIn(userId: number, request: Request): Promise<string | null> {
  if (!hasViewedCookie(request)) return null;
  await mergeCookieViews(userId, await readViewedCookie(request)).catch((error: unknown) => console.error("recently viewed not merged", { userId, error }));
  return clearViewedCookieHeader();
}
