// Who answers a dealer's thread. Owners and managers assign any of the dealership's threads to
// any member (or to nobody); a sales member may only take an unassigned thread for themselves.
// Each assignment is one conditional UPDATE: it applies only if the thread is still assigned as
// the form showed it and the new assignee is a member at that moment, so two people acting at
// once never overwrite each other unseen.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { hasDealerRole, type DealerMembership } from "~/modules/dealers/membership.server";

export const ASSIGNMENT_TEXTS = {
  salesOnlyTakes: "You can take an unassigned conversation for yourself only.",
  changedMeanwhile: "Someone changed this conversation's assignment just now. Please look again.",
  notAMember: "That person is not a member of this dealership.",
  notFound: "Conversation not found",
} as const;

export interface AssignInput {
  member: { userId: number; membership: Pick<DealerMembership, "dealershipId" | "role"> };
  conversationId: number;
  /** The member to assign, or null to leave the thread unassigned. */
  assigneeId: number | null;
  /** The assignee the form showed (null: unassigned); the change applies only if it still is. */
  expectedId: number | null;
}

export async function assignThread(input: AssignInput): Promise<void> {
  const { userId, membership } = input.member;
  const thread = await prisma.conversation.findFirst({ where: { id: input.conversationId, dealershipId: membership.dealershipId }, select: { id: true } });
  if (!thread) throw new AppError(ASSIGNMENT_TEXTS.notFound, { status: 404, code: "not-found" });
  if (!hasDealerRole(membership, "manager") && (input.assigneeId !== userId || input.expectedId !== null)) {
    throw new AppError(ASSIGNMENT_TEXTS.salesOnlyTakes, { status: 403, code: "forbidden" });
  }
  const assignee = input.assigneeId === null ? Prisma.sql`NULL` : Prisma.sql`${input.assigneeId}::int`;
  const memberNow =
    input.assigneeId === null
      ? Prisma.sql`TRUE`
      : Prisma.sql`EXISTS (SELECT 1 FROM dealership_members WHERE dealership_id = ${membership.dealershipId} AND user_id = ${input.assigneeId})`;
  const expected = input.expectedId === null ? Prisma.sql`assigned_to_id IS NULL` : Prisma.sql`assigned_to_id = ${input.expectedId}`;
  // The assigning member must still belong to the dealership when the row changes.
  const actorNow = Prisma.sql`EXISTS (SELECT 1 FROM dealership_members WHERE dealership_id = ${membership.dealershipId} AND user_id = ${userId})`;
  const changed = await prisma.$executeRaw`
    UPDATE conversations SET assigned_to_id = ${assignee}
    WHERE id = ${thread.id} AND dealership_id = ${membership.dealershipId} AND ${expected} AND ${memberNow} AND ${actorNow}`;
  if (changed === 1) return;
  if (input.assigneeId !== null && !(await prisma.dealershipMember.findFirst({ where: { dealershipId: membership.dealershipId, userId: input.assigneeId } }))) {
    throw new AppError(ASSIGNMENT_TEXTS.notAMember, { status: 400, field: "assigneeId" });
  }
  throw new AppError(ASSIGNMENT_TEXTS.changedMeanwhile, { status: 409, code: "conflict" });
}
