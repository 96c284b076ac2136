// The records a moderation test works on (decision 43): a moderator, a seller's listing paid for
// with the built-in provider, reports of it and a screening that held it, written directly as
// the report form and the screening would write them.
import { prisma } from "~/utils/db.server";
import { payWithLocalCard } from "~/modules/payments/local-payment.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { createListing, createUser } from "./fixtures";
import { createSellerWithDraft } from "./payment-fixtures";

const goodCard = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123", name: "Fiona Fixture" };

let n = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${++n}@moderation.test`;

export async function moderator(role: "moderator" | "admin" = "moderator") {
  const user = await createUser(prisma, { email: uniqueEmail("moderator") });
  await prisma.user.update({ where: { id: user.id }, data: { role } });
  return { id: user.id, email: user.email };
}

export async function member(who = "member") {
  const user = await createUser(prisma, { email: uniqueEmail(who) });
  return { id: user.id, email: user.email };
}

/** A listing made by a real (local) payment: the refund has something to give back. */
export async function paidListing(options: { status?: "active" | "in_review" } = {}) {
  const { user } = await createSellerWithDraft(prisma, { package: "pro" });
  await prisma.user.update({ where: { id: user.id }, data: { email: uniqueEmail("seller") } });
  const view = await startPayment(user.id);
  const paid = await payWithLocalCard(user.id, view.providerPaymentId, goodCard);
  if (!paid.ok) throw new Error(paid.message);
  const listing = await prisma.listing.update({ where: { vehicleId: paid.vehicleId }, data: { status: options.status ?? "active" } });
  const seller = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  return { seller: { id: seller.id, email: seller.email }, listingId: listing.id, vehicleId: paid.vehicleId, paymentId: view.paymentId };
}

/** A listing of a seller, created directly (no payment). */
export async function plainListing(userId: number, status: "active" | "pending" | "in_review" | "sold" = "active") {
  const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 8000, zip: "90210", userId });
  if (status !== "active") await prisma.listing.update({ where: { id: vehicle.listing!.id }, data: { status } });
  return { vehicleId: vehicle.id, listingId: vehicle.listing!.id };
}

export async function reportListing(listingId: number, reason: "scam" | "wrong_information" | "already_sold" | "offensive" | "other" = "scam", details = "Asks for gift cards.") {
  const reporter = await member("reporter");
  const report = await prisma.listingReport.create({ data: { listingId, reporterId: reporter.id, reason, details } });
  return { ...reporter, reportId: report.id };
}

export const photoHit = (vehicleId: number) => ({
  rule: "photo-match-other-seller",
  points: 40,
  explanation: "A photo matches a photo of another seller's listing.",
  evidence: { photos: [{ key: "listings/a/photo-1-1280.webp", matchedKey: "listings/b/photo-9-1280.webp", vehicleId }] },
});

export async function holdListing(listingId: number, hits: object[] = [{ rule: "price-far-below", points: 50, explanation: "Priced at a third of the typical value.", evidence: {} }]) {
  await prisma.listing.update({ where: { id: listingId }, data: { status: "in_review" } });
  return prisma.listingScreening.create({ data: { listingId, score: 80, outcome: "hold", hits } });
}

/** A conversation between a buyer and a seller about a listing, reported by the buyer. */
export async function reportedConversation(sellerId?: number) {
  const seller = sellerId ? { id: sellerId } : await member("seller");
  const buyer = await member("buyer");
  const { vehicleId } = await plainListing(seller.id);
  const conversation = await prisma.conversation.create({
    data: { vehicleId, buyerId: buyer.id, sellerId: seller.id, listingTitle: "2020 Honda CRF450R", messages: { create: [{ senderId: seller.id, recipientId: buyer.id, body: "Pay with gift cards and my agent ships it." }] } },
  });
  const report = await prisma.conversationReport.create({ data: { conversationId: conversation.id, reporterId: buyer.id, reason: "Scam: asks for gift cards" } });
  return { conversationId: conversation.id, buyer, sellerId: seller.id, reportId: report.id, vehicleId };
}
