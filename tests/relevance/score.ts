// Precision and nDCG at 10 of one query's results, from the grades of its first results and the
// grades of every listing in the market (judgments.ts gives both), and their means over a set.
import type { Grade } from "./judgments";

export const CUTOFF = 10;

const gain = (grade: Grade) => 2 ** grade - 1;
const discountedGain = (grades: readonly Grade[]) => grades.slice(0, CUTOFF).reduce<number>((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);

/** Relevant (grade > 0) among the first 10 results, over as many as there could be: min(10, relevant in the market). */
export function precisionAt10(resultGrades: readonly Grade[], relevantInMarket: number): number {
  if (relevantInMarket === 0) return 0;
  const found = resultGrades.slice(0, CUTOFF).filter((g) => g > 0).length;
  return found / Math.min(CUTOFF, relevantInMarket);
}

/** DCG of the first 10 results over the DCG of the best 10 the market could give (exponential gain, log2 discount). */
export function ndcgAt10(resultGrades: readonly Grade[], marketGrades: readonly Grade[]): number {
  const ideal = discountedGain([...marketGrades].filter((g) => g > 0).sort((a, b) => b - a));
  return ideal === 0 ? 0 : discountedGain(resultGrades) / ideal;
}

export interface QueryScore {
  query: string;
  /** Listings in the market with grade 2, and with grade 1. */
  relevant: number;
  partial: number;
  /** The grades of the results, in their order. */
  grades: Grade[];
  precision: number;
  ndcg: number;
}

export function scoreQuery(query: string, resultGrades: Grade[], marketGrades: readonly Grade[]): QueryScore {
  const relevant = marketGrades.filter((g) => g === 2).length;
  const partial = marketGrades.filter((g) => g === 1).length;
  return { query, relevant, partial, grades: resultGrades, precision: precisionAt10(resultGrades, relevant + partial), ndcg: ndcgAt10(resultGrades, marketGrades) };
}

export interface SetScore {
  /** Queries with at least one listing of grade > 0 in the market: the means are over these. */
  scored: QueryScore[];
  /** Queries the market holds nothing for: reported, left out of the means. */
  unjudgeable: QueryScore[];
  meanPrecision: number;
  meanNdcg: number;
}

export function scoreSet(scores: QueryScore[]): SetScore {
  const scored = scores.filter((s) => s.relevant + s.partial > 0);
  const mean = (pick: (s: QueryScore) => number) => (scored.length ? scored.reduce((sum, s) => sum + pick(s), 0) / scored.length : 0);
  return { scored, unjudgeable: scores.filter((s) => s.relevant + s.partial === 0), meanPrecision: mean((s) => s.precision), meanNdcg: mean((s) => s.ndcg) };
}

/** The queries scoring lowest, by nDCG then precision. */
export const worstQueries = (set: SetScore, count: number) => [...set.scored].sort((a, b) => a.ndcg - b.ndcg || a.precision - b.precision).slice(0, count);
