// Zipf-distributed draws for the benchmarks: a few searches asked for very often, a long tail
// asked for rarely, as real visitors spread over URLs. Seeded, so runs compare.
import { createRandom } from "../../../prisma/seed/demo/random";

export interface ZipfRequest {
  path: string;
  cookie: string;
}

/** A sampler of ranks 0..n-1 with P(rank k) ∝ 1/(k+1)^s: rank 0 is the most likely. */
export function zipfSampler(n: number, s: number, seed: number): () => number {
  const random = createRandom(seed);
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) cumulative[k] = total += (k + 1) ** -s;
  return () => firstAbove(cumulative, random.next() * total);
}

/** `count` ranks of `n` drawn with exponent `s`. */
export function zipfRanks(count: number, n: number, s: number, seed: number): number[] {
  const draw = zipfSampler(n, s, seed);
  return Array.from({ length: count }, draw);
}

/**
 * `count` requests to walk in order: each path drawn by its rank in `paths` (the first the most
 * asked for), each from one of `cookies` (visitors) picked uniformly, both seeded.
 */
export function zipfRequests(paths: readonly string[], cookies: readonly string[], { count, s, seed }: { count: number; s: number; seed: number }): ZipfRequest[] {
  const visitor = createRandom(seed + 1);
  return zipfRanks(count, paths.length, s, seed).map((rank) => ({ path: paths[rank]!, cookie: visitor.pick(cookies) }));
}

/** The first index whose cumulative weight is above `target` (binary search). */
function firstAbove(cumulative: Float64Array, target: number): number {
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return low;
}
