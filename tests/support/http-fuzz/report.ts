// Grouping failures into classes, and printing them with the request that shows each.
import type { Answer, FuzzRequest, FuzzSummary, Problem } from "./types";

function methodFamily(method: string) {
  if (method === "GET" || method === "HEAD") return "GET/HEAD";
  if (["POST", "PUT", "PATCH", "DELETE"].includes(method)) return "POST/PUT/PATCH/DELETE";
  return method === "TRACE" || method === "OPTIONS" ? method : "other methods";
}

/**
 * A class groups failures that one fix likely clears: the same headers missing at one status;
 * one leak at one status; a 5xx to one method family, by route when the app itself answered
 * (its headers are there), else anywhere; a database change on one route.
 */
export function classKey(req: FuzzRequest, answer: Answer | null, p: Problem) {
  switch (p.kind) {
    case "missing header":
      return [p.kind, p.detail, answer!.status].join(" | ");
    case "leak":
      return [p.kind, p.detail.split(":")[0], answer!.status].join(" | ");
    case "database change":
      return [p.kind, req.pattern, answer!.status, p.detail.replace(/ \d+ -> \d+/g, "")].join(" | ");
    case "5xx":
      return answer!.headers["content-security-policy"]
        ? [p.kind, answer!.status, "from the app", methodFamily(req.method), req.pattern].join(" | ")
        : [p.kind, answer!.status, "without the app's headers", methodFamily(req.method)].join(" | ");
    default:
      return [p.kind, methodFamily(req.method), req.pattern].join(" | ");
  }
}

export function describeRequest(req: FuzzRequest): string {
  const lines = [`${req.method} ${req.path}${req.signedIn ? "   (signed in)" : ""}`];
  for (const [k, v] of Object.entries(req.headers)) lines.push(`${k}: ${v}`);
  if (req.chunked) lines.push("Transfer-Encoding: chunked");
  if (req.body !== null) lines.push(`body (${Buffer.byteLength(req.body, "latin1")} bytes): ${JSON.stringify(req.body.length > 300 ? `${req.body.slice(0, 300)}…` : req.body)}`);
  return lines.join("\n    ");
}

export function formatFailures(summary: FuzzSummary): string {
  return summary.failures
    .map((f) => {
      const lines = [
        `[${f.kind}] ${f.count}x  ${f.key}`,
        `  first: case ${f.first.index}, status ${f.first.status}: ${f.first.detail}`,
        `  answer excerpt: ${JSON.stringify(f.first.excerpt)}`,
        `  request:\n    ${describeRequest(f.first.request)}`,
      ];
      if (f.shrunk) lines.push(`  shrunk (replay: seed ${summary.seed}, path "${f.shrunk.path}"):\n    ${describeRequest(f.shrunk.request)}`);
      return lines.join("\n");
    })
    .join("\n\n");
}
