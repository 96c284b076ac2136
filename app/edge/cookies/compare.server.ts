import { createCookie } from "react-router";
import { isProduction } from "~/utils/env.server";
import { compareListFrom } from "~/modules/compare/compare-list";

// The visitor's compare list (decision 55): ids only, read back through compareListFrom, so a
// cookie edited by hand is at worst an empty list. Not a secret, so not signed; Lax, so a form
// on another site cannot change it. utils/cache-policy.server.ts makes any page requested with
// it private.
export const COMPARE_COOKIE_NAME = isProduction() ? "__Host-compare" : "compare";

const compareCookie = createCookie(COMPARE_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  secure: isProduction(),
  maxAge: 60 * 60 * 24 * 30,
});

export async function readCompareList(request: Request): Promise<number[]> {
  return compareListFrom(await compareCookie.parse(request.headers.get("Cookie")).catch(() => null));
}

/** The Set-Cookie header that keeps `list`; an empty list removes the cookie, so public pages are shared again. */
export async function compareListHeader(list: number[]): Promise<string> {
  return list.length ? compareCookie.serialize(list) : compareCookie.serialize([], { maxAge: 0 });
}
