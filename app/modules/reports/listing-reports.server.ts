// A buyer's report of a listing (issue 33): checked by the form's own schema, allowed only for a
// listing buyers can see and that is not the reporter's own, and filed under the budget every
// kind of report shares (report-allowance.server.ts). The form and the JSON API both call
// reportListing.
import { AppError } from "~/utils/app-error";
import { prisma } from "~/utils/db.server";
import { userManagesListing } from "~/modules/dealers/membership.server";
import { issueMessages, refusedFields } from "~/utils/field-messages";
import { fileReport, type ReportTarget } from "./report-allowance.server";
import { isReportableStatus, LISTING_REPORT_TEXT, listingReportSchema, type ListingReportReason } from "./listing-report-rules";

export const listingNotFound = () => new AppError("Vehicle Not Found", { status: 404, code: "not-found" });
// 403, not 404: the listing is public, so the refusal confirms nothing the page does not show.
export const ownListingRefused = () => new AppError(LISTING_REPORT_TEXT.ownListing, { status: 403, code: "forbidden" });

/** The listing of vehicle `vehicleId` as a report form shows it, or the "not found" refusal when buyers cannot see it. */
export async function listingToReport(userId: number, vehicleId: number) {
  const vehicle = await prisma.vehicle.findUnique({
    where: { id: vehicleId },
    select: { id: true, year: true, make: { select: { name: true } }, model: { select: { name: true } }, listing: { select: { id: true, userId: true, dealershipId: true, status: true } } },
  });
  if (!vehicle?.listing || !isReportableStatus(vehicle.listing.status)) throw listingNotFound();
  return {
    vehicleId: vehicle.id,
    listingId: vehicle.listing.id,
    title: `${vehicle.year} ${vehicle.make.name} ${vehicle.model.name}`,
    isOwner: await userManagesListing(userId, vehicle.listing),
  };
}

const listingTarget = (listingId: number, reporterId: number, reason: ListingReportReason, details: string): ReportTarget<{ id: number }> => ({
  noun: "listing",
  hasOpenReport: async (tx) => (await tx.listingReport.count({ where: { listingId, reporterId, resolvedAt: null } })) > 0,
  file: (tx) => tx.listingReport.create({ data: { listingId, reporterId, reason, details }, select: { id: true } }),
});

/**
 * Files `userId`'s report of the listing of vehicle `vehicleId` and returns its id. Throws an
 * AppError: 400 beside the field the input fails on, 404 when buyers cannot see the listing, 403
 * for the owner, 409 while the user's last report of it is open, 429 past the daily cap.
 */
export async function reportListing(userId: number, vehicleId: number, input: unknown): Promise<{ id: number }> {
  const parsed = listingReportSchema.safeParse(input);
  if (!parsed.success) {
    // Every field's message for a form; the first one's field for the JSON answer.
    const refused = refusedFields(issueMessages(parsed.error.issues, "reason"));
    throw new AppError(refused.error, { field: refused.field, fields: refused.fieldErrors });
  }
  const listing = await listingToReport(userId, vehicleId);
  if (listing.isOwner) throw ownListingRefused();
  return fileReport(userId, listingTarget(listing.listingId, userId, parsed.data.reason, parsed.data.details ?? ""));
}
