// Who is on which side of a conversation. A private thread has two people: its buyer and its
// seller. A dealer's thread (decision 47) has the buyer on one side and the dealership on the
// other: the listing's seller and every member of the dealership read and answer it. Blocks are
// between the buyer and that whole side (decision 49).
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

export type Side = "buyer" | "seller";

export interface ThreadParties {
  buyerId: number;
  sellerId: number;
  dealershipId: number | null;
}

/** Where-clause for the conversations `userId` may read and answer. */
export function conversationsOf(userId: number): Prisma.ConversationWhereInput {
  return { OR: [{ buyerId: userId }, { sellerId: userId }, { dealership: { members: { some: { userId } } } }] };
}

export const sideOf = (c: Pick<ThreadParties, "buyerId">, userId: number): Side => (c.buyerId === userId ? "buyer" : "seller");

/** The people who speak for the seller's side: the seller, and in a dealer's thread every member. */
export async function sellerSide(c: ThreadParties, db: Prisma.TransactionClient = prisma): Promise<number[]> {
  if (c.dealershipId === null) return [c.sellerId];
  const members = await db.dealershipMember.findMany({ where: { dealershipId: c.dealershipId }, select: { userId: true } });
  return [...new Set([c.sellerId, ...members.map((m) => m.userId)])];
}

/** The blocks standing between the buyer and the seller's side, either way. */
export async function blocksBetweenSides(c: ThreadParties, db: Prisma.TransactionClient = prisma) {
  const sellers = await sellerSide(c, db);
  return db.userBlock.findMany({
    where: { OR: [{ blockerId: c.buyerId, blockedId: { in: sellers } }, { blockerId: { in: sellers }, blockedId: c.buyerId }] },
    select: { blockerId: true, blockedId: true },
  });
}

export async function isBlockedBetweenSides(c: ThreadParties, db: Prisma.TransactionClient = prisma): Promise<boolean> {
  return (await blocksBetweenSides(c, db)).length > 0;
}

/** Messages that reached `side`: the other side's, whoever on it wrote them. */
export const messagesTo = (c: Pick<ThreadParties, "buyerId">, side: Side): Prisma.MessageWhereInput =>
  side === "buyer" ? { senderId: { not: c.buyerId } } : { senderId: c.buyerId };

/** Whether a message was written by `side`. */
export const writtenBy = (c: Pick<ThreadParties, "buyerId">, side: Side, senderId: number) => (senderId === c.buyerId) === (side === "buyer");
