// A dealership's members and their roles. Every member may read the list; only an owner changes
// roles or removes members (the caller checks the role), and a dealership always keeps an owner.
import type { DealerRole } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

export interface MemberRow {
  userId: number;
  name: string;
  email: string;
  role: DealerRole;
  joinedAt: string;
}

export const LAST_OWNER = "A dealership needs an owner: make someone else an owner first.";
export const NOT_A_MEMBER = "That person is not a member of this dealership.";

export async function listMembers(dealershipId: number): Promise<MemberRow[]> {
  const rows = await prisma.dealershipMember.findMany({
    where: { dealershipId },
    orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
    select: { userId: true, role: true, createdAt: true, user: { select: { firstName: true, lastName: true, email: true } } },
  });
  return rows.map((r) => ({ userId: r.userId, name: `${r.user.firstName} ${r.user.lastName}`.trim(), email: r.user.email, role: r.role, joinedAt: r.createdAt.toISOString() }));
}

type Change = { ok: true } | { ok: false; message: string };

/**
 * Sets a member's role, or removes them (`role` null). The dealership's owners are locked first,
 * so two owners demoting each other at once cannot leave it without one.
 */
export async function changeMember(dealershipId: number, userId: number, role: DealerRole | null): Promise<Change> {
  return prisma.$transaction(async (tx) => {
    const owners = await tx.$queryRaw<{ user_id: number }[]>`
      SELECT user_id FROM dealership_members WHERE dealership_id = ${dealershipId} AND role = 'owner' FOR UPDATE`;
    const member = await tx.dealershipMember.findUnique({ where: { dealershipId_userId: { dealershipId, userId } }, select: { role: true } });
    if (!member) return { ok: false, message: NOT_A_MEMBER };
    const losesOwner = member.role === "owner" && role !== "owner";
    if (losesOwner && owners.length <= 1) return { ok: false, message: LAST_OWNER };
    if (role === null) await tx.dealershipMember.delete({ where: { dealershipId_userId: { dealershipId, userId } } });
    else await tx.dealershipMember.update({ where: { dealershipId_userId: { dealershipId, userId } }, data: { role } });
    return { ok: true };
  });
}
