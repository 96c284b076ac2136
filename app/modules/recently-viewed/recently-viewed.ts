// Recently viewed listings (decision 56): the rules both stores share. Browser-safe.
import { parseId } from "~/shared/ids";

/** How many views an account keeps; the write that adds one prunes the older ones. */
export const RECENTLY_VIEWED_KEPT = 20;
/** How many vehicle ids the signed-out visitor's cookie carries. */
export const COOKIE_IDS_KEPT = 12;
/** How many cards the home page and /buy show. */
export const RECENTLY_VIEWED_SHOWN = 8;


/**
 * The vehicle ids a cookie value carries ("12.7.31", newest first): anything that is not a
 * plain positive id is dropped, a repeat keeps its first (newest) place, and at most
 * COOKIE_IDS_KEPT are read, so a forged or stale cookie can never cost more than that.
 */
export function parseViewedIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(".", COOKIE_IDS_KEPT * 2)) {
    const id = parseId(part);
    if (id === null || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === COOKIE_IDS_KEPT) break;
  }
  return ids;
}

/** The list with `vehicleId` moved (or added) to the front, capped at COOKIE_IDS_KEPT. */
export function withViewed(ids: readonly number[], vehicleId: number): number[] {
  return [vehicleId, ...ids.filter((id) => id !== vehicleId)].slice(0, COOKIE_IDS_KEPT);
}

export const formatViewedIds = (ids: readonly number[]) => ids.join(".");
