// The buyer-seller relay: one conversation per (vehicle, buyer), messages both ways, and
// the controls around it (blocks, archive, reports, abuse budgets, scam-phrase flag).
// Every read and write names the signed-in user in its WHERE clause; a conversation the
// user is not part of is "not found" (404), never a 403 that confirms it exists.
// Nothing here selects an email or phone: the other party is known by first name only.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { BLOCKED_TEXT, NOT_ACTIVE_TEXT, OWN_LISTING_TEXT, messageSchema, reportSchema } from "./message-schema";
import { looksLikeScam } from "./scam-guard";
import { countMessage, countNewConversation, unverifiedLimitRefusal } from "./limits.server";
import { clearNoticeSlot, notifyRecipient } from "./notices.server";
import { effectiveStatus } from "~/modules/listings/status";
import { fileReport } from "~/modules/reports/report-allowance.server";
import { isAppError } from "~/utils/app-error";

export type RelayFailure = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 429;
  error: string;
  /** The form field the error belongs next to, when it is about the typed text. */
  field?: "message" | "reason";
  retryAfterSeconds?: number;
};
export type Sent = { ok: true; conversationId: number; messageId: number; flagged: boolean };

export const RELAY_ERRORS = {
  notFound: "Conversation not found",
  vehicleNotFound: "Vehicle Not Found",
  ownListing: OWN_LISTING_TEXT,
  notActive: NOT_ACTIVE_TEXT,
  blocked: BLOCKED_TEXT,
  tooMany: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `You're sending messages too fast. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  },
  unverifiedDaily: "Accounts with an unverified email can start at most 3 conversations a day. Please verify your email or try again tomorrow.",
} as const;

const fail = (status: RelayFailure["status"], error: string, extra: Partial<RelayFailure> = {}): RelayFailure => ({ ok: false, status, error, ...extra });

function validMessage(raw: unknown): { ok: true; body: string } | RelayFailure {
  const parsed = messageSchema.safeParse({ message: typeof raw === "string" ? raw : undefined });
  if (parsed.success) return { ok: true, body: parsed.data.message };
  return fail(400, parsed.error.issues[0]?.message ?? "Please write a message", { field: "message" });
}

const listingTitleOf = (v: { year: number; make: { name: string }; model: { name: string } }) => `${v.year} ${v.make.name} ${v.model.name}`;

async function isBlockedBetween(a: number, b: number, db: Prisma.TransactionClient = prisma) {
  return (await db.userBlock.count({ where: { OR: [{ blockerId: a, blockedId: b }, { blockerId: b, blockedId: a }] } })) > 0;
}

export interface StartInput {
  buyerId: number;
  vehicleId: number;
  message: unknown;
  address: string;
  emailVerified: boolean;
}

/**
 * A buyer's message from the vehicle page. Opens the conversation on the first one (race
 * safe: the (vehicle, buyer) pair is unique and the row is upserted); a later one from the
 * same buyer is a message in the same thread.
 */
export async function messageAboutVehicle(input: StartInput): Promise<Sent | RelayFailure> {
  const text = validMessage(input.message);
  if (!text.ok) return text;
  const vehicle = await prisma.vehicle.findUnique({
    where: { id: input.vehicleId },
    select: { id: true, userId: true, year: true, make: { select: { name: true } }, model: { select: { name: true } }, listing: { select: { status: true, packageExpiry: true } } },
  });
  if (!vehicle || !vehicle.listing) return fail(404, RELAY_ERRORS.vehicleNotFound);
  if (vehicle.userId === input.buyerId) return fail(400, RELAY_ERRORS.ownListing);
  const existing = await prisma.conversation.findUnique({ where: { vehicleId_buyerId: { vehicleId: vehicle.id, buyerId: input.buyerId } }, select: { id: true } });
  if (existing) return sendMessage({ userId: input.buyerId, conversationId: existing.id, message: text.body, address: input.address });

  if (effectiveStatus(vehicle.listing.status, vehicle.listing.packageExpiry) !== "active") return fail(409, RELAY_ERRORS.notActive);
  if (await isBlockedBetween(input.buyerId, vehicle.userId)) return fail(403, RELAY_ERRORS.blocked);
  const refusal = (await countNewConversation(input.buyerId, input.address)) ?? (await countMessage(input.buyerId, input.address));
  if (refusal) return fail(429, RELAY_ERRORS.tooMany(refusal.retryAfterSeconds), { retryAfterSeconds: refusal.retryAfterSeconds });

  const flagged = looksLikeScam(text.body);
  const sent = await prisma.$transaction(async (tx): Promise<Sent | RelayFailure> => {
    const unverified = await unverifiedLimitRefusal(tx, { userId: input.buyerId, vehicleId: vehicle.id, emailVerified: input.emailVerified });
    if (unverified) return fail(429, RELAY_ERRORS.unverifiedDaily, { retryAfterSeconds: unverified.retryAfterSeconds });
    const now = new Date();
    const conversation = await tx.conversation.upsert({
      where: { vehicleId_buyerId: { vehicleId: vehicle.id, buyerId: input.buyerId } },
      create: { vehicleId: vehicle.id, buyerId: input.buyerId, sellerId: vehicle.userId, listingTitle: listingTitleOf(vehicle), lastMessageAt: now },
      update: { lastMessageAt: now, buyerArchivedAt: null, sellerArchivedAt: null },
      select: { id: true },
    });
    const message = await tx.message.create({
      data: { conversationId: conversation.id, senderId: input.buyerId, recipientId: vehicle.userId, body: text.body, flagged, createdAt: now },
      select: { id: true },
    });
    return { ok: true as const, conversationId: conversation.id, messageId: message.id, flagged };
  });
  if (sent.ok) await notifyRecipient(sent.messageId);
  return sent;
}

export interface SendInput {
  userId: number;
  conversationId: number;
  message: unknown;
  address: string;
}

/** A message in an existing conversation, from either side. */
export async function sendMessage(input: SendInput): Promise<Sent | RelayFailure> {
  const text = validMessage(input.message);
  if (!text.ok) return text;
  const conversation = await prisma.conversation.findFirst({
    where: { id: input.conversationId, OR: [{ buyerId: input.userId }, { sellerId: input.userId }] },
    select: { id: true, buyerId: true, sellerId: true },
  });
  if (!conversation) return fail(404, RELAY_ERRORS.notFound);
  const recipientId = conversation.buyerId === input.userId ? conversation.sellerId : conversation.buyerId;
  if (await isBlockedBetween(input.userId, recipientId)) return fail(403, RELAY_ERRORS.blocked);
  const refusal = await countMessage(input.userId, input.address);
  if (refusal) return fail(429, RELAY_ERRORS.tooMany(refusal.retryAfterSeconds), { retryAfterSeconds: refusal.retryAfterSeconds });

  const sent = await prisma.$transaction(async (tx) => {
    // The scam guard looks at each side's first message: that is where the pitch comes.
    const earlier = await tx.message.count({ where: { conversationId: conversation.id, senderId: input.userId } });
    const flagged = earlier === 0 && looksLikeScam(text.body);
    const now = new Date();
    const message = await tx.message.create({
      data: { conversationId: conversation.id, senderId: input.userId, recipientId, body: text.body, flagged, createdAt: now },
      select: { id: true },
    });
    await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: now, buyerArchivedAt: null, sellerArchivedAt: null } });
    return { ok: true as const, conversationId: conversation.id, messageId: message.id, flagged };
  });
  await notifyRecipient(sent.messageId);
  return sent;
}

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

const excerptOf = (body: string, length = 120) => (body.length > length ? `${body.slice(0, length - 1).trimEnd()}…` : body);

/** The user's conversations, newest message first; archived ones only when asked for. */
export async function listConversations(userId: number, { archived = false } = {}): Promise<InboxEntry[]> {
  const rows = await prisma.conversation.findMany({
    where: archived
      ? { OR: [{ buyerId: userId, buyerArchivedAt: { not: null } }, { sellerId: userId, sellerArchivedAt: { not: null } }] }
      : { OR: [{ buyerId: userId, buyerArchivedAt: null }, { sellerId: userId, sellerArchivedAt: null }] },
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
      otherName: role === "buyer" ? r.seller.firstName : r.buyer.firstName,
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
  archived: boolean;
  blockedByMe: boolean;
  blockedByOther: boolean;
  messages: ThreadMessage[];
}

/** The whole thread for one of its two sides (null for anyone else); marks the other side's messages read. */
export async function readThread(userId: number, conversationId: number): Promise<Thread | null> {
  const c = await prisma.conversation.findFirst({
    where: { id: conversationId, OR: [{ buyerId: userId }, { sellerId: userId }] },
    select: {
      id: true,
      vehicleId: true,
      listingTitle: true,
      buyerId: true,
      sellerId: true,
      buyerArchivedAt: true,
      sellerArchivedAt: true,
      vehicle: { select: { images: true, listing: { select: { status: true, packageExpiry: true } } } },
      buyer: { select: { firstName: true } },
      seller: { select: { firstName: true } },
    },
  });
  if (!c) return null;
  const role = c.buyerId === userId ? "buyer" : "seller";
  const otherId = role === "buyer" ? c.sellerId : c.buyerId;
  const { count: newlyRead } = await prisma.message.updateMany({ where: { conversationId: c.id, recipientId: userId, readAt: null }, data: { readAt: new Date() } });
  if (newlyRead > 0) await clearNoticeSlot(c.id, role);
  const [messages, blocks] = await Promise.all([
    prisma.message.findMany({
      where: { conversationId: c.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 1000,
      select: { id: true, body: true, senderId: true, flagged: true, createdAt: true, readAt: true },
    }),
    prisma.userBlock.findMany({ where: { OR: [{ blockerId: userId, blockedId: otherId }, { blockerId: otherId, blockedId: userId }] }, select: { blockerId: true } }),
  ]);
  return {
    id: c.id,
    vehicleId: c.vehicleId,
    title: c.listingTitle,
    thumbnail: c.vehicle?.images[0] ?? null,
    listingStatus: c.vehicle?.listing ? effectiveStatus(c.vehicle.listing.status, c.vehicle.listing.packageExpiry) : null,
    role,
    otherName: role === "buyer" ? c.seller.firstName : c.buyer.firstName,
    archived: (role === "buyer" ? c.buyerArchivedAt : c.sellerArchivedAt) !== null,
    blockedByMe: blocks.some((b) => b.blockerId === userId),
    blockedByOther: blocks.some((b) => b.blockerId === otherId),
    messages: messages.map((m) => ({
      id: m.id,
      body: m.body,
      fromMe: m.senderId === userId,
      warning: m.flagged && m.senderId !== userId,
      createdAt: m.createdAt.toISOString(),
      read: m.readAt !== null,
    })),
  };
}

async function sideOf(userId: number, conversationId: number) {
  const c = await prisma.conversation.findFirst({
    where: { id: conversationId, OR: [{ buyerId: userId }, { sellerId: userId }] },
    select: { id: true, buyerId: true, sellerId: true },
  });
  if (!c) return null;
  return { id: c.id, role: c.buyerId === userId ? ("buyer" as const) : ("seller" as const), otherId: c.buyerId === userId ? c.sellerId : c.buyerId };
}

/** Archives (or brings back) the conversation for this user's side only. False when it is not theirs. */
export async function setArchived(userId: number, conversationId: number, archived: boolean): Promise<boolean> {
  const side = await sideOf(userId, conversationId);
  if (!side) return false;
  const value = archived ? new Date() : null;
  await prisma.conversation.update({ where: { id: side.id }, data: side.role === "buyer" ? { buyerArchivedAt: value } : { sellerArchivedAt: value } });
  return true;
}

/** Blocks (or unblocks) the other party of the conversation. False when it is not the user's. */
export async function setBlocked(userId: number, conversationId: number, blocked: boolean): Promise<boolean> {
  const side = await sideOf(userId, conversationId);
  if (!side) return false;
  if (blocked) {
    await prisma.userBlock.upsert({
      where: { blockerId_blockedId: { blockerId: userId, blockedId: side.otherId } },
      create: { blockerId: userId, blockedId: side.otherId },
      update: {},
    });
  } else {
    await prisma.userBlock.deleteMany({ where: { blockerId: userId, blockedId: side.otherId } });
  }
  return true;
}

/**
 * Stores a report of the conversation for moderation: one open report per conversation per user,
 * and the daily cap on reports (app/modules/reports), refused next to the reason field.
 */
export async function reportConversation(userId: number, conversationId: number, rawReason: unknown): Promise<{ ok: true } | RelayFailure> {
  const parsed = reportSchema.safeParse({ reason: typeof rawReason === "string" ? rawReason : undefined });
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? "Please tell us what is wrong", { field: "reason" });
  const side = await sideOf(userId, conversationId);
  if (!side) return fail(404, RELAY_ERRORS.notFound);
  try {
    await fileReport(userId, {
      noun: "conversation",
      hasOpenReport: async (tx) => (await tx.conversationReport.count({ where: { conversationId: side.id, reporterId: userId, resolvedAt: null } })) > 0,
      file: async (tx) => {
        await tx.conversationReport.create({ data: { conversationId: side.id, reporterId: userId, reason: parsed.data.reason } });
      },
    });
  } catch (error) {
    if (!isAppError(error, "report-refused")) throw error;
    return fail(error.status as 409 | 429, error.message, { field: "reason", retryAfterSeconds: error.retryAfterSeconds });
  }
  return { ok: true };
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
