// Random requests over every route of app/routes.ts against the production server (real HTTP,
// raw paths): no 5xx, no stack or framework detail, the security headers on every answer, and
// no change to the main tables when a request is refused. A fixed seed and a bounded count keep
// it repeatable here; `npm run fuzz` runs the same properties 100,000 times.
import { expect, test } from "@playwright/test";
import { E2E_DB_URL } from "./seller-db";
import { formatFailures, prepareFuzz, runFuzz } from "../support/http-fuzz";

const SEED = 20_261_124;
const CASES = 3_000;

test("random requests on every route get a clean answer with the security headers and change nothing when refused", async ({ baseURL }) => {
  // Shrinking replays requests, so a failing run takes longer than the passing one.
  test.setTimeout(10 * 60_000);
  const fuzz = await prepareFuzz(baseURL!, E2E_DB_URL);
  try {
    const summary = await runFuzz({ ctx: fuzz.ctx, db: fuzz.db, signIn: fuzz.signIn, seed: SEED, numRuns: CASES, shrinkClasses: 8, shrinkMs: 10_000 });
    expect(summary.cases).toBe(CASES);
    expect(summary.serverErrors, formatFailures(summary)).toBe(0);
    expect(summary.failures.map((f) => f.key), formatFailures(summary)).toEqual([]);
  } finally {
    await fuzz.close();
  }
});
