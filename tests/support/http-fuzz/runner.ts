import fc from "fast-check";
import type pg from "pg";
import { requestArb } from "./arbitraries";
import { checkAnswer, countChanges, rowCounts } from "./oracles";
import { classKey } from "./report";
import { send } from "./send";
import type { Answer, FailureClass, FuzzContext, FuzzRequest, FuzzSummary, Problem } from "./types";

export interface FuzzOptions {
  ctx: FuzzContext;
  db: pg.Client | pg.Pool;
  seed: number;
  numRuns: number;
  /** Signs the fuzz account in and returns its Cookie header; called again whenever its session ends. */
  signIn: () => Promise<string>;
  /** Distinct failure classes to shrink (each shrink replays requests). */
  shrinkClasses?: number;
  /** Time given to shrinking each class. */
  shrinkMs?: number;
  log?: (line: string) => void;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzSummary> {
  const { ctx, db, seed, numRuns, log = () => {} } = options;
  let cookie = await options.signIn();
  const arb = requestArb(ctx);

  /** Sends one request and returns what was wrong with its answer. */
  async function exercise(req: FuzzRequest): Promise<{ answer: Answer | null; problems: Problem[] }> {
    const before = await rowCounts(db);
    let answer: Answer | null = null;
    const problems: Problem[] = [];
    try {
      answer = await send(ctx.origin, req, cookie);
      problems.push(...checkAnswer(answer));
    } catch (error) {
      problems.push({ kind: "no answer", detail: (error as Error).message });
    }
    const after = await rowCounts(db);
    if (answer && answer.status >= 400 && answer.status < 500) {
      const changed = countChanges(req, answer.status, before, after);
      if (changed.length) problems.push({ kind: "database change", detail: changed.join(", ") });
    }
    // The request ended the fuzz account's session (sign-out, a password change): start another.
    if (req.signedIn && after.sessions < before.sessions) cookie = await options.signIn();
    return { answer, problems };
  }

  const classes = new Map<string, FailureClass>();
  const statuses: Record<string, number> = {};
  const msByPattern: Record<string, number> = {};
  let serverErrors = 0;
  let index = 0;
  await fc.assert(
    fc.asyncProperty(arb, async (req) => {
      const i = index++;
      const started = Date.now();
      const { answer, problems } = await exercise(req);
      msByPattern[req.pattern] = (msByPattern[req.pattern] ?? 0) + Date.now() - started;
      const status = answer ? String(answer.status) : "none";
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (answer && answer.status >= 500) serverErrors++;
      for (const p of problems) {
        const key = classKey(req, answer, p);
        const known = classes.get(key);
        if (known) known.count++;
        else classes.set(key, { key, kind: p.kind, count: 1, first: { index: i, request: req, status: answer?.status ?? 0, detail: p.detail, excerpt: answer?.body.slice(0, 200) ?? "" } });
      }
      if ((i + 1) % 1000 === 0) log(`${i + 1} cases, ${classes.size} failure classes`);
      return true;
    }),
    { seed, numRuns },
  );

  // Shrink one case of each class to the smallest request that still fails the same way.
  const failures = [...classes.values()];
  for (const failure of failures.slice(0, options.shrinkClasses ?? failures.length)) {
    const result = await fc.check(
      fc.asyncProperty(arb, async (req) => {
        const { answer, problems } = await exercise(req);
        return !problems.some((p) => classKey(req, answer, p) === failure.key);
      }),
      { seed, path: String(failure.first.index), interruptAfterTimeLimit: options.shrinkMs ?? 30_000 },
    );
    if (result.failed && result.counterexample) failure.shrunk = { request: result.counterexample[0], path: result.counterexamplePath ?? String(failure.first.index) };
  }
  return { seed, cases: index, serverErrors, statuses, msByPattern, failures };
}
