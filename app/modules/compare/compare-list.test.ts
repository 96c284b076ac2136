import { describe, expect, it } from "vitest";
import { addToCompareList, compareHref, compareListFrom, parseCompareIds, removeFromCompareList } from "./compare-list";

describe("the ids of /compare", () => {
  it("keeps the order, drops repeats and blanks", () => {
    expect(parseCompareIds("3, 1,,3,2")).toEqual({ ids: [3, 1, 2], overLimit: false, invalid: null });
  });

  it("compares the first four of more, and says so", () => {
    expect(parseCompareIds("5,4,3,2,1")).toEqual({ ids: [5, 4, 3, 2], overLimit: true, invalid: null });
    // Four distinct after repeats are dropped is not over the limit.
    expect(parseCompareIds("1,1,2,3,4").overLimit).toBe(false);
  });

  it("refuses a list with anything that is not a listing number", () => {
    for (const bad of ["1,abc", "1,-2", "0,1", "1,99999999999", "1.5,2"]) expect(parseCompareIds(bad).invalid).not.toBeNull();
    expect(parseCompareIds(null)).toEqual({ ids: [], overLimit: false, invalid: null });
  });
});

describe("the compare list's cookie", () => {
  it("reads only a list of ids, capped at four", () => {
    expect(compareListFrom([1, 2, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    expect(compareListFrom([1, "2", -3, 1.5, null, 7])).toEqual([1, 7]);
    expect(compareListFrom("1,2")).toEqual([]);
    expect(compareListFrom({ ids: [1] })).toEqual([]);
  });

  it("adds at the end, never past four, and removes", () => {
    expect(addToCompareList([1, 2], 3)).toEqual({ list: [1, 2, 3], added: true, full: false });
    expect(addToCompareList([1, 2], 1)).toEqual({ list: [1, 2], added: false, full: false });
    expect(addToCompareList([1, 2, 3, 4], 5)).toEqual({ list: [1, 2, 3, 4], added: false, full: true });
    expect(removeFromCompareList([1, 2, 3], 2)).toEqual([1, 3]);
    expect(compareHref([4, 2])).toBe("/compare?ids=4,2");
    expect(compareHref([])).toBe("/compare");
  });
});
