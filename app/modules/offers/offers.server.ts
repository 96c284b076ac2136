// Offers in the relay (decision 53): a buyer's price for a listing, in the buyer's conversation
// with the seller's side. Every move is one conditional UPDATE naming the state it leaves and an
// expiry still ahead, so of two moves at once (two accepts, an accept and a withdrawal, an accept
// and the expiry run) exactly one applies and the other is told what happened (409). Accepting
// moves the listing from active to pending in the same transaction. Who may see an offer is who
// may read its conversation (thread-sides.server.ts); anyone else meets "Offer not found".
import type { z } from "zod";
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { effectiveStatus } from "~/modules/listings/status";
import { userManagesListing } from "~/modules/dealers/membership.server";
import { conversationsOf, isBlockedBetweenSides, sideOf } from "~/modules/conversations/thread-sides.server";
import { blocked, senderSuspended, sendingTooFast, unverifiedDailyLimit } from "~/modules/conversations/refusals";
import { countNewConversation, unverifiedLimitRefusal } from "~/modules/conversations/limits.server";
import { OFFER_HOURS, OFFER_TEXT, offerSchema, counterSchema, type OfferStateName } from "./offer-rules";
import { tellBothSides, type OfferEvent } from "./offer-mail.server";

const HOUR = 60 * 60 * 1000;
export const offerExpiryFrom = (from: Date) => new Date(from.getTime() + OFFER_HOURS * HOUR);

export const offerNotFound = () => new AppError(OFFER_TEXT.notFound, { status: 404, code: "not-found" });
const conflict = (message: string) => new AppError(message, { status: 409, code: "conflict" });
const forbidden = (message: string) => new AppError(message, { status: 403, code: "forbidden" });

/** The first refusal of a schema's check, beside its field. */
function parsed<S extends typeof offerSchema | typeof counterSchema>(schema: S, input: unknown) {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new AppError(issue.message, { field: String(issue.path[0] ?? "amount") });
  }
  return result.data as z.output<S>;
}

/** Refuses a suspended account (decision 43); whether its email is verified otherwise. */
async function refuseSuspended(userId: number): Promise<{ emailVerified: boolean }> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { suspendedAt: true, emailVerifiedAt: true } });
  if (user?.suspendedAt) throw senderSuspended();
  return { emailVerified: Boolean(user?.emailVerifiedAt) };
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

export interface MadeOffer {
  offerId: number;
  conversationId: number;
}

/**
 * A buyer's offer on the listing of vehicle `vehicleId`. Starts the conversation with the seller's
 * side when there is none yet, as Contact Seller does and within the same budgets (new threads
 * per hour by user and by client `address`, and the unverified account's daily cap). One live
 * offer per buyer and listing: a second one, even sent at the same moment, is refused by the
 * partial unique index (409).
 */
export async function makeOffer(input: { buyerId: number; vehicleId: number; amount: unknown; message?: unknown; address: string }, now = new Date()): Promise<MadeOffer> {
  const value = parsed(offerSchema, { amount: input.amount, message: input.message });
  const { emailVerified } = await refuseSuspended(input.buyerId);
  const vehicle = await prisma.vehicle.findUnique({
    where: { id: input.vehicleId },
    select: { id: true, userId: true, dealershipId: true, year: true, make: { select: { name: true } }, model: { select: { name: true } }, listing: { select: { id: true, status: true, packageExpiry: true } } },
  });
  if (!vehicle?.listing) throw new AppError(OFFER_TEXT.vehicleNotFound, { status: 404, code: "not-found" });
  if (await userManagesListing(input.buyerId, vehicle)) throw new AppError(OFFER_TEXT.ownListing, { status: 403, code: "forbidden" });
  if (effectiveStatus(vehicle.listing.status, vehicle.listing.packageExpiry, now) !== "active") throw conflict(OFFER_TEXT.notActive);
  if (await isBlockedBetweenSides({ buyerId: input.buyerId, sellerId: vehicle.userId, dealershipId: vehicle.dealershipId })) throw blocked();
  const listingId = vehicle.listing.id;
  const existing = await prisma.conversation.findUnique({ where: { vehicleId_buyerId: { vehicleId: vehicle.id, buyerId: input.buyerId } }, select: { id: true } });
  if (!existing) {
    const refusal = await countNewConversation(input.buyerId, input.address);
    if (refusal) throw sendingTooFast(refusal.retryAfterSeconds);
  }
  try {
    const made = await prisma.$transaction(async (tx) => {
      const unverified = await unverifiedLimitRefusal(tx, { userId: input.buyerId, vehicleId: vehicle.id, emailVerified });
      if (unverified) throw unverifiedDailyLimit(unverified.retryAfterSeconds);
      const conversation = await tx.conversation.upsert({
        where: { vehicleId_buyerId: { vehicleId: vehicle.id, buyerId: input.buyerId } },
        create: {
          vehicleId: vehicle.id,
          buyerId: input.buyerId,
          sellerId: vehicle.userId,
          dealershipId: vehicle.dealershipId,
          listingTitle: `${vehicle.year} ${vehicle.make.name} ${vehicle.model.name}`,
          lastMessageAt: now,
        },
        update: { lastMessageAt: now, buyerArchivedAt: null, sellerArchivedAt: null },
        select: { id: true },
      });
      const offer = await tx.offer.create({
        data: { listingId, conversationId: conversation.id, buyerId: input.buyerId, amount: value.amount, message: value.message ?? null, expiresAt: offerExpiryFrom(now), createdAt: now },
        select: { id: true },
      });
      return { offerId: offer.id, conversationId: conversation.id };
    });
    await tellBothSides(made.offerId, "made");
    return made;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(OFFER_TEXT.liveOfferExists);
    throw error;
  }
}

