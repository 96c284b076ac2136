// A decision taken from a /staff form (decision 43), sent on to the listing, account or
// conversation decision it names. Answers the words of the toast that confirms it.
import { AppError } from "~/utils/app-error";
import type { Moderator } from "./actor";
import { decideAccount } from "./account-decisions.server";
import { dismissConversationReports } from "./conversation-decisions.server";
import type { QueueDecision } from "./decision-schema";
import { decideListing } from "./listing-decisions.server";

const DONE = {
  approve: "Listing approved",
  reject: "Listing rejected",
  hide: "Listing hidden",
  restore: "Listing restored",
  suspend: "Account suspended",
  "restore-account": "Account restored",
  dismiss: "Reports dismissed",
} as const;

const missing = () => new AppError("This item is no longer in the queue.", { status: 404, code: "not-found" });

export async function decideFromQueue(moderator: Moderator, form: QueueDecision): Promise<string> {
  switch (form.action) {
    case "approve":
    case "reject":
    case "hide":
    case "restore":
      if (!form.listingId) throw missing();
      await decideListing(moderator, form.listingId, form.action, form.reason);
      break;
    case "suspend":
    case "restore-account":
      if (!form.accountId) throw missing();
      await decideAccount(moderator, form.accountId, form.action === "suspend" ? "suspend" : "restore", form.reason);
      break;
    case "dismiss":
      if (!form.conversationId) throw missing();
      await dismissConversationReports(moderator, form.conversationId, form.reason);
      break;
  }
  return DONE[form.action];
}
