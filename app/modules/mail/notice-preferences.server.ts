// Which notice mails a user gets, and the signed unsubscribe links that turn one kind off
// without signing in. A link names the user and the kind and carries an HMAC of both under the
// session secret, so it cannot be made up from a user id, nor moved to another user or kind.
import { prisma } from "~/utils/db.server";
import { appOrigin } from "./origin.server";
import { env } from "~/utils/env.server";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

// A kind is also the token's kind: lowercase letters, digits and dashes (unsubscribe-token.ts).
export type NoticeKind = "messages" | "price-drops";

const NOTICE_KINDS: readonly NoticeKind[] = ["messages", "price-drops"];

export const NOTICE_LABELS: Record<NoticeKind, string> = {
  messages: "new messages from buyers and sellers",
  "price-drops": "price drops on vehicles you saved",
};

const COLUMN = { messages: "messageNotices", "price-drops": "priceDropNotices" } as const satisfies Record<NoticeKind, string>;

const isNoticeKind = (value: string): value is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(value);

/** Whether the user wants mail of this kind (yes unless turned off). */
export async function wantsNotices(userId: number, kind: NoticeKind): Promise<boolean> {
  const row = await prisma.userPreferences.findUnique({ where: { userId }, select: { [COLUMN[kind]]: true } });
  return row ? row[COLUMN[kind]] !== false : true;
}

export async function setNotices(userId: number, kind: NoticeKind, wanted: boolean) {
  await prisma.userPreferences.upsert({
    where: { userId },
    create: { userId, [COLUMN[kind]]: wanted },
    update: { [COLUMN[kind]]: wanted },
  });
}

const secret = () => env().SESSION_SECRET ?? "development-only-session-secret";

/** An unguessable token naming the user and the kind of notice to stop. */
export function unsubscribeToken(userId: number, kind: NoticeKind): string {
  return signUnsubscribeToken(userId, kind, secret());
}

export function unsubscribeUrl(userId: number, kind: NoticeKind): string {
  return `${appOrigin()}/unsubscribe/${unsubscribeToken(userId, kind)}`;
}

/** The user and kind a token names, or null when it is malformed, forged or names no kind we send. */
export function readUnsubscribeToken(token: string): { userId: number; kind: NoticeKind } | null {
  const found = verifyUnsubscribeToken(token, secret());
  return found && isNoticeKind(found.kind) ? { userId: found.userId, kind: found.kind } : null;
}

/** Those of these users who want mail of this kind, in the order given (one query for many). */
export async function usersWantingNotices(userIds: number[], kind: NoticeKind): Promise<number[]> {
  if (userIds.length === 0) return [];
  const off = await prisma.userPreferences.findMany({ where: { userId: { in: userIds }, [COLUMN[kind]]: false }, select: { userId: true } });
  const turnedOff = new Set(off.map((row) => row.userId));
  return userIds.filter((id) => !turnedOff.has(id));
}
