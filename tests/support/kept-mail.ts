// For tests of what gets mailed: runs the real job queue and worker on the test database with a
// mailer that keeps each mail instead of sending it.
import { afterAll, beforeAll } from "vitest";
import { configureJobs, stopJobs } from "~/modules/jobs/boss.server";
import "../../server/job-handlers";
import { startJobWorker } from "~/modules/jobs/worker.server";
import type { Mailer, OutgoingMail } from "~/modules/mail/mail.server";

/** Starts the queue for the file's tests; the returned list fills as the worker delivers. */
export function keepSentMail(): OutgoingMail[] {
  const sent: OutgoingMail[] = [];
  const keeper: Mailer = { send: async (mail) => (sent.push(mail), { messageId: String(sent.length) }), close: () => {} };
  beforeAll(async () => {
    const boss = await configureJobs({ connectionString: process.env.DATABASE_URL!, supervise: true, retryDelaySeconds: 1 });
    await startJobWorker(boss, { mailer: keeper, pollingIntervalSeconds: 0.5 });
  });
  afterAll(() => stopJobs(2000));
  return sent;
}
