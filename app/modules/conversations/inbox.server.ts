// The relay's reading side: the inbox, a thread, the header's unread count. Every read names the
// signed-in user in its WHERE clause; a conversation the user is not part of is not there (null).
// In a dealer's thread the buyer sees the dealership as the seller, by its name (decision 47).
// Nothing here selects an email or phone: the other party is known by first name only.
import type { Prisma } from "~/generated/prisma/client";
import { isVerifiedSeller } from "~/modules/verification/verified-seller";
import { prisma } from "~/utils/db.server";
import { clearNoticeSlot } from "./notices.server";
import { effectiveStatus } from "~/modules/listings/status";
import { blocksBetweenSides, conversationsOf, messagesTo, sellerSide, sideOf, writtenBy } from "./thread-sides.server";

/** The seller's name as the buyer sees it: the dealership's, for a dealer's thread. */
const sellerNameOf = (c: { seller: { firstName: string }; dealership: { name: string } | null }) => c.dealership?.name ?? c.seller.firstName;

export interface InboxEntry {
  id: number;
  vehicleId: number | null;
  title: string;
  thumbnail: string | null;
  otherName: string;
  role: "buyer" | "seller";
  /** warning: held by the scam guard and sent by the other side. */
  lastMessage: { excerpt: string; fromMe: boolean; warning: boolean; createdAt: string } | null;
  unread: number;
  archived: boolean;
}

/** The threads in a user's own inbox on the seller's side: their own, and a dealer's threads assigned to them while a member. */
const sellingAs = (userId: number): Prisma.ConversationWhereInput => ({
  OR: [{ sellerId: userId }, { assignedToId: userId, dealership: { members: { some: { userId } } } }],
});

const excerptOf = (body: string, length = 120) => (body.length > length ? `${body.slice(0, length - 1).trimEnd()}…` : body);

/** The user's conversations, newest message first; archived ones only when asked for. */
export async function listConversations(userId: number, { archived = false } = {}): Promise<InboxEntry[]> {
  const rows = await prisma.conversation.findMany({
    where: archived
      ? { OR: [{ buyerId: userId, buyerArchivedAt: { not: null } }, { ...sellingAs(userId), sellerArchivedAt: { not: null } }] }
      : { OR: [{ buyerId: userId, buyerArchivedAt: null }, { ...sellingAs(userId), sellerArchivedAt: null }] },
    orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      id: true,
      vehicleId: true,
      listingTitle: true,
      buyerId: true,
      buyerArchivedAt: true,
      sellerArchivedAt: true,
      vehicle: { select: { images: true } },
      buyer: { select: { firstName: true } },
      seller: { select: { firstName: true } },
      dealership: { select: { name: true } },
      messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { body: true, senderId: true, flagged: true, createdAt: true } },
      _count: { select: { messages: { where: { recipientId: userId, readAt: null } } } },
    },
  });
  return rows.map((r) => {
    const role = r.buyerId === userId ? "buyer" : "seller";
    const last = r.messages[0];
    return {
      id: r.id,
      vehicleId: r.vehicleId,
      title: r.listingTitle,
      thumbnail: r.vehicle?.images[0] ?? null,
      otherName: role === "buyer" ? sellerNameOf(r) : r.buyer.firstName,
      role,
      lastMessage: last
        ? { excerpt: excerptOf(last.body), fromMe: last.senderId === userId, warning: last.flagged && last.senderId !== userId, createdAt: last.createdAt.toISOString() }
        : null,
      unread: r._count.messages,
      archived: (role === "buyer" ? r.buyerArchivedAt : r.sellerArchivedAt) !== null,
    };
  });
}

export interface ThreadMessage {
  id: number;
  body: string;
  fromMe: boolean;
  /** Flagged by the scam guard and sent by the other side: shown under a warning. */
  warning: boolean;
  createdAt: string;
  read: boolean;
}

export interface Thread {
  id: number;
  vehicleId: number | null;
  title: string;
  thumbnail: string | null;
  listingStatus: string | null;
  role: "buyer" | "seller";
  otherName: string;
  /** The seller is a Verified seller (decision 39); shown to the buyer beside the seller's name. */
  sellerVerified: boolean;
  archived: boolean;
  blockedByMe: boolean;
  blockedByOther: boolean;
  /** The other side's account was suspended by staff: the thread shows a warning (decision 43). */
  otherSuspended: boolean;
  messages: ThreadMessage[];
}

/** The whole thread for one of its two sides (null for anyone else); marks the other side's messages read. */
export async function readThread(userId: number, conversationId: number): Promise<Thread | null> {
  const c = await prisma.conversation.findFirst({
    where: { AND: [{ id: conversationId }, conversationsOf(userId)] },
    select: {
      id: true,
      vehicleId: true,
      listingTitle: true,
      buyerId: true,
      sellerId: true,
      dealershipId: true,
      dealership: { select: { name: true } },
      buyerArchivedAt: true,
      sellerArchivedAt: true,
      vehicle: { select: { images: true, listing: { select: { status: true, packageExpiry: true } } } },
      buyer: { select: { firstName: true, suspendedAt: true } },
      seller: { select: { firstName: true, suspendedAt: true, createdAt: true, phoneVerifiedAt: true } },
    },
  });
  if (!c) return null;
  const role = sideOf(c, userId);
  const { count: newlyRead } = await prisma.message.updateMany({ where: { conversationId: c.id, readAt: null, ...messagesTo(c, role) }, data: { readAt: new Date() } });
  if (newlyRead > 0) await clearNoticeSlot(c.id, role);
  const mySide = role === "buyer" ? [c.buyerId] : await sellerSide(c);
  const [messages, blocks] = await Promise.all([
    prisma.message.findMany({
      where: { conversationId: c.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 1000,
      select: { id: true, body: true, senderId: true, flagged: true, createdAt: true, readAt: true },
    }),
    blocksBetweenSides(c),
  ]);
  return {
    id: c.id,
    vehicleId: c.vehicleId,
    title: c.listingTitle,
    thumbnail: c.vehicle?.images[0] ?? null,
    listingStatus: c.vehicle?.listing ? effectiveStatus(c.vehicle.listing.status, c.vehicle.listing.packageExpiry) : null,
    role,
    otherName: role === "buyer" ? sellerNameOf(c) : c.buyer.firstName,
    sellerVerified: isVerifiedSeller(c.seller),
    archived: (role === "buyer" ? c.buyerArchivedAt : c.sellerArchivedAt) !== null,
    blockedByMe: blocks.some((b) => mySide.includes(b.blockerId)),
    blockedByOther: blocks.some((b) => !mySide.includes(b.blockerId)),
    otherSuspended: (role === "buyer" ? c.seller.suspendedAt : c.buyer.suspendedAt) !== null,
    messages: messages.map((m) => ({
      id: m.id,
      body: m.body,
      fromMe: writtenBy(c, role, m.senderId),
      warning: m.flagged && !writtenBy(c, role, m.senderId),
      createdAt: m.createdAt.toISOString(),
      read: m.readAt !== null,
    })),
  };
}

/** Unread messages addressed to the user: one index-only count for the header. */
export function unreadCount(userId: number): Promise<number> {
  return prisma.message.count({ where: { recipientId: userId, readAt: null } });
}

/** The buyer's conversation about a vehicle, if one exists. */
export async function conversationIdFor(buyerId: number, vehicleId: number): Promise<number | null> {
  const c = await prisma.conversation.findUnique({ where: { vehicleId_buyerId: { vehicleId, buyerId } }, select: { id: true } });
  return c?.id ?? null;
}
