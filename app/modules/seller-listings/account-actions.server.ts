// The account's listing buttons (mark sold, relist, delete on My Listings; unsave on Saved
// Listings): what each does and what the seller is told. A refusal is an AppError whose message
// is the toast's description; the route shows it under the intent's failure title.
import type { ToastInput } from "~/modules/toast/toast";
import { ACCOUNT_PATHS } from "~/shared/account-paths";
import { parseId } from "~/shared/ids";
import { AppError } from "~/utils/app-error";
import { deleteVehicle, listingOwnerId, markPending, markSold, refusalStatus, relist, vehicleOwnerId } from "./manage.server";
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
  run(userId: number, id: number): Promise<boolean>;
  owner?(id: number): Promise<number | null>;
  success: ToastInput;
  failure: { title: string; description: string };
}

const INTENTS: Record<ListingIntent, IntentSpec> = {
  "mark-sold": {
    tab: "listings",
    field: "listingId",
    run: markSold,
    owner: listingOwnerId,
    success: { title: "Listing Marked as Sold", description: "Your vehicle has been moved to sold listings." },
    failure: { title: "Update Failed", description: "Failed to mark as sold. Please try again." },
  },
  relist: {
    tab: "listings",
    field: "listingId",
    run: relist,
    owner: listingOwnerId,
    success: { title: "Listing Reactivated", description: "Your vehicle has been moved back to active listings." },
    failure: { title: "Update Failed", description: "Failed to reactivate listing. Please try again." },
  },
  "mark-pending": {
    tab: "listings",
    field: "listingId",
    run: markPending,
    owner: listingOwnerId,
    success: { title: "Sale Pending", description: "Buyers now see this listing as sale pending." },
    failure: { title: "Update Failed", description: "Failed to mark as sale pending. Please try again." },
  },
  "end-pending": {
    tab: "listings",
    field: "listingId",
    run: relist,
    owner: listingOwnerId,
    success: { title: "Listing Available", description: "Buyers now see this listing as available again." },
    failure: { title: "Update Failed", description: "Failed to make the listing available. Please try again." },
  },
  delete: {
    tab: "listings",
    field: "vehicleId",
    run: deleteVehicle,
    owner: vehicleOwnerId,
    success: { title: "Vehicle Deleted", description: "Your vehicle listing has been removed." },
    failure: { title: "Delete Failed", description: "Failed to delete vehicle. Please try again." },
  },
  unsave: {
    tab: "saved",
    field: "vehicleId",
    // Saved entries are the user's own by construction; removing an absent one is done.
    run: (userId, vehicleId) => unsaveVehicle(userId, vehicleId).then(() => true),
    success: { title: "Vehicle Unsaved", description: "Vehicle removed from your saved list." },
    failure: { title: "Unsave Failed", description: "Failed to unsave vehicle. Please try again." },
  },
};

/** The title of the toast that tells an intent's failure (its AppError's message is the description). */
export const intentFailureTitle = (intent: ListingIntent) => INTENTS[intent].failure.title;

/** Runs the intent for the user; throws an AppError (400, 403, 404, 409 or 500) when it is refused or fails. */
export async function runListingIntent(userId: number, intent: ListingIntent, form: FormData): Promise<IntentDone> {
  const spec = INTENTS[intent];
  const fail = (status: 400 | 403 | 404 | 409 | 500, cause?: unknown) => new AppError(spec.failure.description, { status, cause });
  const raw = form.get(spec.field);
  const id = parseId(typeof raw === "string" ? raw : null);
  if (!id) throw fail(400);
  let refusal: 403 | 404 | 409;
  try {
    if (await spec.run(userId, id)) return { redirectTo: ACCOUNT_PATHS[spec.tab], toast: spec.success };
    refusal = spec.owner ? refusalStatus(await spec.owner(id), userId) : 404;
  } catch (error) {
    console.error(`Account action ${intent} failed for ${spec.field} ${id}`, error);
    throw fail(500, error);
  }
  throw fail(refusal);
}
