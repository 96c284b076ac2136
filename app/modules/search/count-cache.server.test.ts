import { describe, expect, it } from "vitest";
import { rememberedCount } from "./count-cache.server";

describe("rememberedCount", () => {
  it("counts once for concurrent and repeated searches within the time to live", async () => {
    let calls = 0;
    const count = async () => ++calls;
    const totals = await Promise.all([1, 2, 3].map(() => rememberedCount("a", 10_000, count)));
    expect(totals).toEqual([1, 1, 1]);
    expect(await rememberedCount("a", 10_000, count)).toBe(1);
    expect(await rememberedCount("b", 10_000, count)).toBe(2);
  });

  it("always counts when remembering is off, and forgets a failed count", async () => {
    let calls = 0;
    expect(await rememberedCount("c", 0, async () => ++calls)).toBe(1);
    expect(await rememberedCount("c", 0, async () => ++calls)).toBe(2);
    await expect(rememberedCount("d", 10_000, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await rememberedCount("d", 10_000, async () => 7)).toBe(7);
  });
});
