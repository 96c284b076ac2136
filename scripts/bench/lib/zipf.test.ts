// The Zipf draws of the realistic /buy mix in `npm run bench:server`.
import { describe, expect, it } from "vitest";
import { zipfRanks, zipfRequests } from "./zipf";

/** Σ 1/k^s for k = 1..n. */
function harmonic(n: number, s: number): number {
  let sum = 0;
  for (let k = 1; k <= n; k++) sum += k ** -s;
  return sum;
}

describe("zipf draws", () => {
  const DRAWS = 200_000;
  const ranks = zipfRanks(DRAWS, 10_000, 1.1, 7);

  it("draws the same sequence from the same seed", () => {
    expect(zipfRanks(1000, 10_000, 1.1, 7)).toEqual(ranks.slice(0, 1000));
    expect(zipfRanks(1000, 10_000, 1.1, 8)).not.toEqual(ranks.slice(0, 1000));
  });

  it("draws only ranks 0..n-1, rank 0 most often", () => {
    const counts = new Map<number, number>();
    for (const rank of ranks) counts.set(rank, (counts.get(rank) ?? 0) + 1);
    expect(Math.min(...counts.keys())).toBe(0);
    expect(Math.max(...counts.keys())).toBeLessThan(10_000);
    const [mostDrawn] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(mostDrawn).toBe(0);
  });

  it("gives the top 100 of 10,000 ranks their analytic share", () => {
    const expected = harmonic(100, 1.1) / harmonic(10_000, 1.1);
    const share = ranks.filter((rank) => rank < 100).length / DRAWS;
    // With 200,000 draws the share's standard deviation is about 0.1 %.
    expect(Math.abs(share - expected)).toBeLessThan(0.01);
  });

  it("pairs each drawn path with one of the visitors' cookies", () => {
    const paths = Array.from({ length: 50 }, (_, i) => `/buy?page=${i}`);
    const cookies = ["a", "b", "c"];
    const requests = zipfRequests(paths, cookies, { count: 3000, s: 1.1, seed: 3 });
    expect(requests).toEqual(zipfRequests(paths, cookies, { count: 3000, s: 1.1, seed: 3 }));
    expect(new Set(requests.map((r) => r.cookie))).toEqual(new Set(cookies));
    expect(requests.filter((r) => r.path === paths[0]).length).toBeGreaterThan(requests.filter((r) => r.path === paths[1]).length);
  });
});
