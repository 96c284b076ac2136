import { QUEUES, enqueue } from "~/modules/jobs/boss.server";
import type { OutgoingMail } from "../mail/mail.server";

/**
 * Queues a mail for the job worker to deliver (retried with backoff until it goes through).
 * Never sends inside the request. With a singletonKey, a second mail with the same key in the
 * same 12-hour slot (or shorter singletonSeconds slot, counted from midnight UTC) is dropped:
 * use one key per event that must be told once (e.g. `message:<id>:to:<userId>`).
 */
export async function queueMail(mail: OutgoingMail, options?: { singletonKey?: string; singletonSeconds?: number }): Promise<void> {
  await enqueue(QUEUES.sendMail, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) }, {
    singletonKey: options?.singletonKey ? `mail:${options.singletonKey}` : undefined,
    singletonSeconds: options?.singletonSeconds,
  });
}
