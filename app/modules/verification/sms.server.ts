// Sends text messages (phone verification codes). With SMS_API_URL, through the provider's HTTPS
// endpoint; without it, each text is written as a .sms.txt file in the mail outbox folder and
// logged, so a fresh clone verifies a phone with no keys.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "~/utils/env.server";
import { log } from "../../shared/log";

export interface TextMessage {
  /** E.164, such as +15125550123. */
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: TextMessage): Promise<{ id: string; file?: string }>;
}

export interface SmsSettings {
  apiUrl?: string;
  apiToken?: string;
  from: string;
  outboxDir: string;
}

const TIMEOUT_MS = 10_000;

/** The provider's endpoint: POST {to, from, body} as JSON with a bearer token; any 2xx is sent, its JSON `id` kept. */
function providerSender(apiUrl: string, apiToken: string | undefined, from: string): SmsSender {
  return {
    async send(message) {
      const response = await fetch(apiUrl, {
        method: "POST",
        headers: { "content-type": "application/json", ...(apiToken ? { authorization: `Bearer ${apiToken}` } : {}) },
        body: JSON.stringify({ to: message.to, from, body: message.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      const answer = (await response.json().catch(() => ({}))) as { id?: unknown };
      return { id: typeof answer.id === "string" ? answer.id : randomUUID() };
    },
  };
}

function outboxSender(outboxDir: string, from: string): SmsSender {
  return {
    async send(message) {
      const id = randomUUID();
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id.slice(0, 8)}.sms.txt`);
      await fs.writeFile(file, `From: ${from}\nTo: ${message.to}\n\n${message.body}\n`);
      log("info", "text message written to the outbox (SMS_API_URL is not set)", { to: message.to, file });
      return { id, file };
    },
  };
}

export function createSmsSender(settings: SmsSettings): SmsSender {
  return settings.apiUrl ? providerSender(settings.apiUrl, settings.apiToken, settings.from) : outboxSender(settings.outboxDir, settings.from);
}

let shared: SmsSender | undefined;

/** The process's sender, from SMS_API_URL, SMS_API_TOKEN, SMS_FROM and MAIL_OUTBOX_DIR. */
export function smsSender(): SmsSender {
  const settings = env();
  shared ??= createSmsSender({
    apiUrl: settings.SMS_API_URL,
    apiToken: settings.SMS_API_TOKEN,
    from: settings.SMS_FROM,
    outboxDir: settings.MAIL_OUTBOX_DIR ?? path.join(process.cwd(), ".data", "outbox"),
  });
  return shared;
}

/** Replaces the process's sender (tests). */
export function useSmsSender(sender: SmsSender | undefined): void {
  shared = sender;
}
