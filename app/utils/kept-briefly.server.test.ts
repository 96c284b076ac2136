import { afterEach, describe, expect, it, vi } from "vitest";
import { keptStore } from "./kept-briefly.server";
import { approximateBytes } from "./approximate-bytes";

afterEach(() => vi.useRealTimers());

const store = (maxBytes = 1 << 20) => keptStore(maxBytes);

describe("keptBriefly", () => {
  it("loads once for concurrent and repeated callers within the time to live", async () => {
    const kept = store().kind<number>("n");
    let calls = 0;
    const load = async () => ++calls;
    const answers = await Promise.all([1, 2, 3].map(() => kept("a", 10_000, load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(await kept("a", 10_000, load)).toBe(1);
    expect(await kept("b", 10_000, load)).toBe(2);
  });

  it("always loads when keeping is off, and forgets a failed load", async () => {
    const kept = store().kind<number>("n");
    let calls = 0;
    expect(await kept("c", 0, async () => ++calls)).toBe(1);
    expect(await kept("c", 0, async () => ++calls)).toBe(2);
    await expect(kept("d", 10_000, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await kept("d", 10_000, async () => 7)).toBe(7);
  });

  it("loads again once the time to live has passed", async () => {
    vi.useFakeTimers();
    const kept = store().kind<number>("n");
    let calls = 0;
    expect(await kept("a", 1000, async () => ++calls)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await kept("a", 1000, async () => ++calls)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await kept("a", 1000, async () => ++calls)).toBe(2);
  });

  it("keeps each kind's keys apart", async () => {
    const shared = store();
    const counts = shared.kind<string>("counts");
    const names = shared.kind<string>("names");
    await counts("a", 10_000, async () => "count");
    expect(await names("a", 10_000, async () => "name")).toBe("name");
    expect(await counts("a", 10_000, async () => "again")).toBe("count");
  });

  it("never holds more bytes than its budget, dropping the least recently used", async () => {
    const maxBytes = 64 * 1024;
    const shared = store(maxBytes);
    const kept = shared.kind<string[]>("rows");
    // Each answer is about 5 kB once it arrives: twenty of them would be 100 kB.
    const rows = (key: string) => Array.from({ length: 50 }, (_, i) => `${key}-${i}`.padEnd(80, "x"));
    expect(approximateBytes(rows("k"))).toBeGreaterThan(4000);
    const loads: string[] = [];
    for (let i = 0; i < 20; i++) {
      await kept(`k${i}`, 10_000, async () => (loads.push(`k${i}`), rows(`k${i}`)));
      expect(shared.usage().bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(shared.usage().bytes).toBeGreaterThan(maxBytes / 2);
    expect(shared.usage().entries).toBeLessThan(20);
    // The most recent is still kept; the first went.
    await kept("k19", 10_000, async () => (loads.push("k19"), rows("k19")));
    await kept("k0", 10_000, async () => (loads.push("k0"), rows("k0")));
    expect(loads.slice(20)).toEqual(["k0"]);
  });

  it("does not keep an answer larger than its whole budget", async () => {
    const shared = store(4096);
    const kept = shared.kind<string>("big");
    let calls = 0;
    expect(await kept("a", 10_000, async () => (calls++, "x".repeat(10_000)))).toHaveLength(10_000);
    expect(shared.usage()).toMatchObject({ entries: 0, bytes: 0 });
    await kept("a", 10_000, async () => (calls++, "x".repeat(10_000)));
    expect(calls).toBe(2);
  });
});
