// A seller's status change through the API (PATCH /api/listings/:id and the older
// PUT /api/listings/:listingId/status): the moves of manage.server.ts, refused with 403, 404 or 409.
import { AppError } from "~/utils/app-error";
import { listingOwnership, refusalStatus, setListingStatus } from "./manage.server";
import type { SettableStatus } from "~/modules/listings/status";

const REFUSALS = {
  403: { message: "Forbidden", code: "forbidden" },
  404: { message: "Listing not found", code: "not-found" },
  409: { message: "This listing's status cannot be changed that way; an expired listing needs a renewal", code: "conflict" },
} as const;

const refused = (status: keyof typeof REFUSALS) => new AppError(REFUSALS[status].message, { status, code: REFUSALS[status].code });

export const listingNotFound = () => refused(404);

/** Moves the user's listing to `status`; refused when it is not theirs (403), not there (404) or cannot make that move (409). */
export async function changeListingStatus(userId: number, listingId: number, status: SettableStatus): Promise<void> {
  if (await setListingStatus(userId, listingId, status)) return;
  throw refused(await refusalStatus(await listingOwnership(listingId), userId));
}
