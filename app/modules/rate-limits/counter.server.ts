// The counter under every limit that must hold across app machines (sign-in, sign-up, resets,
// newsletter, verification mails, relay budgets, uploads, descriptions): one row per key in the
// shared rate_limits table, counted in one atomic statement against a fixed window. The rules
// themselves live with their callers (rules.server.ts for the account and newsletter ones);
// decision 35 records why this stays hand-written.
import { prisma } from "~/utils/db.server";
import { metrics } from "~/utils/metrics.server";

export interface LimitRule {
  /** The limit's name in rate_limit_refusals_total: fixed in the code, never part of a key. */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface LimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against a fixed window in Postgres (one atomic upsert), so every
 * app machine sees the same count.
 */
export async function hit(key: string, rule: LimitRule): Promise<LimitState> {
  const rows = await prisma.$queryRaw<{ count: number; window_start: Date }[]>`
    INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - ${rule.windowMs} * interval '1 millisecond' THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - ${rule.windowMs} * interval '1 millisecond' THEN now() ELSE rate_limits.window_start END
    RETURNING count, window_start`;
  const row = rows[0]!;
  const state = stateOf(row.count, row.window_start, rule);
  if (!state.allowed) metrics.rateLimitRefusals.inc({ limit: rule.name });
  return state;
}

/** Reads a counter without counting an attempt. */
export async function peek(key: string, rule: LimitRule): Promise<LimitState> {
  const row = await prisma.rateLimit.findUnique({ where: { key } });
  if (!row || row.windowStart.getTime() + rule.windowMs <= Date.now()) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  return stateOf(row.count, row.windowStart, rule, true);
}

export async function reset(key: string) {
  await prisma.rateLimit.deleteMany({ where: { key } });
}

function stateOf(count: number, windowStart: Date, rule: LimitRule, peeking = false): LimitState {
  const allowed = peeking ? count < rule.limit : count <= rule.limit;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - Date.now()) / 1000));
  return { allowed, count, retryAfterSeconds: allowed ? 0 : retryAfterSeconds };
}

export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
