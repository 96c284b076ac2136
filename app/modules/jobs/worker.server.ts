// The job worker: what each queue's jobs do. A handler that throws fails the job, and pg-boss
// runs it again later (see the queues' retry settings in boss.server.ts).
import type PgBoss from "pg-boss";
import { mailer as processMailer, type Mailer, type OutgoingMail } from "~/modules/mail/mail.server";
import { QUEUES } from "./boss.server";
import { defineJob, jobHandlers } from "./registry.server";
import { log } from "../../../server/log";
// Modules that define their own mail jobs.
import "~/modules/accounts/password-reset.server";
import "~/modules/accounts/email-verification.server";
import "~/modules/listings/price-drop-mail.server";
import "~/modules/saved-searches/digest.server";
import "~/modules/listings/expiry-reminders.server";

export interface WorkerOptions {
  mailer?: Mailer;
  /** How often an idle worker asks for new jobs (pg-boss allows 0.5 and up). */
  pollingIntervalSeconds?: number;
}

defineJob<OutgoingMail>(QUEUES.sendMail, async (mail, mailer) => {
  await mailer.send(mail);
});

/** Starts polling every queue that has a handler, on this pg-boss instance. */
export async function startJobWorker(boss: PgBoss, options: WorkerOptions = {}) {
  const mailer = options.mailer ?? processMailer();
  for (const [queue, handler] of jobHandlers) {
    await boss.work<never>(queue, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
      if (!job) return;
      try {
        await handler(job.data, mailer);
      } catch (error) {
        log("warn", "job failed; it will be retried", { queue, id: job.id, error: String(error) });
        throw error;
      }
    });
  }
}
