// Tests of mail the app queues: a real SMTP server and this process's job worker delivering to it,
// started before the file's tests, emptied after each one and stopped at the end.
import { afterAll, afterEach, beforeAll } from "vitest";
import { configureJobs, stopJobs } from "~/modules/jobs/boss.server";
import "../../server/job-handlers";
import { startJobWorker } from "~/modules/jobs/worker.server";
import { createMailer, type Mailer } from "~/modules/mail/mail.server";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

export interface MailDelivery {
  /** The SMTP server the worker delivers to (set once the file's tests start). */
  readonly sink: SmtpSink;
}

export function deliverMailToSink(): MailDelivery {
  let sink: SmtpSink | undefined;
  let mailer: Mailer | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = createMailer({ smtpUrl: sink.url, from: "RideMarket <no-reply@ridemarket.example>", outboxDir: "/nonexistent" });
    const boss = await configureJobs({ connectionString: process.env.DATABASE_URL!, supervise: true, retryDelaySeconds: 1, retryLimit: 3 });
    await startJobWorker(boss, { mailer, pollingIntervalSeconds: 0.5 });
  });
  afterEach(() => {
    sink?.mails.splice(0);
  });
  afterAll(async () => {
    await stopJobs(2000);
    mailer?.close();
    await sink?.stop();
  });
  return {
    get sink() {
      if (!sink) throw new Error("The SMTP server starts before the file's tests");
      return sink;
    },
  };
}
