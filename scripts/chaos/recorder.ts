// Every request the chaos load makes, by kind and status, with the checks a failed answer must pass.

export interface Violation {
  kind: string;
  detail: string;
}

const STACK_OR_DETAIL = /\n\s+at \S|\bat .+\.(js|ts|mjs):\d+|ECONNREFUSED|prisma|Invalid `|57P01|Connection terminated/i;

export class Recorder {
  readonly counts = new Map<string, Map<string, number>>();
  readonly violations: Violation[] = [];
  unavailableWithRetryAfter = 0;
  otherServerErrors = 0;

  private bump(kind: string, status: string) {
    const byStatus = this.counts.get(kind) ?? new Map<string, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.counts.set(kind, byStatus);
  }

  /** Records one answer; a 503 must carry Retry-After and no stack trace, any other 5xx is a violation. */
  answer(kind: string, response: Response, body: string, expected: (status: number) => boolean) {
    this.bump(kind, String(response.status));
    if (response.status === 503) {
      const retryAfter = response.headers.get("Retry-After");
      if (!retryAfter) this.violations.push({ kind, detail: "503 without Retry-After" });
      else if (STACK_OR_DETAIL.test(body)) this.violations.push({ kind, detail: `503 body shows error detail: ${body.slice(0, 200)}` });
      else this.unavailableWithRetryAfter++;
      return;
    }
    if (response.status >= 500) {
      this.otherServerErrors++;
      this.violations.push({ kind, detail: `${response.status}: ${body.slice(0, 200)}` });
    } else if (!expected(response.status)) {
      this.violations.push({ kind, detail: `unexpected ${response.status}: ${body.slice(0, 200)}` });
    }
  }

  /** The request got no HTTP answer at all (socket error or our timeout). */
  noAnswer(kind: string, error: unknown) {
    this.bump(kind, "no answer");
    const cause = error instanceof Error && error.cause ? ` (${String((error.cause as { code?: string }).code ?? error.cause)})` : "";
    this.violations.push({ kind, detail: `no answer: ${String(error)}${cause}` });
  }

  print() {
    const statuses = [...new Set([...this.counts.values()].flatMap((m) => [...m.keys()]))].sort();
    console.log(`${"request".padEnd(30)} ${statuses.map((s) => s.padStart(10)).join(" ")}`);
    for (const [kind, byStatus] of [...this.counts.entries()].sort()) {
      console.log(`${kind.padEnd(30)} ${statuses.map((s) => String(byStatus.get(s) ?? 0).padStart(10)).join(" ")}`);
    }
  }
}
