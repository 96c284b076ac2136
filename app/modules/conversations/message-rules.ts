// The relay's limits and texts, without the schema: the browser's forms use these.
export const MESSAGE_MAX = 2000;
export const REPORT_REASON_MAX = 1000;
export const DEFAULT_FIRST_MESSAGE = "Hi, is this still available?";
export const QUICK_REPLIES = [
  "Hi, is this still available?",
  "Is the price negotiable?",
  "When could I see it in person?",
] as const;
export const NOT_ACTIVE_TEXT = "This listing is no longer available, so it can't receive new messages.";
export const OWN_LISTING_TEXT = "This is your listing";
export const BLOCKED_TEXT = "You can't send messages in this conversation: one of you has blocked the other.";
export const EMPTY_MESSAGE_TEXT = "Please write a message";
export const MESSAGE_SENT_TEXT = "Message sent. You'll get an email when the seller replies.";

/** Shown in a thread whose other side staff suspended (decision 43). */
export const SUSPENDED_OTHER_TEXT = "We suspended this account for breaking our rules. Please do not send it money or personal details, and do not arrange a sale with it.";

/** Whether a listing in this (effective) status takes a new buyer's first message: the relay's rule. */
export const takesNewConversations = (status: string) => status === "active";

/**
 * What the vehicle page offers where Contact Seller goes, by the relay's own rule: the owner
 * is told it is theirs; a buyer with a conversation may always go on with it; anyone else may
 * write only while the listing takes new conversations ("closed" otherwise).
 */
export type ContactOffer = "own" | "open" | "closed";

export function contactOffer(listing: { status: string; isOwner: boolean; conversationId: number | null }): ContactOffer {
  if (listing.isOwner) return "own";
  return takesNewConversations(listing.status) || listing.conversationId !== null ? "open" : "closed";
}
