// Notice mails of the relay: at most one per conversation and recipient every 10 minutes
// while the recipient has not read the thread. The side's notified_at is claimed with one
// conditional UPDATE, so a burst of messages (on any number of machines) claims it once;
// reading the thread clears it, so the next message after a read is noticed at once.
// A message held by the scam-phrase guard is never mailed: the mail would carry the pitch
// out of the product, away from the warning shown above it in the thread.
// A buyer's message in a dealer's thread (decision 47) is noticed to the member assigned to it, or,
// while nobody is, to the dealership's owners and managers (never to every sales member); the
// buyer's notice of a dealer's answer names the dealership.
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

/** Who hears of a buyer's message in a dealer's thread: the assigned member, else owners and managers. */
async function dealerRecipients(dealershipId: number, assignedToId: number | null): Promise<{ id: number; email: string }[]> {
  const members = (where: object) =>
    prisma.dealershipMember.findMany({ where: { dealershipId, ...where }, orderBy: { userId: "asc" }, select: { user: { select: { id: true, email: true } } } });
  // An assignee who has left the dealership no longer answers for it: its leaders hear instead.
  const assigned = assignedToId === null ? [] : await members({ userId: assignedToId });
  const rows = assigned.length ? assigned : await members({ role: { in: ["owner", "manager"] } });
  return rows.map((r) => r.user);
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
        recipient: { select: { id: true, email: true } },
        conversation: { select: { id: true, buyerId: true, listingTitle: true, dealershipId: true, assignedToId: true, dealership: { select: { name: true } } } },
      },
    });
    if (!message || message.flagged) return;
    const c = message.conversation;
    const role = c.buyerId === message.recipientId ? "buyer" : "seller";
    const candidates = role === "seller" && c.dealershipId !== null ? await dealerRecipients(c.dealershipId, c.assignedToId) : [message.recipient];
    const recipients = [];
    for (const r of candidates) if (await wantsNotices(r.id, "messages")) recipients.push(r);
    if (!recipients.length) return;
    if (!(await claimNoticeSlot(c.id, role))) return;
    const senderName = role === "buyer" && c.dealership ? c.dealership.name : message.sender.firstName;
    const subject = noticeSubject(role, c.listingTitle, senderName);
    const body = defangLinks(message.body);
    const excerpt = body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1).trimEnd()}…` : body;
    for (const recipient of recipients) {
      const mail = composeMail({
        to: recipient.email,
        subject,
        heading: subject,
        paragraphs: [`${senderName} wrote:`, excerpt, "Reply on RideMarket: your email address and phone number stay private."],
        action: { label: "Read and reply", url: `${appOrigin()}/messages/${c.id}` },
        unsubscribe: { userId: recipient.id, kind: "messages" },
      });
      await queueMail(mail, { singletonKey: `message:${messageId}:to:${recipient.id}` });
    }
  } catch (error) {
    // The message is stored and shown in the inbox; a notice that could not be queued is not worth failing the send.
    log("error", "message notice not queued", { messageId, error: error instanceof Error ? error.message : String(error) });
  }
}
