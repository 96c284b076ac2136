// Signed unsubscribe tokens: "<userId>.<kind>.<HMAC-SHA256 of both>", base64url; a kind is
// lowercase letters, digits and dashes ("messages", "search-12"). The secret is
// the session secret, with a purpose prefix so no other signature can be replayed as one.
import { createHmac, timingSafeEqual } from "node:crypto";

const sign = (payload: string, secret: string) => createHmac("sha256", `unsubscribe:${secret}`).update(payload).digest("base64url");

export function signUnsubscribeToken(userId: number, kind: string, secret: string): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** The user id and kind a token names, or null when it is malformed or its signature is wrong. */
export function verifyUnsubscribeToken(token: string, secret: string): { userId: number; kind: string } | null {
  const match = /^(\d{1,10})\.([a-z][a-z0-9-]{0,39})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, kind, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(`${id}.${kind}`, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId < 1) return null;
  return { userId, kind };
}
