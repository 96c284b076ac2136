// Runs before each test file: points the app at its worker's database, reset to the template's
// state. Files of one worker run one after another, so they never share it at the same time.
import { afterAll } from "vitest";
import { resetWorkerDatabase } from "../support/worker-database";

process.env.DATABASE_URL = await resetWorkerDatabase(`ridemarket_test_${process.env.VITEST_POOL_ID ?? "0"}`);
process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";
process.env.UPLOAD_DIR ??= `${process.cwd()}/.data/test-uploads`;

afterAll(async () => {
  // Sign-ups queue mail, which starts the process's job queue client.
  if (globalThis.__jobBoss) await (await import("../../app/modules/jobs/boss.server")).stopJobs(2000);
  await globalThis.__prisma?.$disconnect();
});
