// What staff may decide (decision 43), shared by the /staff forms, their actions and the staff
// JSON API. Browser-safe: the page's forms read the same schema.
import { z } from "zod";

export const LISTING_ACTIONS = ["approve", "reject", "hide", "restore"] as const;
export const ACCOUNT_ACTIONS = ["suspend", "restore"] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export const REASON_MAX = 1000;
export const REASON_REQUIRED = "Please give a reason";
export const REASON_TOO_LONG = `Please keep the reason under ${REASON_MAX} characters`;

const reason = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(1, REASON_REQUIRED)
  .max(REASON_MAX, REASON_TOO_LONG);

export const listingDecisionSchema = z.object({
  action: z.enum(LISTING_ACTIONS, { error: "Please choose approve, reject, hide or restore" }),
  reason,
});

export const accountDecisionSchema = z.object({
  action: z.enum(ACCOUNT_ACTIONS, { error: "Please choose suspend or restore" }),
  reason,
});

export const QUEUE_FORM_ACTIONS = ["approve", "reject", "hide", "restore", "suspend", "restore-account", "dismiss"] as const;
export type QueueFormAction = (typeof QUEUE_FORM_ACTIONS)[number];

const optionalId = z.coerce.number().int().positive().optional();

/** One decision form of an item on /staff: the button pressed names the action; the item's ids ride along. */
export const queueDecisionSchema = z.object({
  action: z.enum(QUEUE_FORM_ACTIONS),
  reason,
  listingId: optionalId,
  conversationId: optionalId,
  accountId: optionalId,
});
export type QueueDecision = z.infer<typeof queueDecisionSchema>;
