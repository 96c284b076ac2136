// Offers as their two sides read them (decision 53): the cards of a thread, the lists of the API
// and the vehicle page's offer panel. Every read names the user: an offer is seen only by the
// buyer who made it and the seller's side of its conversation. The agreed price never reaches
// anyone else.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { conversationsOf, sideOf } from "~/modules/conversations/thread-sides.server";
import { fairRangeGapText, OFFER_STATE_LABELS, type OfferAction, type OfferPanel, type OfferStateName, type OfferView } from "./offer-rules";

export type { OfferPanel, OfferView };

const offerSelect = {
  id: true,
  state: true,
  amount: true,
  counterAmount: true,
  agreedAmount: true,
  message: true,
  createdAt: true,
  expiresAt: true,
  listing: { select: { vehicleId: true, typicalValue: true } },
  conversation: { select: { id: true, buyerId: true, listingTitle: true } },
} satisfies Prisma.OfferSelect;

type OfferRow = Prisma.OfferGetPayload<{ select: typeof offerSelect }>;

function viewOf(row: OfferRow, userId: number, now: Date): OfferView {
  const role = sideOf(row.conversation, userId);
  const timedOut = (row.state === "open" || row.state === "countered") && row.expiresAt <= now;
  const state: OfferStateName = timedOut ? "expired" : row.state;
  const waitingFor: OfferView["waitingFor"] = state === "open" ? "seller" : state === "countered" ? "buyer" : null;
  const actions: OfferAction[] =
    state === "open" ? (role === "seller" ? ["accept", "counter", "decline"] : ["withdraw"]) : state === "countered" ? (role === "buyer" ? ["accept", "withdraw"] : []) : [];
  return {
    id: row.id,
    conversationId: row.conversation.id,
    vehicleId: row.listing.vehicleId,
    title: row.conversation.listingTitle,
    role,
    state,
    stateLabel: OFFER_STATE_LABELS[state],
    amount: row.amount,
    counterAmount: row.counterAmount,
    agreedAmount: row.agreedAmount,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    waitingFor,
    actions,
    fairGap: role === "seller" ? fairRangeGapText(row.amount, row.listing.typicalValue === null ? null : Number(row.listing.typicalValue)) : null,
  };
}

/** The offers of one conversation the user is a side of, oldest first (none for anyone else). */
export async function offersInThread(userId: number, conversationId: number, now = new Date()): Promise<OfferView[]> {
  const rows = await prisma.offer.findMany({
    where: { conversationId, conversation: conversationsOf(userId) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 100,
    select: offerSelect,
  });
  return rows.map((r) => viewOf(r, userId, now));
}

/** One offer for either side of its conversation; null for anyone else. */
export async function readOffer(userId: number, offerId: number, now = new Date()): Promise<OfferView | null> {
  const row = await prisma.offer.findFirst({ where: { id: offerId, conversation: conversationsOf(userId) }, select: offerSelect });
  return row ? viewOf(row, userId, now) : null;
}

export const OFFER_ROLES = ["buyer", "seller"] as const;
export type OfferRole = (typeof OFFER_ROLES)[number];
export const isOfferRole = (value: unknown): value is OfferRole => value === "buyer" || value === "seller";

/** The offers the user made (buyer) or received on the listings they sell or their dealership sells (seller), newest first. */
export async function listOffers(userId: number, role: OfferRole, now = new Date()): Promise<OfferView[]> {
  const where: Prisma.OfferWhereInput =
    role === "buyer"
      ? { buyerId: userId }
      : { buyerId: { not: userId }, conversation: { OR: [{ sellerId: userId }, { dealership: { members: { some: { userId } } } }] } };
  const rows = await prisma.offer.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 200, select: offerSelect });
  return rows.map((r) => viewOf(r, userId, now));
}

/**
 * The vehicle page's offer panel for its viewer. Only the buyer of an accepted offer and the
 * seller's side see its price; everyone else sees the listing as pending (its status banner).
 */
export async function offerPanelFor(viewer: { id: number } | null, vehicle: { id: number; status: string }, viewerManages: boolean, now = new Date()): Promise<OfferPanel> {
  // The page's status is already the effective one (a listing past its package reads "expired").
  const takesOffers = vehicle.status === "active";
  if (!viewer) return takesOffers ? { kind: "sign-in" } : { kind: "none" };
  if (viewerManages) {
    const accepted = vehicle.status === "pending"
      ? await prisma.offer.findFirst({ where: { state: "accepted", listing: { vehicleId: vehicle.id }, conversation: conversationsOf(viewer.id) }, orderBy: { updatedAt: "desc" }, select: offerSelect })
      : null;
    if (accepted) return { kind: "offer", offer: viewOf(accepted, viewer.id, now) };
    const live = await prisma.offer.count({ where: { state: { in: ["open", "countered"] }, expiresAt: { gt: now }, listing: { vehicleId: vehicle.id }, conversation: conversationsOf(viewer.id) } });
    return live ? { kind: "received", live } : { kind: "none" };
  }
  const mine = await prisma.offer.findFirst({
    where: { buyerId: viewer.id, listing: { vehicleId: vehicle.id }, OR: [{ state: { in: ["open", "countered"] }, expiresAt: { gt: now } }, { state: "accepted" }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: offerSelect,
  });
  if (mine && (mine.state !== "accepted" || vehicle.status === "pending")) return { kind: "offer", offer: viewOf(mine, viewer.id, now) };
  return takesOffers ? { kind: "make" } : { kind: "none" };
}
