// The checks every answer must pass, and the tables a refused request must leave alone.
import type pg from "pg";
import type { Answer, FuzzRequest, Problem } from "./types";

/** Headers every answer must carry, beyond X-Frame-Options or CSP frame-ancestors (checked apart). */
export const REQUIRED_HEADERS: { name: string; value?: string }[] = [
  { name: "x-content-type-options", value: "nosniff" },
  { name: "referrer-policy", value: "strict-origin-when-cross-origin" },
  { name: "content-security-policy" },
  // The server runs in production mode, where HSTS is on (as tests/e2e/security.spec.ts checks).
  { name: "strict-transport-security" },
  { name: "permissions-policy" },
  { name: "cross-origin-opener-policy" },
];

/** Text that only an unhandled error or the framework's own pages put in an answer. */
export const LEAKS: [string, RegExp][] = [
  ["stack trace line", /^\s*at .+(:\d+:\d+\)?|\(native\)|\(<anonymous>\))$/m],
  ["error with stack", /\b\w*Error: [^\n]*\n\s+at /],
  ["framework method message", /did not provide an? `(?:action|loader)`|no way to handle the request/],
  ["framework name", /React Router/],
  ["route file", /\broutes\/[\w./-]+\.tsx?\b/],
  ["route id in a message", /\broute "routes\//],
  ["module path", /node_modules|file:\/\/|\/app\/(?:routes|modules|utils|generated)\//],
  ["database detail", /Invalid `prisma|PrismaClient|tsquery|SQLSTATE|syntax error at or near/],
];

/** The tables whose row counts a refused request must leave alone (prisma/schema.prisma @@map names). */
export const GUARDED_TABLES = ["users", "user_preferences", "user_authenticators", "sessions", "vehicles", "listings", "saved_vehicles", "listing_drafts", "listing_edit_drafts", "payments"] as const;

export function checkAnswer(answer: Answer): Problem[] {
  const problems: Problem[] = [];
  if (answer.status >= 500) problems.push({ kind: "5xx", detail: `${answer.status}` });
  const h = answer.headers;
  const missing = REQUIRED_HEADERS.filter(({ name, value }) => !h[name] || (value !== undefined && h[name] !== value)).map((r) => r.name);
  if (h["x-frame-options"] === undefined && !/frame-ancestors/.test(String(h["content-security-policy"] ?? ""))) missing.push("x-frame-options or frame-ancestors");
  if (missing.length) problems.push({ kind: "missing header", detail: missing.join(", ") });
  for (const [what, pattern] of LEAKS) {
    const m = pattern.exec(answer.body);
    if (m) problems.push({ kind: "leak", detail: `${what}: ${JSON.stringify(answer.body.slice(Math.max(0, m.index - 60), m.index + 100))}` });
  }
  return problems;
}

export type RowCounts = Record<(typeof GUARDED_TABLES)[number], number>;

export async function rowCounts(db: pg.Client | pg.Pool): Promise<RowCounts> {
  const sql = `SELECT ${GUARDED_TABLES.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`).join(", ")}`;
  return (await db.query(sql)).rows[0] as RowCounts;
}

// The listing wizards keep what was typed when a step fails validation (a 400 that re-renders the
// form): the signed-in seller's own draft may be saved by a refused step; nothing else may change.
const KEEPS_DRAFT_ON_400 = new Set(["/sell", "/vehicles/:id/edit"]);

export function countChanges(req: FuzzRequest, status: number, before: RowCounts, after: RowCounts): string[] {
  const mayChange = (table: string) => (table === "listing_drafts" || table === "listing_edit_drafts") && status === 400 && req.signedIn && KEEPS_DRAFT_ON_400.has(req.pattern);
  return GUARDED_TABLES.filter((t) => before[t] !== after[t] && !mayChange(t)).map((t) => `${t} ${before[t]} -> ${after[t]}`);
}
