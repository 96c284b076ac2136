import { afterEach, describe, expect, it, vi } from "vitest";
import { keptBriefly } from "./kept-briefly.server";

afterEach(() => vi.useRealTimers());

describe("keptBriefly", () => {
  it("loads once for concurrent and repeated callers within the time to live", async () => {
    const kept = keptBriefly<number>(10);
    let calls = 0;
    const load = async () => ++calls;
    const answers = await Promise.all([1, 2, 3].map(() => kept("a", 10_000, load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(await kept("a", 10_000, load)).toBe(1);
    expect(await kept("b", 10_000, load)).toBe(2);
  });

  it("always loads when keeping is off, and forgets a failed load", async () => {
    const kept = keptBriefly<number>(10);
    let calls = 0;
    expect(await kept("c", 0, async () => ++calls)).toBe(1);
    expect(await kept("c", 0, async () => ++calls)).toBe(2);
    await expect(kept("d", 10_000, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await kept("d", 10_000, async () => 7)).toBe(7);
  });

  it("loads again once the time to live has passed", async () => {
    vi.useFakeTimers();
    const kept = keptBriefly<number>(10);
    let calls = 0;
    expect(await kept("a", 1000, async () => ++calls)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await kept("a", 1000, async () => ++calls)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await kept("a", 1000, async () => ++calls)).toBe(2);
  });

  it("holds at most its number of keys, dropping the oldest", async () => {
    const kept = keptBriefly<string>(2);
    const loads: string[] = [];
    const load = (key: string) => async () => (loads.push(key), key);
    await kept("a", 10_000, load("a"));
    await kept("b", 10_000, load("b"));
    await kept("c", 10_000, load("c"));
    await kept("b", 10_000, load("b"));
    await kept("a", 10_000, load("a"));
    expect(loads).toEqual(["a", "b", "c", "a"]);
  });
});
