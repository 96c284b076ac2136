// Mail through the job queue, against the test Postgres and a real SMTP server.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { simpleParser } from "mailparser";
import type PgBoss from "pg-boss";
import { startSmtpSink, type SmtpSink } from "../../../tests/support/smtp-sink";
import { QUEUES, configureJobs, createJobBoss, enqueue, jobBoss, stopJobBoss, stopJobs } from "./boss.server";
import "../../../server/job-handlers";
import { startJobWorker } from "./worker.server";
import { createMailer, type Mailer, type OutgoingMail } from "~/modules/mail/mail.server";
import { queueMail } from "~/modules/jobs/mail-queue.server";
import { composeMail } from "~/modules/mail/layout.server";

const url = () => process.env.DATABASE_URL!;
const FROM = "RideMarket <no-reply@ridemarket.example>";
const fast = { retryDelaySeconds: 1, retryLimit: 5 };

let sink: SmtpSink;
const extra: PgBoss[] = [];
const mailers: Mailer[] = [];

const smtpMailer = () => {
  const m = createMailer({ smtpUrl: sink.url, from: FROM, outboxDir: "/nonexistent" });
  mailers.push(m);
  return m;
};

/** This process's pg-boss running a worker, as a server with the worker on would. */
async function startServerWorker(mailer: Mailer = smtpMailer()) {
  const boss = await configureJobs({ connectionString: url(), supervise: true, ...fast });
  await startJobWorker(boss, { mailer, pollingIntervalSeconds: 0.5 });
  return boss;
}

/** Another machine: its own pg-boss instance and worker on the same database. */
async function startOtherMachine(mailer: Mailer = smtpMailer()) {
  const boss = await createJobBoss({ connectionString: url(), supervise: true, ...fast });
  extra.push(boss);
  await startJobWorker(boss, { mailer, pollingIntervalSeconds: 0.5 });
  return boss;
}

const mail = (subject: string, to = "buyer@example.com"): OutgoingMail =>
  composeMail({ to, subject, heading: subject, paragraphs: ["Hello <b>there</b> & welcome"] });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterEach(async () => {
  await stopJobs(2000);
  for (const boss of extra.splice(0)) await stopJobBoss(boss, 2000);
  for (const m of mailers.splice(0)) m.close();
  sink.mails.splice(0);
  sink.refuse(0);
});

afterAll(async () => {
  await sink.stop();
});

describe("mail through the job queue", () => {
  it("delivers a queued mail to the SMTP server once, with text and escaped HTML parts", async () => {
    await startServerWorker();
    await queueMail(mail("Once only"));
    const received = await sink.waitFor((m) => m.subject === "Once only");
    await sleep(1500);
    expect(sink.mails.filter((m) => m.subject === "Once only")).toHaveLength(1);
    expect(received.to).toEqual(["buyer@example.com"]);
    expect(received.from).toBe("no-reply@ridemarket.example");
    expect(received.text).toContain("Hello <b>there</b> & welcome");
    expect(received.html).toContain("Hello &lt;b&gt;there&lt;/b&gt; &amp; welcome");
    expect(received.html).not.toContain("<b>there</b>");
  });

  it("carries a notice's one-click unsubscribe headers to the SMTP server", async () => {
    await startServerWorker();
    await queueMail(composeMail({ to: "buyer@example.com", subject: "Notice", heading: "Notice", paragraphs: ["Hi"], unsubscribe: { userId: 3, kind: "messages" } }));
    const received = await sink.waitFor((m) => m.subject === "Notice");
    expect(received.headers["list-unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\/3\.messages\.[A-Za-z0-9_-]{43}>$/);
    expect(received.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("keeps a mail queued while no worker runs and delivers it after a restart", async () => {
    // The web process queues while the worker is down.
    await jobBoss();
    await queueMail(mail("Queued while down"));
    await sleep(1200);
    expect(sink.mails).toHaveLength(0);
    await stopJobs(2000);

    // A restart: a new pg-boss instance and worker on the same database.
    await startServerWorker();
    await sink.waitFor((m) => m.subject === "Queued while down");
    expect(sink.mails).toHaveLength(1);
  });

  it("delivers each of many mails exactly once when two machines run workers", async () => {
    const counts = [0, 0];
    const counting = (i: number): Mailer => {
      const inner = smtpMailer();
      return { send: async (m) => (counts[i]!++, inner.send(m)), close: () => inner.close() };
    };
    await startServerWorker(counting(0));
    await startOtherMachine(counting(1));
    const N = 24;
    await Promise.all(Array.from({ length: N }, (_, i) => queueMail(mail(`Mail ${i}`))));
    const deadline = Date.now() + 25_000;
    while (sink.mails.length < N && Date.now() < deadline) await sleep(100);
    await sleep(1500);
    const subjects = sink.mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: N }, (_, i) => `Mail ${i}`).sort());
    expect(counts[0]! + counts[1]!).toBe(N);
  });

  it("drops a second mail with the same singleton key", async () => {
    await startServerWorker();
    await queueMail(mail("Told once"), { singletonKey: "event-1" });
    await queueMail(mail("Told once"), { singletonKey: "event-1" });
    await queueMail(mail("Other event"), { singletonKey: "event-2" });
    await sink.waitFor((m) => m.subject === "Other event");
    await sink.waitFor((m) => m.subject === "Told once");
    await sleep(1500);
    expect(sink.mails.filter((m) => m.subject === "Told once")).toHaveLength(1);
  });

  it("retries with growing delays while the SMTP server refuses, and delivers once it accepts", async () => {
    sink.refuse(2);
    const boss = await startServerWorker();
    const started = Date.now();
    const id = await enqueue(QUEUES.sendMail, mail("After refusals"));
    await sink.waitFor((m) => m.subject === "After refusals", 25_000);
    // Backoff: about 1-2 s before the first retry, 2-4 s before the second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    expect(sink.refused).toBe(2);
    expect(sink.mails).toHaveLength(1);
    await sleep(800);
    const job = await boss.getJobById(QUEUES.sendMail, id!, { includeArchive: true });
    expect(job).toMatchObject({ state: "completed", retryCount: 2, retryBackoff: true });
  });

  it("retries while the SMTP server is down and delivers when it is back", async () => {
    await sink.stop();
    await startServerWorker();
    await queueMail(mail("While down"));
    await sleep(2500);
    await sink.start();
    await sink.waitFor((m) => m.subject === "While down", 25_000);
    expect(sink.mails).toHaveLength(1);
  });

  it("writes an .eml file to the outbox when no SMTP server is configured", async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "ridemarket-outbox-"));
    const outbox = createMailer({ from: FROM, outboxDir });
    mailers.push(outbox);
    await startServerWorker(outbox);
    await queueMail(mail("To the outbox", "seller@example.com"));
    const deadline = Date.now() + 15_000;
    let files: string[] = [];
    while (files.length === 0 && Date.now() < deadline) {
      await sleep(100);
      files = (await fs.readdir(outboxDir)).filter((f) => f.endsWith(".eml"));
    }
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(await fs.readFile(path.join(outboxDir, files[0]!)));
    expect(parsed.subject).toBe("To the outbox");
    expect(parsed.text).toContain("Hello <b>there</b>");
    expect(parsed.html).toContain("&lt;b&gt;there");
    expect(sink.mails).toHaveLength(0);
    await fs.rm(outboxDir, { recursive: true, force: true });
  });
});
