// The moderation decisions' refusals, in plain words (decision 43).
import { AppError } from "~/utils/app-error";

export const MODERATION_TEXT = {
  listingNotFound: "Listing not found",
  accountNotFound: "Account not found",
  conversationNotFound: "Conversation not found",
  notApprovable: "Only a listing that is in review or reported can be approved.",
  notHideable: "This listing is not on the market or in review, so it cannot be hidden.",
  notRestorable: "Only a hidden listing can be restored.",
  alreadyRejected: "This listing was already rejected.",
  notSuspended: "This account is not suspended.",
  alreadySuspended: "This account is already suspended.",
  staffAccount: "Staff accounts cannot be suspended here.",
  nothingOpen: "This conversation has no open reports.",
} as const;

export const notFound = (message: string) => new AppError(message, { status: 404, code: "not-found" });
export const conflict = (message: string) => new AppError(message, { status: 409, code: "conflict" });
