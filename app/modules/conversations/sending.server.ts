// The relay's writing side: one conversation per (vehicle, buyer), messages both ways, with the
// abuse budgets and the scam-phrase flag. A refusal is thrown as an AppError (refusals.ts).
// Every write names the signed-in user in its WHERE clause. A buyer's thread about a dealer's
// listing belongs to the dealership (decision 47): any member answers it, and the dealership's
// first answer is timed once.
import { prisma } from "~/utils/db.server";
import { messageSchema } from "./message-schema";
import { looksLikeScam } from "./scam-guard";
import { countMessage, countNewConversation, unverifiedLimitRefusal } from "./limits.server";
import { notifyRecipient } from "./notices.server";
import { blocked, conversationNotFound, fieldRefused, notActive, ownListing, senderSuspended, sendingTooFast, unverifiedDailyLimit, vehicleNotFound } from "./refusals";
import { effectiveStatus } from "~/modules/listings/status";
import { takesNewConversations } from "./message-rules";
import { conversationsOf, isBlockedBetweenSides, sideOf } from "./thread-sides.server";
import { userManagesListing } from "~/modules/dealers/membership.server";

export type Sent = { conversationId: number; messageId: number; flagged: boolean };

/** The message's text as it is stored, or its refusal beside the message field. */
function validMessage(raw: unknown): string {
  const parsed = messageSchema.safeParse({ message: typeof raw === "string" ? raw : undefined });
  if (!parsed.success) throw fieldRefused(parsed.error.issues[0]?.message ?? "Please write a message", "message");
  return parsed.data.message;
}

const listingTitleOf = (v: { year: number; make: { name: string }; model: { name: string } }) => `${v.year} ${v.make.name} ${v.model.name}`;

/** A suspended account sends nothing (decision 43), whatever session it still holds. */
async function refuseSuspended(userId: number) {
  const sender = await prisma.user.findUnique({ where: { id: userId }, select: { suspendedAt: true } });
  if (sender?.suspendedAt) throw senderSuspended();
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
export async function messageAboutVehicle(input: StartInput): Promise<Sent> {
  const text = validMessage(input.message);
  await refuseSuspended(input.buyerId);
  const vehicle = await prisma.vehicle.findUnique({
    where: { id: input.vehicleId },
    select: { id: true, userId: true, dealershipId: true, year: true, make: { select: { name: true } }, model: { select: { name: true } }, listing: { select: { status: true, packageExpiry: true } } },
  });
  if (!vehicle || !vehicle.listing) throw vehicleNotFound();
  // A member of the listing's dealership is on its side of the thread, never its buyer.
  if (await userManagesListing(input.buyerId, vehicle)) throw ownListing();
  const existing = await prisma.conversation.findUnique({ where: { vehicleId_buyerId: { vehicleId: vehicle.id, buyerId: input.buyerId } }, select: { id: true } });
  if (existing) return sendMessage({ userId: input.buyerId, conversationId: existing.id, message: text, address: input.address });

  if (!takesNewConversations(effectiveStatus(vehicle.listing.status, vehicle.listing.packageExpiry))) throw notActive();
  if (await isBlockedBetweenSides({ buyerId: input.buyerId, sellerId: vehicle.userId, dealershipId: vehicle.dealershipId })) throw blocked();
  const refusal = (await countNewConversation(input.buyerId, input.address)) ?? (await countMessage(input.buyerId, input.address));
  if (refusal) throw sendingTooFast(refusal.retryAfterSeconds);

  const flagged = looksLikeScam(text);
  const sent = await prisma.$transaction(async (tx): Promise<Sent> => {
    const unverified = await unverifiedLimitRefusal(tx, { userId: input.buyerId, vehicleId: vehicle.id, emailVerified: input.emailVerified });
    if (unverified) throw unverifiedDailyLimit(unverified.retryAfterSeconds);
    const now = new Date();
    const conversation = await tx.conversation.upsert({
      where: { vehicleId_buyerId: { vehicleId: vehicle.id, buyerId: input.buyerId } },
      create: { vehicleId: vehicle.id, buyerId: input.buyerId, sellerId: vehicle.userId, dealershipId: vehicle.dealershipId, listingTitle: listingTitleOf(vehicle), lastMessageAt: now },
      update: { lastMessageAt: now, buyerArchivedAt: null, sellerArchivedAt: null },
      select: { id: true },
    });
    const message = await tx.message.create({
      data: { conversationId: conversation.id, senderId: input.buyerId, recipientId: vehicle.userId, body: text, flagged, createdAt: now },
      select: { id: true },
    });
    return { conversationId: conversation.id, messageId: message.id, flagged };
  });
  await notifyRecipient(sent.messageId);
  return sent;
}

export interface SendInput {
  userId: number;
  conversationId: number;
  message: unknown;
  address: string;
}

/** Who a message from `side` is addressed to: the buyer, or the seller's side's assigned member (else the seller). */
const recipientOf = (c: { buyerId: number; sellerId: number; assignedToId: number | null }, side: "buyer" | "seller") =>
  side === "seller" ? c.buyerId : (c.assignedToId ?? c.sellerId);

/** A message in an existing conversation, from either side. */
export async function sendMessage(input: SendInput): Promise<Sent> {
  const text = validMessage(input.message);
  const conversation = await prisma.conversation.findFirst({
    where: { AND: [{ id: input.conversationId }, conversationsOf(input.userId)] },
    select: { id: true, buyerId: true, sellerId: true, dealershipId: true, assignedToId: true },
  });
  if (!conversation) throw conversationNotFound();
  await refuseSuspended(input.userId);
  const side = sideOf(conversation, input.userId);
  const recipientId = recipientOf(conversation, side);
  if (await isBlockedBetweenSides(conversation)) throw blocked();
  const refusal = await countMessage(input.userId, input.address);
  if (refusal) throw sendingTooFast(refusal.retryAfterSeconds);

  const sent = await prisma.$transaction(async (tx) => {
    // The scam guard looks at each side's first message: that is where the pitch comes.
    const earlier = await tx.message.count({ where: { conversationId: conversation.id, senderId: input.userId } });
    const flagged = earlier === 0 && looksLikeScam(text);
    const now = new Date();
    const message = await tx.message.create({
      data: { conversationId: conversation.id, senderId: input.userId, recipientId, body: text, flagged, createdAt: now },
      select: { id: true },
    });
    await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: now, buyerArchivedAt: null, sellerArchivedAt: null } });
    // Conditional on the column still being empty: of two first answers at once, only one sets it.
    if (side === "seller" && conversation.dealershipId !== null) {
      await tx.conversation.updateMany({ where: { id: conversation.id, firstResponseAt: null }, data: { firstResponseAt: now } });
    }
    return { conversationId: conversation.id, messageId: message.id, flagged };
  });
  await notifyRecipient(sent.messageId);
  return sent;
}
