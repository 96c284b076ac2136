// What either side can do to a conversation besides writing: archive it (for their side only),
// block the other party, report it for moderation. A conversation the user is not part of is
// refused as not found (refusals.ts). In a dealer's thread the dealership is one side: any member
// archives, blocks and reports for it, and a block stands between the buyer and all of it (decision 49).
import { prisma } from "~/utils/db.server";
import { fileReport } from "~/modules/reports/report-allowance.server";
import { reportSchema } from "./message-schema";
import { conversationNotFound, fieldRefused } from "./refusals";
import { conversationsOf, sellerSide, sideOf as sideIn } from "./thread-sides.server";

/** The user's side of the conversation, or its "not found" refusal. */
async function sideOf(userId: number, conversationId: number) {
  const c = await prisma.conversation.findFirst({
    where: { AND: [{ id: conversationId }, conversationsOf(userId)] },
    select: { id: true, buyerId: true, sellerId: true, dealershipId: true },
  });
  if (!c) throw conversationNotFound();
  const role = sideIn(c, userId);
  return { id: c.id, role, otherId: role === "buyer" ? c.sellerId : c.buyerId, parties: c };
}

/** Archives (or brings back) the conversation for this user's side only. */
export async function setArchived(userId: number, conversationId: number, archived: boolean): Promise<void> {
  const side = await sideOf(userId, conversationId);
  const value = archived ? new Date() : null;
  await prisma.conversation.update({ where: { id: side.id }, data: side.role === "buyer" ? { buyerArchivedAt: value } : { sellerArchivedAt: value } });
}

/**
 * Blocks (or unblocks) the other party of the conversation. The buyer blocks the thread's seller,
 * which holds against the whole dealership; a member blocks the buyer for the whole dealership.
 * Unblocking lifts every block of the user's side against the other.
 */
export async function setBlocked(userId: number, conversationId: number, blocked: boolean): Promise<void> {
  const side = await sideOf(userId, conversationId);
  if (blocked) {
    await prisma.userBlock.upsert({
      where: { blockerId_blockedId: { blockerId: userId, blockedId: side.otherId } },
      create: { blockerId: userId, blockedId: side.otherId },
      update: {},
    });
  } else {
    const sellers = await sellerSide(side.parties);
    const buyerId = side.parties.buyerId;
    await prisma.userBlock.deleteMany({
      where: side.role === "buyer" ? { blockerId: buyerId, blockedId: { in: sellers } } : { blockerId: { in: sellers }, blockedId: buyerId },
    });
  }
}

/**
 * Stores a report of the conversation for moderation: one open report per conversation per user,
 * and the daily cap on reports (app/modules/reports), refused next to the reason field.
 */
export async function reportConversation(userId: number, conversationId: number, rawReason: unknown): Promise<void> {
  const parsed = reportSchema.safeParse({ reason: typeof rawReason === "string" ? rawReason : undefined });
  if (!parsed.success) throw fieldRefused(parsed.error.issues[0]?.message ?? "Please tell us what is wrong", "reason");
  const side = await sideOf(userId, conversationId);
  await fileReport(userId, {
    noun: "conversation",
    hasOpenReport: async (tx) => (await tx.conversationReport.count({ where: { conversationId: side.id, reporterId: userId, resolvedAt: null } })) > 0,
    file: async (tx) => {
      await tx.conversationReport.create({ data: { conversationId: side.id, reporterId: userId, reason: parsed.data.reason } });
    },
  });
}
