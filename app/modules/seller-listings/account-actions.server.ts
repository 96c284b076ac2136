// The account's listing buttons (mark sold, relist, delete on My Listings; unsave on Saved
// Listings): what each does and what the seller is told. A refusal is an AppError whose message
// is the toast's description; the route shows it under the intent's failure title.
import type { ToastInput } from "~/modules/toast/toast";
import { ACCOUNT_PATHS } from "~/shared/account-paths";
import { parseId } from "~/shared/ids";
import { AppError, isAppError } from "~/utils/app-error";
import { deleteOwnVehicle } from "./manage.server";
import { changeListingStatus } from "./status-change.server";
import { unsaveVehicle } from "~/modules/public-listings/saved.server";

const LISTING_INTENTS = ["mark-sold", "relist", "mark-pending", "end-pending", "delete", "unsave"] as const;
export type ListingIntent = (typeof LISTING_INTENTS)[number];

/** True for an intent of the given account page: My Listings' buttons, or Saved Listings' unsave. */
export function isListingIntent(value: unknown, page: IntentSpec["tab"]): value is ListingIntent {
  return typeof value === "string" && (LISTING_INTENTS as readonly string[]).includes(value) && INTENTS[value as ListingIntent].tab === page;
}

/** A done intent: where the seller goes back to, and what they are told there. */
export interface IntentDone {
  redirectTo: string;
  toast: ToastInput;
}

interface IntentSpec {
  tab: "listings" | "saved";
  /** The form field naming the record. */
  field: "listingId" | "vehicleId";
  /** Does it, or throws the refusal as an AppError (403 someone else's, 404 none, 409 a move it cannot make). */
  run(userId: number, id: number): Promise<void>;
  success: ToastInput;
  failure: { title: string; description: string };
}

/** A button that moves one of the seller's listings to `status`; a refusal says "Update Failed" and why. */
const statusMove = (status: "sold" | "active" | "pending", success: ToastInput, failure: string): IntentSpec => ({
  tab: "listings",
  field: "listingId",
  run: (userId, listingId) => changeListingStatus(userId, listingId, status),
  success,
  failure: { title: "Update Failed", description: failure },
});

const INTENTS: Record<ListingIntent, IntentSpec> = {
  "mark-sold": statusMove("sold", { title: "Listing Marked as Sold", description: "Your vehicle has been moved to sold listings." }, "Failed to mark as sold. Please try again."),
  relist: statusMove("active", { title: "Listing Reactivated", description: "Your vehicle has been moved back to active listings." }, "Failed to reactivate listing. Please try again."),
  "mark-pending": statusMove("pending", { title: "Sale Pending", description: "Buyers now see this listing as sale pending." }, "Failed to mark as sale pending. Please try again."),
  "end-pending": statusMove("active", { title: "Listing Available", description: "Buyers now see this listing as available again." }, "Failed to make the listing available. Please try again."),
  delete: {
    tab: "listings",
    field: "vehicleId",
    run: deleteOwnVehicle,
    success: { title: "Vehicle Deleted", description: "Your vehicle listing has been removed." },
    failure: { title: "Delete Failed", description: "Failed to delete vehicle. Please try again." },
  },
  unsave: {
    tab: "saved",
    field: "vehicleId",
    // Saved entries are the user's own by construction; removing an absent one is done.
    run: unsaveVehicle,
    success: { title: "Vehicle Unsaved", description: "Vehicle removed from your saved list." },
    failure: { title: "Unsave Failed", description: "Failed to unsave vehicle. Please try again." },
  },
};

/** The title of the toast that tells an intent's failure (its AppError's message is the description). */
export const intentFailureTitle = (intent: ListingIntent) => INTENTS[intent].failure.title;

/** Runs the intent for the user; throws an AppError (400, 403, 404, 409 or 500) when it is refused or fails. */
export async function runListingIntent(userId: number, intent: ListingIntent, form: FormData): Promise<IntentDone> {
  const spec = INTENTS[intent];
  // The account page tells every failure in the intent's own words, under the refusal's status.
  const fail = (status: number, cause?: unknown) => new AppError(spec.failure.description, { status, cause });
  const raw = form.get(spec.field);
  const id = parseId(typeof raw === "string" ? raw : null);
  if (!id) throw fail(400);
  try {
    await spec.run(userId, id);
  } catch (error) {
    if (isAppError(error)) throw fail(error.status, error);
    console.error(`Account action ${intent} failed for ${spec.field} ${id}`, error);
    throw fail(500, error);
  }
  return { redirectTo: ACCOUNT_PATHS[spec.tab], toast: spec.success };
}
