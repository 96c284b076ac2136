// Reads the mail the app sent during browser tests: tests/e2e/server.ts runs an SMTP server
// (tests/support/smtp-sink.ts), points the app's SMTP_URL at it and keeps each mail it
// receives as a JSON file in E2E_MAIL_DIR.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const E2E_MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", ".data", "e2e-mail");

export interface Mail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the mail, text part first. */
  links: string[];
  receivedAt: string;
}

let sequence = 0;
/** Sortable, unique file names: arrival order is name order. */
export const mailFileName = () => `${Date.now()}-${String(++sequence).padStart(6, "0")}-${process.pid}.json`;

function readMails(): Mail[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => {
      try {
        return [JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, f), "utf8")) as Mail];
      } catch {
        return []; // still being written
      }
    });
}

/** Every mail sent to the address so far, oldest first. */
export function mailsTo(to: string): Mail[] {
  return readMails().filter((m) => m.to.includes(to.toLowerCase()));
}

/**
 * Waits for a mail to the address whose subject matches; the newest such mail when several.
 * `after` skips mails received before that time (e.g. an earlier reset mail).
 */
export async function waitForMail(
  to: string,
  subject: RegExp | string,
  options: { timeoutMs?: number; after?: Date } = {},
): Promise<Pick<Mail, "subject" | "text" | "html" | "links">> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const matches = (m: Mail) =>
    (typeof subject === "string" ? m.subject === subject : subject.test(m.subject)) &&
    (!options.after || new Date(m.receivedAt) >= options.after);
  for (;;) {
    const found = mailsTo(to).filter(matches).at(-1);
    if (found) return { subject: found.subject, text: found.text, html: found.html, links: found.links };
    if (Date.now() > deadline) {
      const got = mailsTo(to).map((m) => m.subject);
      throw new Error(`No mail to ${to} with subject ${subject} within ${options.timeoutMs ?? 15_000} ms (mails to it: ${got.length ? got.join(" | ") : "none"})`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
