// A real SMTP server for tests (smtp-server), which parses every mail it accepts (mailparser).
// Tests point SMTP_URL (or a mailer) at `sink.url`, then read `sink.mails` or wait for one.
// `refuse(n)` answers the next n deliveries with a temporary failure (451), as a struggling
// mail server would; `stop()` and `start()` take it down and bring it back on the same port.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type AddressObject } from "mailparser";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text and HTML parts, in order, without repeats. */
  links: string[];
  /** Every header field as sent, by lowercase name (the last one of a repeated name). */
  headers: Record<string, string>;
  receivedAt: string;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** Deliveries the sink refused (each counts one attempt). */
  readonly refused: number;
  refuse(count: number): void;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The one mail `to` gets, once deliveries have had `settleMs` to settle; throws if it got more, or an address in `noneTo` got any. */
  soleMailTo(to: string, options?: { settleMs?: number; noneTo?: string[] }): Promise<ReceivedMail>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  [value ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? "")).filter(Boolean);

export function linksIn(text: string, html: string): string[] {
  const found = [...text.matchAll(/https?:\/\/[^\s<>"')]+/g), ...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) =>
    (m[1] ?? m[0]).replace(/&amp;/g, "&"),
  );
  return [...new Set(found)];
}

export async function startSmtpSink(options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let toRefuse = 0;
  let refused = 0;
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", async () => {
          if (toRefuse > 0) {
            toRefuse--;
            refused++;
            const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
            return callback(error);
          }
          try {
            const parsed = await simpleParser(Buffer.concat(chunks));
            const text = parsed.text ?? "";
            const html = typeof parsed.html === "string" ? parsed.html : "";
            const mail: ReceivedMail = {
              from: addresses(parsed.from)[0] ?? "",
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? "",
              text,
              html,
              links: linksIn(text, html),
              headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).trim()])),
              receivedAt: new Date().toISOString(),
            };
            mails.push(mail);
            options.onMail?.(mail);
            callback();
          } catch (error) {
            callback(error as Error);
          }
        });
      },
    });

  const sink: SmtpSink = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    get refused() {
      return refused;
    },
    refuse(count) {
      toRefuse = count;
    },
    async waitFor(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No matching mail within ${timeoutMs} ms (got ${mails.length}: ${mails.map((m) => m.subject).join(", ")})`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async soleMailTo(to, { settleMs = 2000, noneTo = [] } = {}) {
      const mail = await this.waitFor((m) => m.to.includes(to));
      await new Promise((r) => setTimeout(r, settleMs));
      const count = (address: string) => mails.filter((m) => m.to.includes(address)).length;
      if (count(to) !== 1) throw new Error(`${to} got ${count(to)} mails, not 1`);
      for (const other of noneTo) if (count(other) > 0) throw new Error(`${other} got ${count(other)} mails, not none`);
      return mail;
    },
    async start() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, "127.0.0.1", () => resolve());
      });
      port = (server.server.address() as AddressInfo).port;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
