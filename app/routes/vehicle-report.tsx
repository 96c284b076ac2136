import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data } from "react-router";
import type { Route } from "./+types/vehicle-report";
import { VehicleNotFoundBoundary } from "~/components/vehicle/vehicle-not-found";
import { invariantResponse } from "~/edge/invariant-response";
import { requireUser } from "~/edge/current-user.server";
import { formRefusal, orPageAnswer } from "~/edge/app-error-answers.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { readForm } from "~/edge/form-body.server";
import { listingToReport, reportListing } from "~/modules/reports/listing-reports.server";
import { LISTING_REPORT_TEXT, listingReportSchema } from "~/modules/reports/listing-report-rules";
import { ReportListingForm } from "~/components/vehicle/report-listing-form";
import { parseId } from "~/shared/ids";

// GET /vehicles/:id/report: the report form on its own page (where a visitor comes back to after
// signing in, and where a refused report lands without JavaScript). POST: the buyer's report;
// success goes back to the vehicle page with the thanks, or answers in place for the page's form.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  invariantResponse(id, "Vehicle Not Found", 404);
  const listing = await orPageAnswer(listingToReport(user.id, id), "not-found");
  return { vehicle: { id: listing.vehicleId, title: listing.title }, isOwner: listing.isOwner };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  invariantResponse(id, "Vehicle Not Found", 404);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: listingReportSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), reported: false as const }, { status: 400 });
  try {
    await reportListing(user.id, id, submission.value);
  } catch (error) {
    return formRefusal(error, submission, { reported: false as const });
  }
  if (form.get("stay") === "1") return data({ result: submission.reply({ resetForm: true }), reported: true as const }, { status: 201 });
  return redirectWithToast(`/vehicles/${id}`, { title: "Report sent", description: LISTING_REPORT_TEXT.reported });
}

/** A refusal's Retry-After (the daily report cap) reaches the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter, "Cache-Control": "no-store" } : { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = () => [{ title: "Report this listing | RideMarket" }];

export default function ReportListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicle, isOwner } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">Report this listing</h1>
      <p className="mt-1 text-slate-700">
        The <Link to={`/vehicles/${vehicle.id}`} className="font-medium text-brand-700 underline">{vehicle.title}</Link>
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        {isOwner ? (
          <p className="font-medium" data-testid="own-listing">{LISTING_REPORT_TEXT.ownListing}</p>
        ) : (
          <ReportListingForm vehicleId={vehicle.id} formId="report-page" lastResult={actionData?.result ?? null} />
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = VehicleNotFoundBoundary;
