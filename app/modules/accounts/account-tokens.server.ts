// Single-use tokens mailed to a user. The token is 32 random bytes (base64url) and exists only
// in the mail; the database keeps its SHA-256, so a leaked table or backup opens nothing. A
// token works once, before it expires, and only while the account still has the address it
// was sent to.
import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

export type TokenPurpose = "password_reset" | "email_verification";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60 * 1000,
  email_verification: 7 * 24 * 3600 * 1000,
};

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashAccountToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes a token for the user's current address; returns the raw token (for the mail only). */
export async function issueAccountToken(userId: number, email: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await prisma.$transaction([
    // The user's tokens that expired over a day ago are of no use, not even to say "expired".
    prisma.accountToken.deleteMany({ where: { userId, expiresAt: { lt: new Date(Date.now() - 24 * 3600 * 1000) } } }),
    prisma.accountToken.create({
      data: { id: hashAccountToken(token), userId, email, purpose, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]) },
    }),
  ]);
  return token;
}

export type TokenState = "usable" | "used" | "expired" | "unknown";

export interface TokenLookup {
  state: TokenState;
  userId?: number;
  email?: string;
  /** The account's names, words a new password should not be made of. */
  names?: { firstName: string; lastName: string };
}

/** What a token is, without using it. */
export async function inspectAccountToken(token: unknown, purpose: TokenPurpose): Promise<TokenLookup> {
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return { state: "unknown" };
  const row = await prisma.accountToken.findUnique({ where: { id: hashAccountToken(token) }, include: { user: { select: { email: true, firstName: true, lastName: true } } } });
  if (!row || row.purpose !== purpose || row.user.email !== row.email) return { state: "unknown" };
  const state = row.usedAt ? "used" : row.expiresAt.getTime() <= Date.now() ? "expired" : "usable";
  return { state, userId: row.userId, email: row.email, names: { firstName: row.user.firstName, lastName: row.user.lastName } };
}

/**
 * Uses the token inside the caller's transaction: true for exactly one caller, and only while
 * it is unused, unexpired and the account still has the address it was sent to.
 */
export async function consumeAccountToken(tx: Prisma.TransactionClient, token: string, purpose: TokenPurpose, userId: number): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  // The columns hold UTC without a zone (as Prisma writes them), whatever the session's TimeZone.
  const used = await tx.$executeRaw`
    UPDATE account_tokens t SET used_at = now() AT TIME ZONE 'UTC'
      FROM users u
     WHERE t.id = ${hashAccountToken(token)} AND t.purpose = ${purpose} AND t.user_id = ${userId}
       AND t.used_at IS NULL AND t.expires_at > now() AT TIME ZONE 'UTC' AND u.id = t.user_id AND u.email = t.email`;
  return used === 1;
}
