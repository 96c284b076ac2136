// npm run fuzz: the properties of tests/e2e/fuzz.spec.ts (tests/support/http-fuzz.ts) over
// 100,000 random requests against the production server on its own seeded database. Prints
// the count of cases and of 5xx answers, and each failure class with the seed, the case and
// the shrunk request; exits 1 on any failure. Needs a production build (`npm run build`).
//
// Settings: FUZZ_CASES (100000), FUZZ_SEED (random; printed, so a run can be repeated),
// FUZZ_PG_PORT (54370), FUZZ_APP_PORT (3170), FUZZ_LISTINGS demo listings (400),
// FUZZ_SERVER_LOG=1 to see the server's error output.
import { prepareBenchDatabase } from "./bench/lib/bench-database";
import { ensureBuild, startAppServer } from "./bench/lib/app-server";
import { formatFailures, prepareFuzz, runFuzz } from "../tests/support/http-fuzz";

const CASES = Number(process.env.FUZZ_CASES ?? 100_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PG_PORT = Number(process.env.FUZZ_PG_PORT ?? 54370);
const APP_PORT = Number(process.env.FUZZ_APP_PORT ?? 3170);
const LISTINGS = Number(process.env.FUZZ_LISTINGS ?? 400);

ensureBuild();
const database = await prepareBenchDatabase({ folder: "fuzz-postgres", port: PG_PORT, database: "ridemarket_fuzz", listings: LISTINGS });
let exitCode = 1;
try {
  const server = await startAppServer({
    port: APP_PORT,
    databaseUrl: database.url,
    uploadDir: database.uploadDir,
    // Thousands of fuzzed sign-ins come from one address; the limits are not what is under test.
    env: { SIGNIN_LIMIT_PER_IP: "10000000", SIGNUP_LIMIT_PER_IP: "10000000", WEB_CONCURRENCY: "1" },
    // Each failure is reported with its request; FUZZ_SERVER_LOG=1 shows the server's own error lines too.
    quiet: process.env.FUZZ_SERVER_LOG !== "1",
  });
  try {
    const fuzz = await prepareFuzz(server.origin, database.url);
    try {
      console.log(`Fuzzing ${server.origin} with ${CASES.toLocaleString("en-US")} cases, seed ${SEED}`);
      const started = Date.now();
      const summary = await runFuzz({ ctx: fuzz.ctx, db: fuzz.db, signIn: fuzz.signIn, seed: SEED, numRuns: CASES, log: (line) => console.log(line) });
      console.log(`\nCases: ${summary.cases.toLocaleString("en-US")} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      console.log(`Answers by status: ${Object.entries(summary.statuses).map(([s, n]) => `${s}: ${n}`).join(", ")}`);
      console.log(`5xx answers: ${summary.serverErrors}`);
      console.log(`Failure classes: ${summary.failures.length}`);
      if (summary.failures.length) {
        console.log(`\n${formatFailures(summary)}`);
        console.log(`\nRepeat with FUZZ_SEED=${SEED} FUZZ_CASES=<case + 1> npm run fuzz (the same seed gives the same requests in the same order).`);
      }
      exitCode = summary.failures.length === 0 && summary.serverErrors === 0 ? 0 : 1;
    } finally {
      await fuzz.close();
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.stop();
}
process.exit(exitCode);
