// Both sides hear of every step of an offer (decision 53): the buyer, and on the seller's side the
// seller, or in a dealer's thread the member assigned to it (else the owners and managers, as the
// relay's notices do). These mails are about a deal in progress, not notices one turns off, so
// they carry no unsubscribe link. One mail per offer, step and person (the queue's singleton key).
// A mail that cannot be queued is logged: the move itself has been made.
import { prisma } from "~/utils/db.server";
import { composeMail } from "~/modules/mail/layout.server";
import { queueMail } from "~/modules/jobs/mail-queue.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { formatPrice } from "~/shared/format";
import { log } from "~/shared/log";
import { fairRangeGapText } from "./offer-rules";

/** "closed": another buyer's offer on the same listing was accepted; only this offer's buyer is told. */
export type OfferEvent = "made" | "accepted" | "declined" | "countered" | "withdrawn" | "expired" | "closed";

interface Told {
  subject: string;
  paragraphs: string[];
}

interface OfferFacts {
  title: string;
  amount: string;
  counter: string | null;
  agreed: string | null;
  message: string | null;
  buyerName: string;
  sellerName: string;
  gap: string | null;
}

function toBuyer(event: OfferEvent, o: OfferFacts): Told {
  switch (event) {
    case "made":
      return { subject: `Your offer of ${o.amount} on the ${o.title} was sent`, paragraphs: [`${o.sellerName} has 48 hours to accept, decline or counter it.`] };
    case "accepted":
      return { subject: `Offer accepted: the ${o.title} at ${o.agreed}`, paragraphs: [`You and ${o.sellerName} agreed on ${o.agreed}. The listing is now marked as sale pending.`, "Arrange the next steps in your conversation."] };
    case "declined":
      return { subject: `Your offer on the ${o.title} was declined`, paragraphs: [`${o.sellerName} declined your offer of ${o.amount}. You can make a new offer from the conversation.`] };
    case "countered":
      return { subject: `${o.sellerName} countered with ${o.counter} on the ${o.title}`, paragraphs: [`You offered ${o.amount}; ${o.sellerName} asks ${o.counter}. You have 48 hours to accept the counter or withdraw.`] };
    case "withdrawn":
      return { subject: `You withdrew your offer on the ${o.title}`, paragraphs: [`Your offer of ${o.amount} is withdrawn.`] };
    case "expired":
      return { subject: `Your offer on the ${o.title} expired`, paragraphs: [`The offer of ${o.counter ?? o.amount} was not answered within 48 hours.`] };
    case "closed":
      return {
        subject: `Your offer on the ${o.title} was closed`,
        paragraphs: [`${o.sellerName} accepted another offer, so the listing is now marked as sale pending and your offer of ${o.counter ?? o.amount} is closed.`, "If that sale falls through and the listing is back on the market, you can make a new offer."],
      };
  }
}

function toSeller(event: Exclude<OfferEvent, "closed">, o: OfferFacts): Told {
  switch (event) {
    case "made":
      return {
        subject: `New offer of ${o.amount} on your ${o.title}`,
        paragraphs: [`${o.buyerName} offers ${o.amount}.${o.gap ? ` That is ${o.gap}.` : ""}`, ...(o.message ? [`${o.buyerName} wrote:`, o.message] : []), "Accept, decline or counter it within 48 hours."],
      };
    case "accepted":
      return { subject: `Offer accepted: the ${o.title} at ${o.agreed}`, paragraphs: [`You and ${o.buyerName} agreed on ${o.agreed}. The listing is now marked as sale pending.`] };
    case "declined":
      return { subject: `You declined the offer on your ${o.title}`, paragraphs: [`The offer of ${o.amount} from ${o.buyerName} is declined.`] };
    case "countered":
      return { subject: `You countered with ${o.counter} on your ${o.title}`, paragraphs: [`${o.buyerName} has 48 hours to accept ${o.counter} or withdraw.`] };
    case "withdrawn":
      return { subject: `${o.buyerName} withdrew the offer on your ${o.title}`, paragraphs: [`The offer of ${o.amount} is withdrawn.`] };
    case "expired":
      return { subject: `The offer on your ${o.title} expired`, paragraphs: [`The offer of ${o.counter ?? o.amount} from ${o.buyerName} was not answered within 48 hours.`] };
  }
}

/** The seller's side's mailboxes: the seller, or in a dealer's thread the assigned member (while still one), else the owners and managers. */
async function sellerSideMailboxes(c: { sellerId: number; dealershipId: number | null; assignedToId: number | null; seller: { id: number; email: string } }) {
  if (c.dealershipId === null) return [c.seller];
  const members = (where: object) =>
    prisma.dealershipMember.findMany({ where: { dealershipId: c.dealershipId!, ...where }, orderBy: { userId: "asc" }, select: { user: { select: { id: true, email: true } } } });
  const assigned = c.assignedToId === null ? [] : await members({ userId: c.assignedToId });
  const rows = assigned.length ? assigned : await members({ role: { in: ["owner", "manager"] } });
  return rows.length ? rows.map((r) => r.user) : [c.seller];
}

export async function tellBothSides(offerId: number, event: OfferEvent): Promise<void> {
  try {
    const offer = await prisma.offer.findUnique({
      where: { id: offerId },
      select: {
        amount: true,
        counterAmount: true,
        agreedAmount: true,
        message: true,
        listing: { select: { typicalValue: true } },
        buyer: { select: { id: true, email: true, firstName: true } },
        conversation: {
          select: { id: true, listingTitle: true, sellerId: true, dealershipId: true, assignedToId: true, dealership: { select: { name: true } }, seller: { select: { id: true, email: true, firstName: true } } },
        },
      },
    });
    if (!offer) return;
    const c = offer.conversation;
    const facts: OfferFacts = {
      title: c.listingTitle,
      amount: formatPrice(offer.amount),
      counter: offer.counterAmount === null ? null : formatPrice(offer.counterAmount),
      agreed: offer.agreedAmount === null ? null : formatPrice(offer.agreedAmount),
      message: offer.message,
      buyerName: offer.buyer.firstName,
      sellerName: c.dealership?.name ?? c.seller.firstName,
      gap: fairRangeGapText(offer.amount, offer.listing.typicalValue === null ? null : Number(offer.listing.typicalValue)),
    };
    const url = `${appOrigin()}/messages/${c.id}`;
    const mails = [
      { to: offer.buyer, told: toBuyer(event, facts) },
      // The seller's side already heard of the accept that closed this one.
      ...(event === "closed" ? [] : (await sellerSideMailboxes(c)).map((to) => ({ to, told: toSeller(event, facts) }))),
    ];
    for (const { to, told } of mails) {
      const mail = composeMail({ to: to.email, subject: told.subject, heading: told.subject, paragraphs: told.paragraphs, action: { label: "See the offer", url } });
      await queueMail(mail, { singletonKey: `offer:${offerId}:${event}:to:${to.id}` });
    }
  } catch (error) {
    log("error", "offer mail not queued", { offerId, event, error: error instanceof Error ? error.message : String(error) });
  }
}
