// Notice mails of the relay: at most one per conversation and recipient every 10 minutes
// while the recipient has not read the thread. The side's notified_at is claimed with one
// conditional UPDATE, so a burst of messages (on any number of machines) claims it once;
// reading the thread clears it, so the next message after a read is noticed at once.
// A message held by the scam-phrase guard is never mailed: the mail would carry the pitch
// out of the product, away from the warning shown above it in the thread.
import { prisma } from "~/utils/db.server";
import { composeMail } from "~/modules/mail/layout.server";
import { queueMail } from "~/modules/jobs/mail-queue.server";
import { wantsNotices } from "~/modules/mail/notice-preferences.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { log } from "../../shared/log";

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

const EXCERPT = 300;

/** Web addresses typed in a message, written so that mail programs do not turn them into links. */
function defangLinks(text: string): string {
  return text.replace(/\b(https?):\/\//gi, "$1[:]//").replace(/\bwww\./gi, "www[.]");
}

function noticeSubject(recipientRole: "buyer" | "seller", listingTitle: string, senderName: string) {
  return recipientRole === "seller" ? `New message about your ${listingTitle}` : `${senderName} replied about the ${listingTitle}`;
}

/**
 * Queues the notice mail for a new message when its recipient wants notices and no notice
 * for this conversation went out in the last 10 minutes while unread. The mail names the
 * sender by first name only and links to the thread; replies happen there.
 */
export async function notifyRecipient(messageId: number): Promise<void> {
  try {
    const message = await prisma.message.findUnique({
      where: { id: messageId },
      select: {
        body: true,
        flagged: true,
        recipientId: true,
        sender: { select: { firstName: true } },
        recipient: { select: { email: true } },
        conversation: { select: { id: true, buyerId: true, listingTitle: true } },
      },
    });
    if (!message || message.flagged) return;
    if (!(await wantsNotices(message.recipientId, "messages"))) return;
    const role = message.conversation.buyerId === message.recipientId ? "buyer" : "seller";
    if (!(await claimNoticeSlot(message.conversation.id, role))) return;
    const subject = noticeSubject(role, message.conversation.listingTitle, message.sender.firstName);
    const body = defangLinks(message.body);
    const excerpt = body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1).trimEnd()}…` : body;
    const mail = composeMail({
      to: message.recipient.email,
      subject,
      heading: subject,
      paragraphs: [`${message.sender.firstName} wrote:`, excerpt, "Reply on RideMarket: your email address and phone number stay private."],
      action: { label: "Read and reply", url: `${appOrigin()}/messages/${message.conversation.id}` },
      unsubscribe: { userId: message.recipientId, kind: "messages" },
    });
    await queueMail(mail, { singletonKey: `message:${messageId}:to:${message.recipientId}` });
  } catch (error) {
    // The message is stored and shown in the inbox; a notice that could not be queued is not worth failing the send.
    log("error", "message notice not queued", { messageId, error: error instanceof Error ? error.message : String(error) });
  }
}
