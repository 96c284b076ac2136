import type { Route } from "./+types/vehicle-report";
import { reportListing } from "~/modules/reports/listing-reports.server";
import { signedInJsonPost } from "~/edge/json-post.server";
import { orJsonAnswer } from "~/edge/app-error-answers.server";
import { privateJson } from "~/edge/json-answers.server";

// POST /api/vehicles/:id/report with {reason, details}: a buyer reports the listing for review.
// 201 { id } (the report's); refusals as { error, field }: 400, 401, 403 (own listing), 404 (no
// listing buyers can see), 409 (already reported), 429 with Retry-After (the daily cap).
export function action({ request, params }: Route.ActionArgs) {
  return signedInJsonPost(request, params.id, "Vehicle Not Found", ({ user, id, body }) =>
    orJsonAnswer(async () => privateJson(await reportListing(user.id, id, { reason: body.reason, details: body.details }), 201), { withField: true }),
  );
}
