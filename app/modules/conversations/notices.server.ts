// Notice mails of the relay: at most one per conversation and recipient every 10 minutes
// while the recipient has not read the thread. The side's notified_at is claimed with one
// conditional UPDATE, so a burst of messages (on any number of machines) claims it once;
// reading the thread clears it, so the next message after a read is noticed at once.
import { prisma } from "~/utils/db.server";

export const NOTICE_INTERVAL_MS = 10 * 60 * 1000;

/** True when this message may be noticed to its recipient now (and records that it was). */
export async function claimNoticeSlot(conversationId: number, recipientRole: "buyer" | "seller", now = new Date()): Promise<boolean> {
  const before = new Date(now.getTime() - NOTICE_INTERVAL_MS);
  const column = recipientRole === "buyer" ? "buyerNotifiedAt" : "sellerNotifiedAt";
  const { count } = await prisma.conversation.updateMany({
    where: { id: conversationId, OR: [{ [column]: null }, { [column]: { lte: before } }] },
    data: { [column]: now },
  });
  return count === 1;
}

/** Reading a thread ends the "unread" period of that side's notices. */
export async function clearNoticeSlot(conversationId: number, readerRole: "buyer" | "seller") {
  await prisma.conversation.update({
    where: { id: conversationId },
    data: readerRole === "buyer" ? { buyerNotifiedAt: null } : { sellerNotifiedAt: null },
  });
}

/**
 * Tells the recipient of a new message, by mail, within the interval above. Mail delivery
 * is not wired yet: until it is, nothing is claimed, so no notice is recorded as sent.
 */
export async function notifyRecipient(_messageId: number): Promise<void> {}
