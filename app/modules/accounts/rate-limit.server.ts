import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { addressForLimits, clientAddressOf } from "~/modules/security/client-address.server";

export interface LimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

// Per-address limits are settings (a campus or office shares one address); the
// per-account ones are fixed. See sign-in-throttle.server.ts for how sign-in combines them.
export const LIMITS = {
  get signInPerIp(): LimitRule {
    return { limit: env().SIGNIN_LIMIT_PER_IP, windowMs: 15 * MINUTE };
  },
  /** Passwords tried for one account from one address. */
  signInPerAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE } as LimitRule,
  /** Passwords checked for one account from browsers it has not signed in from: a ceiling on distributed guessing. */
  signInPerAccount: { limit: 100, windowMs: 15 * MINUTE } as LimitRule,
  /** Passwords tried for one account from a browser that signed in to it before (its device cookie): its own budget. */
  signInPerKnownDevice: { limit: 10, windowMs: 15 * MINUTE } as LimitRule,
  /** Current-password checks from a signed-in session (password change, email change). */
  currentPasswordPerUser: { limit: 5, windowMs: 15 * MINUTE } as LimitRule,
  /** Email changes, which tell whether an address has an account: per user and per address. */
  emailChangePerUser: { limit: 10, windowMs: 60 * MINUTE } as LimitRule,
  emailChangePerIp: { limit: 20, windowMs: 60 * MINUTE } as LimitRule,
  get signUpPerIp(): LimitRule {
    return { limit: env().SIGNUP_LIMIT_PER_IP, windowMs: 60 * MINUTE };
  },
  /** Password-reset requests from one address, whatever the email. */
  get passwordResetPerIp(): LimitRule {
    return { limit: env().PASSWORD_RESET_LIMIT_PER_IP, windowMs: 60 * MINUTE };
  },
  /** Reset mails to one address: past this, requests get the same answer and no mail. */
  passwordResetPerEmail: { limit: 3, windowMs: 60 * MINUTE } as LimitRule,
  /** Newsletter confirmation requests from one address, whatever the email. */
  newsletterPerIp: { limit: 10, windowMs: 60 * MINUTE } as LimitRule,
  /** Newsletter confirmation mails to one address: past this, requests get the same answer and no mail. */
  newsletterPerEmail: { limit: 3, windowMs: 60 * MINUTE } as LimitRule,
  /** Verification mails a signed-in user may ask for again. */
  verificationResendPerUser: { limit: 3, windowMs: 60 * MINUTE } as LimitRule,
  get passkeyPerIp(): LimitRule {
    return { limit: env().SIGNIN_LIMIT_PER_IP, windowMs: 15 * MINUTE };
  },
};

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
  return stateOf(row.count, row.window_start, rule);
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

/**
 * The client's address as limits count it: the address the server resolved (TRUST_PROXY decides
 * whether proxy headers count), IPv6 by its /64. Every per-address key is made from this.
 */
export function clientIp(request: Request): string {
  return addressForLimits(clientAddressOf(request));
}
