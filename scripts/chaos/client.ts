// A visitor on loopback: keeps its session cookie, sends the app's Origin on writes, and
// records every answer. Redirects are not followed, so each answer is seen as sent.
import type { Recorder } from "./recorder";

export interface Answer {
  status: number;
  location: string | null;
  body: string;
}

const TIMEOUT_MS = 20_000;

export class Visitor {
  private cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private recorder: Recorder,
  ) {}

  /** Records its answers with this recorder from now on (a new run). */
  recordTo(recorder: Recorder) {
    this.recorder = recorder;
  }

  /** One request; null when no HTTP answer came back (recorded as a violation). */
  async send(kind: string, path: string, init: RequestInit, expected: (status: number) => boolean): Promise<Answer | null> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.method && init.method !== "GET") headers.set("Origin", this.base);
    let response: Response;
    let body: string;
    try {
      response = await fetch(`${this.base}${path}`, { ...init, headers, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
      body = await response.text();
    } catch (error) {
      this.recorder.noAnswer(kind, error);
      return null;
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    this.recorder.answer(kind, response, body, expected);
    return { status: response.status, location: response.headers.get("Location"), body };
  }

  get(kind: string, path: string, expected = (s: number) => s === 200) {
    return this.send(kind, path, { headers: { Accept: "text/html" } }, expected);
  }

  postForm(kind: string, path: string, fields: Record<string, string>, expected = (s: number) => s === 302) {
    return this.send(kind, path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) }, expected);
  }

  postJson(kind: string, path: string, json: unknown, expected: (s: number) => boolean) {
    return this.send(kind, path, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(json) }, expected);
  }
}
