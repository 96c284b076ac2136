// The listings a visitor compares (decision 55): ids in the URL of /compare and, while they pick
// them, in a cookie. Both are read here, the same way: ids only, in order, no repeats, at most four.
import { parseId } from "~/shared/ids";

export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

export interface ParsedCompareIds {
  /** The ids to compare, in the order given, without repeats, at most COMPARE_MAX. */
  ids: number[];
  /** More distinct ids were given than COMPARE_MAX: the ones past it were left out. */
  overLimit: boolean;
  /** A part of the list that is not a listing number (the whole list is then refused). */
  invalid: string | null;
}

/** Reads `?ids=1,2,3` (spaces and empty parts ignored). */
export function parseCompareIds(param: string | null): ParsedCompareIds {
  const parts = (param ?? "").split(",").map((p) => p.trim()).filter((p) => p !== "");
  const ids: number[] = [];
  for (const part of parts) {
    const id = parseId(part);
    if (id === null) return { ids: [], overLimit: false, invalid: part.slice(0, 20) };
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids: ids.slice(0, COMPARE_MAX), overLimit: ids.length > COMPARE_MAX, invalid: null };
}

/** The list a cookie holds, whatever was put in it: anything that is not a list of ids counts as empty. */
export function compareListFrom(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const item of value) {
    const id = typeof item === "number" ? parseId(String(item)) : null;
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}

export type CompareChange = { list: number[]; added: boolean; full: boolean };

/** Adds `id` at the end; a full list stays as it is (`full`), and an id already there is not moved. */
export function addToCompareList(list: number[], id: number): CompareChange {
  if (list.includes(id)) return { list, added: false, full: false };
  if (list.length >= COMPARE_MAX) return { list, added: false, full: true };
  return { list: [...list, id], added: true, full: false };
}

export function removeFromCompareList(list: number[], id: number): number[] {
  return list.filter((item) => item !== id);
}

/** The address of the comparison of `ids`, shareable as it is. */
export function compareHref(ids: number[]): string {
  return ids.length ? `/compare?ids=${ids.join(",")}` : "/compare";
}

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} vehicles. Remove one to add another.`;
