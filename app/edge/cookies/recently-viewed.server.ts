import { createCookie } from "react-router";
import { isProduction } from "~/utils/env.server";
import { formatViewedIds, parseViewedIds } from "~/modules/recently-viewed/recently-viewed";

// A signed-out visitor's recently viewed vehicles (decision 56): ids only, newest first. Not
// signed: every id is checked against the market when read, so a forged value shows nothing
// the visitor could not open anyway.
const viewedCookie = createCookie(isProduction() ? "__Host-viewed" : "viewed", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction(),
  maxAge: 60 * 60 * 24 * 90,
});

export async function readViewedCookie(request: Request): Promise<number[]> {
  const value: unknown = await viewedCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return parseViewedIds(typeof value === "string" ? value : null);
}

export const viewedCookieHeader = (ids: readonly number[]) => viewedCookie.serialize(formatViewedIds(ids));

export const clearViewedCookieHeader = () => viewedCookie.serialize("", { maxAge: 0 });

export const hasViewedCookie = (request: Request) => /(?:^|;\s*)(?:__Host-)?viewed=/.test(request.headers.get("Cookie") ?? "");
