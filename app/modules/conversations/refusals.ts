// The relay's refusals, in the product's words. Each is thrown as an AppError: the routes answer
// it as a page, a form reply (beside the message or reason field) or JSON. A conversation the
// user is not part of is "not found" (404), never a 403 that confirms it exists.
import { AppError } from "~/utils/app-error";
import { BLOCKED_TEXT, NOT_ACTIVE_TEXT, OWN_LISTING_TEXT } from "./message-rules";

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
  suspended: "Your account is suspended, so it cannot send messages.",
} as const;

export const conversationNotFound = () => new AppError(RELAY_ERRORS.notFound, { status: 404, code: "not-found" });
export const vehicleNotFound = () => new AppError(RELAY_ERRORS.vehicleNotFound, { status: 404, code: "not-found" });
export const ownListing = () => new AppError(RELAY_ERRORS.ownListing);
export const notActive = () => new AppError(RELAY_ERRORS.notActive, { status: 409, code: "conflict" });
export const blocked = () => new AppError(RELAY_ERRORS.blocked, { status: 403, code: "forbidden" });
export const sendingTooFast = (retryAfterSeconds: number) => new AppError(RELAY_ERRORS.tooMany(retryAfterSeconds), { status: 429, code: "rate-limited", retryAfterSeconds });
export const unverifiedDailyLimit = (retryAfterSeconds: number) => new AppError(RELAY_ERRORS.unverifiedDaily, { status: 429, code: "rate-limited", retryAfterSeconds });
/** The typed text of a form field (the message, a report's reason) does not pass. */
export const fieldRefused = (message: string, field: "message" | "reason") => new AppError(message, { field });
/** The sender's account was suspended by staff (decision 43). */
export const senderSuspended = () => new AppError(RELAY_ERRORS.suspended, { status: 403, code: "forbidden" });
