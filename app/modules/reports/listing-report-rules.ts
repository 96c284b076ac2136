// A buyer's report of a listing (issue 33): the reasons in the order the form lists them, the
// bound on the details, and the one schema the form (conform, in the browser and on the server)
// and the JSON API check a report with. Browser-safe.
import { z } from "zod";
import { LISTING_STATUSES, isHeldStatus } from "~/modules/listings/status";

export const LISTING_REPORT_REASONS = [
  { value: "scam", label: "Scam" },
  { value: "wrong_information", label: "Wrong information" },
  { value: "already_sold", label: "Already sold" },
  { value: "offensive", label: "Offensive" },
  { value: "other", label: "Other" },
] as const;

export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number]["value"];

export const REPORT_DETAILS_MAX = 1000;

export const LISTING_REPORT_TEXT = {
  chooseReason: "Please choose a reason",
  detailsNeeded: "Please tell us what is wrong",
  detailsTooLong: `At most ${REPORT_DETAILS_MAX} characters`,
  detailsNotText: "Please describe the problem in words",
  ownListing: "You cannot report your own listing.",
  reported: "Thanks. Our team will review this listing.",
} as const;

const reasonValues = LISTING_REPORT_REASONS.map((r) => r.value) as [ListingReportReason, ...ListingReportReason[]];

export const listingReportSchema = z
  .object({
    reason: z.enum(reasonValues, { error: LISTING_REPORT_TEXT.chooseReason }),
    details: z.string({ error: LISTING_REPORT_TEXT.detailsNotText }).trim().max(REPORT_DETAILS_MAX, LISTING_REPORT_TEXT.detailsTooLong).optional(),
  })
  .superRefine((report, context) => {
    if (report.reason === "other" && !report.details) context.addIssue({ code: "custom", path: ["details"], message: LISTING_REPORT_TEXT.detailsNeeded });
  });

export type ListingReportInput = z.output<typeof listingReportSchema>;

/**
 * Whether buyers can see a listing in this status, and so report it: the market's statuses and
 * the sold and expired pages. A held, hidden or rejected listing is seen only by its owner and staff.
 */
export const isReportableStatus = (status: string) => (LISTING_STATUSES as readonly string[]).includes(status) && !isHeldStatus(status);