const offerScope = { id: true, listingId: true, buyerId: true, state: true, expiresAt: true, amount: true, counterAmount: true, conversation: { select: { id: true, buyerId: true, sellerId: true, dealershipId: true } } } as const;

/** The offer as `userId` may see it (either side of its conversation), with the user's side; 404 for anyone else. */
async function offerFor(userId: number, offerId: number) {
  const offer = await prisma.offer.findFirst({ where: { id: offerId, conversation: conversationsOf(userId) }, select: offerScope });
  if (!offer) throw offerNotFound();
  return { offer, side: sideOf(offer.conversation, userId) };
}

/**
 * Agreeing a price needs both sides still able to talk: a block between them, or a suspended
 * account making the move, refuses accepting and countering (declining and withdrawing stay open).
 */
async function refuseAgreement(userId: number, conversation: { buyerId: number; sellerId: number; dealershipId: number | null }) {
  await refuseSuspended(userId);
  if (await isBlockedBetweenSides(conversation)) throw blocked();
}

/** Why a conditional move found nothing to change: the state it moved on to, or its expiry. */
async function whyNotMoved(offerId: number, now: Date): Promise<AppError> {
  const current = await prisma.offer.findUnique({ where: { id: offerId }, select: { state: true, expiresAt: true } });
  if (!current) return offerNotFound();
  if ((current.state === "open" || current.state === "countered") && current.expiresAt <= now) return conflict(OFFER_TEXT.expired);
  return conflict(OFFER_TEXT.movedOn[current.state as OfferStateName]);
}

/** A refusal for a move from `state`: a state already final first (409), then the wrong side (403). */
function refuseFinal(state: string, expiresAt: Date, now: Date) {
  if (state !== "open" && state !== "countered") throw conflict(OFFER_TEXT.movedOn[state as OfferStateName]);
  if (expiresAt <= now) throw conflict(OFFER_TEXT.expired);
}

/** The one conditional UPDATE every move is made of; a count of 0 means another move (or the clock) came first. */
async function moveFrom(tx: Prisma.TransactionClient, offerId: number, from: "open" | "countered", now: Date, data: Prisma.OfferUpdateManyMutationInput & { decidedById?: number | null }) {
  const { count } = await tx.offer.updateMany({ where: { id: offerId, state: from, expiresAt: { gt: now } }, data });
  return count === 1;
}

async function touchConversation(tx: Prisma.TransactionClient, conversationId: number, now: Date) {
  await tx.conversation.update({ where: { id: conversationId }, data: { lastMessageAt: now, buyerArchivedAt: null, sellerArchivedAt: null } });
}

async function runMove(offerId: number, now: Date, event: OfferEvent, work: (tx: Prisma.TransactionClient) => Promise<boolean>): Promise<void> {
  const moved = await prisma.$transaction(work);
  if (!moved) throw await whyNotMoved(offerId, now);
  await tellBothSides(offerId, event);
}

/**
 * Accepts an offer: the seller's side accepts an open offer, the buyer accepts the seller's
 * counter. The listing goes from active to pending in the same transaction: when it is no longer
 * active (another buyer's offer was accepted first, or the seller marked it sold) nothing changes.
 */
