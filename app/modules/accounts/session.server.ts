import { createHash, randomBytes } from "node:crypto";
import { prisma } from "~/utils/db.server";
import type { UserRole } from "~/generated/prisma/client";

// Server-side sessions: the browser holds a random token (in the session cookie, which
// app/edge/cookies/session.server.ts reads and writes), the database holds only its SHA-256,
// so a leaked sessions table cannot be replayed and deleting the row ends it.

export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session for the user, ending the one the browser came with (rotation); returns its token. */
export async function openSession(userId: number, from: { previousToken: string | null; userAgent: string | null }): Promise<string> {
  const previous = from.previousToken;
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await prisma.$transaction([
    ...(previous ? [prisma.session.deleteMany({ where: { id: hashToken(previous) } })] : []),
    prisma.session.create({
      data: {
        id: hashToken(token),
        userId,
        expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
        userAgent: from.userAgent?.slice(0, 300) ?? null,
      },
    }),
  ]);
  return token;
}

export interface ActiveSession {
  id: string;
  userId: number;
  /** The signed-in user's own fields, read with the session. */
  user: { email: string; firstName: string; lastName: string; role: UserRole };
  /** When the user last proved who they are in this session (a sign-in or a staff confirmation). */
  authenticatedAt: Date;
  /** Messages addressed to the user and not yet read, for the header. */
  unread: number;
  /** The user belongs to a dealership: the header's menu links to /dealer. */
  dealer: boolean;
  /** The user has recently viewed vehicles: pages that show the list read it only then. */
  viewed: boolean;
}

/** The live session of a token, or null when absent, idle or expired. */
export async function sessionOfToken(token: string | null): Promise<ActiveSession | null> {
  if (!token) return null;
  const id = hashToken(token);
  // One round trip for the session, its user and the header's unread count: every page a
  // signed-in visitor opens asks, and each statement costs both processes a socket write.
  const [session] = await prisma.$queryRaw<
    { userId: number; expiresAt: Date; lastSeenAt: Date; authenticatedAt: Date; email: string; firstName: string; lastName: string; role: UserRole; unread: number; dealer: boolean; viewed: boolean }[]
  >`
    SELECT s.user_id AS "userId", s.expires_at AS "expiresAt", s.last_seen_at AS "lastSeenAt",
           s.authenticated_at AS "authenticatedAt", u.email, u.first_name AS "firstName",
           u.last_name AS "lastName", u.role::text AS role,
           (SELECT count(*) FROM messages m WHERE m.recipient_id = s.user_id AND m.read_at IS NULL)::int AS unread,
           EXISTS (SELECT 1 FROM dealership_members dm WHERE dm.user_id = s.user_id) AS dealer,
           EXISTS (SELECT 1 FROM recently_viewed_vehicles rv WHERE rv.user_id = s.user_id) AS viewed
      FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = ${id}`;
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
    await prisma.session.deleteMany({ where: { id } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await prisma.session.update({ where: { id }, data: { lastSeenAt: new Date(now) } }).catch(() => {});
  }
  const { email, firstName, lastName, role } = session;
  return { id, userId: session.userId, user: { email, firstName, lastName, role }, authenticatedAt: session.authenticatedAt, unread: session.unread, dealer: session.dealer, viewed: session.viewed };
}

/** The user proved again who they are in this session (decision 38). */
export async function markSessionAuthenticated(sessionId: string, at = new Date()): Promise<void> {
  await prisma.session.updateMany({ where: { id: sessionId }, data: { authenticatedAt: at } });
}

/** Ends the token's session, if there is one. */
export async function closeSession(token: string | null): Promise<void> {
  if (token) await prisma.session.deleteMany({ where: { id: hashToken(token) } }).catch(() => {});
}

