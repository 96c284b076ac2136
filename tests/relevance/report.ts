// The judged set's scores as a table, the means, the queries the market holds nothing for, and the worst.
import type { JudgedRun } from "./run-judged-set";
import { worstQueries, type QueryScore } from "./score";

const WIDTH = 34;
const fixed = (n: number) => n.toFixed(2);
const row = (s: QueryScore) =>
  `${s.query.slice(0, WIDTH).padEnd(WIDTH)} ${String(s.relevant).padStart(5)} ${String(s.partial).padStart(5)} ${fixed(s.precision).padStart(6)} ${fixed(s.ndcg).padStart(8)}  ${s.grades.join("") || "-"}`;
const HEADER = `${"query".padEnd(WIDTH)} ${"rel".padStart(5)} ${"part".padStart(5)} ${"P@10".padStart(6)} ${"nDCG@10".padStart(8)}  grades of the first 10`;

export function formatReport(run: JudgedRun, { worst = 15, all = true } = {}): string {
  const lines: string[] = [];
  if (all) lines.push(HEADER, ...run.scores.map(row), "");
  lines.push(
    `${run.scored.length} queries scored on ${run.listings.toLocaleString("en-US")} listings (rel: grade 2 in the market, part: grade 1), in ${run.seconds.toFixed(1)} s`,
    `mean P@10     ${fixed(run.meanPrecision)}`,
    `mean nDCG@10  ${fixed(run.meanNdcg)}`,
    `nothing relevant on the first page: ${run.scored.filter((s) => s.ndcg === 0).length} queries`,
  );
  if (run.unjudgeable.length) {
    const others = run.unjudgeable.filter((s) => !run.awaiting.includes(s.query)).map((s) => s.query);
    lines.push("", `Left out of the means, no relevant listing in the market: ${run.unjudgeable.length}`);
    if (run.awaiting.length) lines.push(`  awaiting personal watercraft listings: ${run.awaiting.join(", ")}`);
    if (others.length) lines.push(`  others: ${others.join(", ")}`);
  }
  lines.push("", `Worst ${worst}:`, HEADER, ...worstQueries(run, worst).map(row));
  return lines.join("\n");
}
