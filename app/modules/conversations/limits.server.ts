// Abuse budgets of the relay, counted in the shared rate_limits table (so every app
// machine sees the same count) per user and per client address.
import type { Prisma } from "~/generated/prisma/client";
import { hit, type LimitRule } from "~/modules/rate-limits/counter.server";
import { env } from "~/utils/env.server";
import { metrics } from "~/utils/metrics.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const RELAY_LIMITS = {
  newConversationsPerUser: { name: "relay_new_conversations_per_user", limit: 10, windowMs: HOUR } as LimitRule,
  /** Per client address: RELAY_CONVERSATIONS_PER_IP (default 10) an hour. */
  get newConversationsPerAddress(): LimitRule {
    return { name: "relay_new_conversations_per_address", limit: env().RELAY_CONVERSATIONS_PER_IP, windowMs: HOUR };
  },
  messagesPerUser: { name: "relay_messages_per_user", limit: 60, windowMs: HOUR } as LimitRule,
  messagesPerAddress: { name: "relay_messages_per_address", limit: 60, windowMs: HOUR } as LimitRule,
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

// First key of the two-key advisory lock that makes one buyer's new conversations wait for
// each other while the unverified limit is checked.
const NEW_CONVERSATION_LOCK = 0x636f6e76; // "conv"

/**
 * Whether an account may open its conversation about the vehicle now, given whether its email is
 * verified: null when it may (always, once verified, or when the conversation already exists),
 * else how long until it may. Run it in the transaction that creates the conversation: it holds
 * the buyer's lock until that commits, so parallel first messages are counted one after the other
 * and cannot pass the limit together.
 */
export async function unverifiedLimitRefusal(
  tx: Prisma.TransactionClient,
  input: { userId: number; vehicleId: number; emailVerified: boolean },
  at?: Date,
): Promise<Refusal | null> {
  if (input.emailVerified) return null;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${NEW_CONVERSATION_LOCK}::int, ${input.userId}::int)`;
  // Read the clock once the lock is held: the conversations counted may be newer than the call.
  const now = at ?? new Date();
  const existing = await tx.conversation.findUnique({ where: { vehicleId_buyerId: { vehicleId: input.vehicleId, buyerId: input.userId } }, select: { id: true } });
  if (existing) return null;
  const { _count, _min } = await tx.conversation.aggregate({
    where: { buyerId: input.userId, createdAt: { gt: new Date(now.getTime() - DAY) } },
    _count: true,
    _min: { createdAt: true },
  });
  if (_count < RELAY_LIMITS.unverifiedConversationsPerDay) return null;
  metrics.rateLimitRefusals.inc({ limit: "relay_unverified_conversations_per_day" });
  const oldest = _min.createdAt ?? now;
  return { retryAfterSeconds: Math.max(1, Math.ceil((oldest.getTime() + DAY - now.getTime()) / 1000)) };
}
