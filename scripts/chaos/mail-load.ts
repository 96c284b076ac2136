// Mail jobs queued all through the load, so the server's job worker is busy (fetching, sending,
// recording outcomes) whenever Postgres goes away. No SMTP_URL: the worker writes each mail to
// the outbox folder. Afterwards each mail whose queueing was answered is in the outbox exactly
// once; one whose queueing failed (the database away) at most once.
import fs from "node:fs";
import path from "node:path";
import type PgBoss from "pg-boss";
import { QUEUES } from "../../app/modules/jobs/boss.server";

export interface MailLoad {
  queued: string[];
  notQueued: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function queueMails(boss: PgBoss, marker: string, stop: () => boolean, into: MailLoad, everyMs = 250) {
  for (let n = 1; !stop(); n++) {
    const subject = `${marker} mail ${n}`;
    try {
      await boss.send(QUEUES.sendMail, { to: "chaos@example.com", subject, text: subject, html: `<p>${subject}</p>` });
      into.queued.push(subject);
    } catch {
      into.notQueued.push(subject);
    }
    await sleep(everyMs);
  }
}

/** Subjects of the mails in the outbox, with how often each was sent. */
export function sentMails(outboxDir: string): Map<string, number> {
  const counts = new Map<string, number>();
  if (!fs.existsSync(outboxDir)) return counts;
  for (const file of fs.readdirSync(outboxDir)) {
    const subject = /^Subject: (.*)$/m.exec(fs.readFileSync(path.join(outboxDir, file), "utf8"))?.[1]?.trim();
    if (subject) counts.set(subject, (counts.get(subject) ?? 0) + 1);
  }
  return counts;
}

/** Waits until every queued mail was sent (a job failed while the database was away is retried later). */
export async function waitForMails(outboxDir: string, load: MailLoad, timeoutMs: number): Promise<Map<string, number>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const sent = sentMails(outboxDir);
    if (load.queued.every((s) => sent.has(s)) || Date.now() > until) return sent;
    await sleep(500);
  }
}