export async function acceptOffer(userId: number, offerId: number, now = new Date()): Promise<void> {
  const { offer, side } = await offerFor(userId, offerId);
  refuseFinal(offer.state, offer.expiresAt, now);
  if (offer.state === "open" && side !== "seller") throw forbidden(OFFER_TEXT.sellerOnly);
  if (offer.state === "countered" && side !== "buyer") throw forbidden(OFFER_TEXT.buyerOnlyCounter);
  await refuseAgreement(userId, offer.conversation);
  const from = offer.state as "open" | "countered";
  const agreedAmount = from === "open" ? offer.amount : offer.counterAmount!;
  let closed: { id: number }[] = [];
  await runMove(offerId, now, "accepted", async (tx) => {
    // The listing first: two accepts on one listing then queue here, rather than each holding its
    // own offer while closing the other's (a deadlock). The second finds its offer declined.
    await tx.$queryRaw`SELECT id FROM listings WHERE id = ${offer.listingId} FOR UPDATE`;
    const moved = await moveFrom(tx, offerId, from, now, { state: "accepted", agreedAmount, ...(side === "seller" ? { decidedById: userId } : {}) });
    if (!moved) return false;
    const { count } = await tx.listing.updateMany({ where: { id: offer.listingId, status: "active", OR: [{ packageExpiry: null }, { packageExpiry: { gt: now } }] }, data: { status: "pending" } });
    // Thrown, so the offer's move is undone with the rest of the transaction.
    if (count !== 1) throw conflict(OFFER_TEXT.listingTaken);
    await touchConversation(tx, offer.conversation.id, now);
    closed = await closeOtherLiveOffers(tx, offer.listingId, offerId, now);
    return true;
  });
  for (const other of closed) await tellBothSides(other.id, "closed");
}

/**
 * The other buyers' live offers on a listing that just went pending are declined with it (no one
 * of the seller's side decided them), so none can be accepted later or sit open until it expires.
 */
function closeOtherLiveOffers(tx: Prisma.TransactionClient, listingId: number, acceptedId: number, now: Date) {
  return tx.$queryRaw<{ id: number }[]>`
    UPDATE offers SET state = 'declined', decided_by_id = NULL, updated_at = (${now}::timestamptz AT TIME ZONE 'UTC')
    WHERE listing_id = ${listingId} AND id <> ${acceptedId} AND state IN ('open', 'countered')
    RETURNING id`;
}

/** The seller's side declines an open offer. */
export async function declineOffer(userId: number, offerId: number, now = new Date()): Promise<void> {
  const { offer, side } = await offerFor(userId, offerId);
  if (side !== "seller") throw forbidden(OFFER_TEXT.sellerOnly);
  refuseFinal(offer.state, offer.expiresAt, now);
  if (offer.state !== "open") throw conflict(OFFER_TEXT.movedOn.countered);
  await runMove(offerId, now, "declined", async (tx) => {
    if (!(await moveFrom(tx, offerId, "open", now, { state: "declined", decidedById: userId }))) return false;
    await touchConversation(tx, offer.conversation.id, now);
    return true;
  });
}

/** The seller's side answers an open offer with its own price; the buyer has 48 hours from now to take it. */
export async function counterOffer(userId: number, offerId: number, amount: unknown, now = new Date()): Promise<void> {
  const value = parsed(counterSchema, { amount });
  const { offer, side } = await offerFor(userId, offerId);
  if (side !== "seller") throw forbidden(OFFER_TEXT.sellerOnly);
  refuseFinal(offer.state, offer.expiresAt, now);
  if (offer.state !== "open") throw conflict(OFFER_TEXT.movedOn.countered);
  await refuseAgreement(userId, offer.conversation);
  await runMove(offerId, now, "countered", async (tx) => {
    if (!(await moveFrom(tx, offerId, "open", now, { state: "countered", counterAmount: value.amount, expiresAt: offerExpiryFrom(now), decidedById: userId }))) return false;
    await touchConversation(tx, offer.conversation.id, now);
    return true;
  });
}

/** The buyer takes back an offer, open or countered. */
export async function withdrawOffer(userId: number, offerId: number, now = new Date()): Promise<void> {
  const { offer, side } = await offerFor(userId, offerId);
  if (side !== "buyer") throw forbidden(OFFER_TEXT.buyerOnlyWithdraw);
  refuseFinal(offer.state, offer.expiresAt, now);
  const from = offer.state as "open" | "countered";
  await runMove(offerId, now, "withdrawn", async (tx) => {
    if (!(await moveFrom(tx, offerId, from, now, { state: "withdrawn" }))) return false;
    await touchConversation(tx, offer.conversation.id, now);
    return true;
  });
}

/**
 * Marks every live offer past its expiry as expired and mails both sides of each. Run by the
 * scheduled tick (server/scheduled-offers.ts). Each row is claimed by a conditional UPDATE ...
 * RETURNING, so two machines running it at once never tell the same expiry twice, and an accept
 * that came first leaves nothing to expire.
 */
export async function expireDueOffers(now = new Date()): Promise<number> {
  const expired = await prisma.$queryRaw<{ id: number }[]>`
    UPDATE offers SET state = 'expired', updated_at = (${now}::timestamptz AT TIME ZONE 'UTC')
    WHERE state IN ('open', 'countered') AND expires_at <= (${now}::timestamptz AT TIME ZONE 'UTC')
    RETURNING id`;
  for (const { id } of expired) await tellBothSides(id, "expired");
  return expired.length;
}
