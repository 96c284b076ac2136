// Invitations to join a dealership (decision 47), made as account links are
// (accounts/account-tokens.server.ts): 32 random bytes in the mail only, their SHA-256 in the
// table. The mail's job makes the token when it runs, so the token exists nowhere but in the mail.
// A link works once, within 7 days, for the address it was sent to, and never for someone who
// already belongs to a dealership; two accepts at once make exactly one member.
import { randomBytes } from "node:crypto";
import { Prisma, type DealerRole } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { QUEUES, enqueue } from "~/modules/jobs/boss.server";
import { defineJob } from "~/modules/jobs/registry.server";
import { composeMail } from "~/modules/mail/layout.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { hashAccountToken } from "~/modules/accounts/account-tokens.server";

export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const INVITE_TEXT = {
  alreadyMember: "That person is already a member of this dealership.",
  wrongEmail: "This invitation was sent to another email address. Sign in with that address to accept it.",
  hasDealership: "You already belong to a dealership, so you cannot join another.",
  unusable: "This invitation link has been used, withdrawn or has expired. Ask the dealership for a new one.",
} as const;

export const invitePath = (token: string) => `/dealer/invites/${token}`;

/** Invites `email` in `role`: a pending invite to the same address is replaced, and the mail is queued. */
export async function inviteMember(dealershipId: number, invitedById: number, email: string, role: DealerRole, now = new Date()): Promise<{ ok: true } | { ok: false; message: string }> {
  const member = await prisma.dealershipMember.findFirst({ where: { dealershipId, user: { email } }, select: { userId: true } });
  if (member) return { ok: false, message: INVITE_TEXT.alreadyMember };
  const invite = await prisma.$transaction(async (tx) => {
    await tx.dealershipInvite.updateMany({ where: { dealershipId, email, acceptedAt: null, revokedAt: null }, data: { revokedAt: now } });
    // A placeholder hash nobody holds the token of: the mail's job sets the real one.
    return tx.dealershipInvite.create({
      data: { dealershipId, email, role, invitedById, tokenHash: hashAccountToken(randomBytes(32).toString("base64url")), expiresAt: new Date(now.getTime() + INVITE_TTL_MS) },
      select: { id: true },
    });
  });
  await enqueue(QUEUES.dealerInvite, { inviteId: invite.id });
  return { ok: true };
}

defineJob<{ inviteId: number }>(QUEUES.dealerInvite, async ({ inviteId }, mailer) => {
  const token = randomBytes(32).toString("base64url");
  const { count } = await prisma.dealershipInvite.updateMany({
    where: { id: inviteId, acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
    data: { tokenHash: hashAccountToken(token) },
  });
  if (count === 0) return;
  const invite = await prisma.dealershipInvite.findUniqueOrThrow({
    where: { id: inviteId },
    select: { email: true, role: true, dealership: { select: { name: true } }, invitedBy: { select: { firstName: true, lastName: true } } },
  });
  await mailer.send(
    composeMail({
      to: invite.email,
      subject: `Join ${invite.dealership.name} on RideMarket`,
      heading: `Join ${invite.dealership.name}`,
      paragraphs: [
        `${invite.invitedBy.firstName} ${invite.invitedBy.lastName} invites you to join ${invite.dealership.name} on RideMarket as ${invite.role}.`,
        "The link works once, within 7 days. Sign in (or create an account) with this email address to accept it.",
        "If you did not expect this, ignore this mail.",
      ],
      action: { label: "Accept the invitation", url: `${appOrigin()}${invitePath(token)}` },
    }),
  );
});

export interface PendingInvite {
  id: number;
  email: string;
  role: DealerRole;
  expiresAt: string;
}

export async function pendingInvites(dealershipId: number, now = new Date()): Promise<PendingInvite[]> {
  const rows = await prisma.dealershipInvite.findMany({
    where: { dealershipId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, email: true, role: true, expiresAt: true },
  });
  return rows.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString() }));
}

/** Withdraws a pending invite of the dealership; false when there is none by that id. */
export async function revokeInvite(dealershipId: number, inviteId: number, now = new Date()): Promise<boolean> {
  const { count } = await prisma.dealershipInvite.updateMany({ where: { id: inviteId, dealershipId, acceptedAt: null, revokedAt: null }, data: { revokedAt: now } });
  return count === 1;
}

export interface InviteView {
  dealershipName: string;
  email: string;
  role: DealerRole;
}

const unusable = () => new AppError(INVITE_TEXT.unusable, { status: 410, code: "not-found" });

/** A usable invite as its page shows it; unknown, used, withdrawn or expired is refused (404 or 410). */
export async function inspectInvite(token: string, now = new Date()): Promise<InviteView> {
  if (!TOKEN_SHAPE.test(token)) throw new AppError(INVITE_TEXT.unusable, { status: 404, code: "not-found" });
  const row = await prisma.dealershipInvite.findUnique({ where: { tokenHash: hashAccountToken(token) }, select: { email: true, role: true, acceptedAt: true, revokedAt: true, expiresAt: true, dealership: { select: { name: true } } } });
  if (!row) throw new AppError(INVITE_TEXT.unusable, { status: 404, code: "not-found" });
  if (row.acceptedAt || row.revokedAt || row.expiresAt <= now) throw unusable();
  return { dealershipName: row.dealership.name, email: row.email, role: row.role };
}

/** Why `user` may not accept the invite (a refusal), or null when they may. */
export async function inviteRefusal(invite: InviteView, user: { id: number; email: string }): Promise<AppError | null> {
  if (invite.email !== user.email.toLowerCase()) return new AppError(INVITE_TEXT.wrongEmail, { status: 403, code: "forbidden" });
  if (await prisma.dealershipMember.findUnique({ where: { userId: user.id }, select: { userId: true } })) return new AppError(INVITE_TEXT.hasDealership, { status: 409, code: "conflict" });
  return null;
}

/** Accepts the invite for `user`: one caller wins; the others are refused and write nothing. Returns the dealership's slug. */
export async function acceptInvite(token: string, user: { id: number; email: string }, now = new Date()): Promise<string> {
  const invite = await inspectInvite(token, now);
  const refusal = await inviteRefusal(invite, user);
  if (refusal) throw refusal;
  try {
    return await prisma.$transaction(async (tx) => {
      // The row's lock makes this the one accept: a second waits, then finds it used.
      const taken = await tx.dealershipInvite.updateManyAndReturn({
        where: { tokenHash: hashAccountToken(token), email: user.email.toLowerCase(), acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
        data: { acceptedAt: now, acceptedById: user.id },
        select: { dealershipId: true, role: true },
      });
      const won = taken[0];
      if (!won) throw unusable();
      const joined = await tx.dealershipMember.create({ data: { dealershipId: won.dealershipId, userId: user.id, role: won.role }, select: { dealership: { select: { slug: true } } } });
      return joined.dealership.slug;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new AppError(INVITE_TEXT.hasDealership, { status: 409, code: "conflict" });
    throw error;
  }
}
