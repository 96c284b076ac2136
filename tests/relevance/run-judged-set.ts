// Runs every judged query through searchAsTyped and scores its first page against the market.
import { JUDGED_QUERIES } from "./judged-queries";
import { gradeOf, zipsNamedBy, type Grade, type JudgedQuery } from "./judgments";
import { judgedMarket, zipPoints } from "./market";
import { searchAsTyped } from "./search-as-typed";
import { CUTOFF, scoreQuery, scoreSet, type QueryScore, type SetScore } from "./score";

export interface JudgedRun extends SetScore {
  scores: QueryScore[];
  /** Listings on the market. */
  listings: number;
  /** Unjudgeable queries that wait for listings still to come (judgments.ts `awaits`). */
  awaiting: string[];
  seconds: number;
}

export async function runJudgedSet(queries: readonly JudgedQuery[] = JUDGED_QUERIES): Promise<JudgedRun> {
  const started = performance.now();
  const market = await judgedMarket();
  const zips = await zipPoints(queries.flatMap(zipsNamedBy));
  const byId = new Map(market.map((l) => [l.id, l]));
  const scores: QueryScore[] = [];
  for (const judged of queries) {
    const ids = await searchAsTyped(judged.query);
    const grades = ids.slice(0, CUTOFF).map((id): Grade => {
      const listing = byId.get(id);
      return listing ? gradeOf(listing, judged, zips) : 0;
    });
    scores.push(scoreQuery(judged.query, grades, market.map((l) => gradeOf(l, judged, zips))));
  }
  const set = scoreSet(scores);
  const waiting = new Set(queries.filter((q) => q.awaits).map((q) => q.query));
  return { ...set, scores, listings: market.length, awaiting: set.unjudgeable.map((s) => s.query).filter((q) => waiting.has(q)), seconds: (performance.now() - started) / 1000 };
}
