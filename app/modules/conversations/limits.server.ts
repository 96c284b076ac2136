// Abuse budgets of the relay, counted in the shared rate_limits table (so every app
// machine sees the same count) per user and per client address.
import { hit, type LimitRule } from "~/modules/accounts/rate-limit.server";
import { prisma } from "~/utils/db.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const RELAY_LIMITS = {
  newConversationsPerUser: { limit: 10, windowMs: HOUR } as LimitRule,
  newConversationsPerAddress: { limit: 10, windowMs: HOUR } as LimitRule,
  messagesPerUser: { limit: 60, windowMs: HOUR } as LimitRule,
  messagesPerAddress: { limit: 60, windowMs: HOUR } as LimitRule,
  /** Conversations an account whose email is not verified may start in 24 hours. */
  unverifiedConversationsPerDay: 3,
};

export interface Refusal {
  retryAfterSeconds: number;
}

async function firstRefusal(checks: [string, LimitRule][]): Promise<Refusal | null> {
  const states = await Promise.all(checks.map(([key, rule]) => hit(key, rule)));
  const refused = states.filter((s) => !s.allowed);
  if (!refused.length) return null;
  return { retryAfterSeconds: Math.max(...refused.map((s) => s.retryAfterSeconds)) };
}

export function countNewConversation(userId: number, address: string) {
  return firstRefusal([
    [`relay:conversation:user:${userId}`, RELAY_LIMITS.newConversationsPerUser],
    [`relay:conversation:address:${address}`, RELAY_LIMITS.newConversationsPerAddress],
  ]);
}

export function countMessage(userId: number, address: string) {
  return firstRefusal([
    [`relay:message:user:${userId}`, RELAY_LIMITS.messagesPerUser],
    [`relay:message:address:${address}`, RELAY_LIMITS.messagesPerAddress],
  ]);
}

/** Whether an account may start one more conversation today, given whether its email is verified. */
export async function withinUnverifiedDailyLimit(userId: number, emailVerified: boolean, now = new Date()): Promise<boolean> {
  if (emailVerified) return true;
  const started = await prisma.conversation.count({ where: { buyerId: userId, createdAt: { gt: new Date(now.getTime() - DAY) } } });
  return started < RELAY_LIMITS.unverifiedConversationsPerDay;
}
