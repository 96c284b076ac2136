// `npm test`: typecheck, the production build, unit and integration tests on a real Postgres,
// then the build under Playwright in Chromium. Ends with one summary line.
import fs from "node:fs";
import path from "node:path";
import { ROOT, runCommand } from "./lib/database-setup";

const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
const results = { passed: 0, failed: 0, skipped: 0 };
const stages: { name: string; ok: boolean }[] = [];

async function stage(name: string, run: () => Promise<void>) {
  console.log(`\n=== ${name} ===`);
  try {
    await run();
    stages.push({ name, ok: true });
  } catch (error) {
    console.error(`${name} failed: ${(error as Error).message}`);
    stages.push({ name, ok: false });
  }
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

const vitestJson = path.join(ROOT, ".data", "vitest-results.json");
const playwrightJson = path.join(ROOT, ".data", "playwright-results.json");
fs.mkdirSync(path.join(ROOT, ".data"), { recursive: true });
fs.rmSync(vitestJson, { force: true });
fs.rmSync(playwrightJson, { force: true });

await stage("typecheck", async () => {
  await runCommand(bin("react-router"), ["typegen"]);
  await runCommand(bin("tsc"), []);
});
// The build first: the tracing tests run the production server, as the browser tests do.
await stage("build", () => runCommand(bin("react-router"), ["build"]));
const built = stages.at(-1)?.ok;
await stage("unit and integration tests", () =>
  runCommand(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]),
);
if (built) {
  await stage("end-to-end tests", () => runCommand(bin("playwright"), ["test"]));
}

interface VitestReport {
  success: boolean;
  numFailedTestSuites: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; assertionResults: { fullName: string; status: string }[] }[];
}
const vitest = readJson<VitestReport>(vitestJson);
// The last lines of a long run are what a CI log keeps: name each failed test there.
for (const file of vitest?.testResults ?? []) {
  const failedTests = file.assertionResults.filter((t) => t.status === "failed");
  for (const test of failedTests) console.log(`FAILED ${path.relative(ROOT, file.name)} › ${test.fullName}`);
  // A file that failed before any test ran (an error while it loaded or in its setup) has no failed test to name.
  if (file.status === "failed" && failedTests.length === 0) console.log(`FAILED ${path.relative(ROOT, file.name)} (the file itself)`);
}
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests;
  results.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(playwrightJson);
if (playwright) {
  results.passed += playwright.stats.expected + playwright.stats.flaky;
  results.failed += playwright.stats.unexpected;
  results.skipped += playwright.stats.skipped;
}
// A stage whose runner reported failed tests has failed, whatever its exit code said.
if (vitest && (vitest.numFailedTests > 0 || vitest.numFailedTestSuites > 0 || !vitest.success)) stages.find((s) => s.name === "unit and integration tests")!.ok = false;
if (playwright && playwright.stats.unexpected > 0) stages.find((s) => s.name === "end-to-end tests")!.ok = false;
const failedStages = stages.filter((s) => !s.ok);
if (failedStages.length && results.failed === 0) results.failed = failedStages.length;

console.log(`\nStages: ${stages.map((s) => `${s.name} ${s.ok ? "ok" : "FAILED"}`).join(", ")}`);
console.log(`Tests: ${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ""}`);
process.exit(failedStages.length ? 1 : 0);
