// Runs before each test file: points the app at a fresh copy of the template database.
import { afterAll } from "vitest";
import { createDatabaseFromTemplate } from "../support/test-database";

const name = `ridemarket_test_${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}`;
process.env.DATABASE_URL = await createDatabaseFromTemplate(name);
process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";
process.env.UPLOAD_DIR ??= `${process.cwd()}/.data/test-uploads`;

afterAll(async () => {
  // Sign-ups queue mail, which starts the process's job queue client.
  if (globalThis.__jobBoss) await (await import("../../app/modules/jobs/boss.server")).stopJobs(2000);
  await globalThis.__prisma?.$disconnect();
});
