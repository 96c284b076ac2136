import { z } from "zod";

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
export const MESSAGE_SENT_TEXT = "Message sent. You'll get an email when the seller replies.";

/** One message of the relay; shared by the forms (conform) and the JSON API. */
export const messageSchema = z.object({
  message: z
    .string({ error: "Please write a message" })
    .trim()
    .min(1, "Please write a message")
    .max(MESSAGE_MAX, `Messages can be at most ${MESSAGE_MAX} characters`),
});

export const reportSchema = z.object({
  reason: z
    .string({ error: "Please tell us what is wrong" })
    .trim()
    .min(3, "Please tell us what is wrong")
    .max(REPORT_REASON_MAX, `At most ${REPORT_REASON_MAX} characters`),
});
