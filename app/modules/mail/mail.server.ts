// Delivers transactional mail. With SMTP_URL, through that SMTP server; without it, each mail
// is written as an .eml file under the outbox folder (default .data/outbox) and logged, so a
// fresh clone sends "mail" with no configuration. Requests never call this: they queue a job
// (queue.server.ts) and the job worker delivers.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/utils/env.server";
import { metrics } from "~/utils/metrics.server";
import { log } from "../../shared/log";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailerSettings {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

const defaultOutboxDir = () => env().MAIL_OUTBOX_DIR ?? path.join(process.cwd(), ".data", "outbox");

function mailerSettingsFromEnv(): MailerSettings {
  const settings = env();
  return { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM, outboxDir: defaultOutboxDir() };
}

export function createMailer(settings: MailerSettings): Mailer {
  return countingSends(transportMailer(settings));
}

/** Counts every mail the transport takes (mail_sent_total) or refuses (mail_failed_total). */
function countingSends(mailer: Mailer): Mailer {
  return {
    async send(mail) {
      try {
        const sent = await mailer.send(mail);
        metrics.mailSent.inc();
        return sent;
      } catch (error) {
        metrics.mailFailed.inc();
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}

function transportMailer(settings: MailerSettings): Mailer {
  if (settings.smtpUrl) {
    // Short timeouts: a hung SMTP server fails the job, which pg-boss retries later.
    const url = new URL(settings.smtpUrl);
    for (const [name, ms] of [["connectionTimeout", 10_000], ["greetingTimeout", 10_000], ["socketTimeout", 30_000]] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
    }
    const transport: Transporter = nodemailer.createTransport(url.href);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: settings.from, ...mail });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: settings.from, ...mail });
      await fs.mkdir(settings.outboxDir, { recursive: true });
      const file = path.join(settings.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log("info", "mail written to the outbox (SMTP_URL is not set)", { to: mail.to, subject: mail.subject, file });
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

let shared: Mailer | undefined;

/** The process's mailer, from SMTP_URL, MAIL_FROM and MAIL_OUTBOX_DIR. */
export function mailer(): Mailer {
  shared ??= createMailer(mailerSettingsFromEnv());
  return shared;
}
