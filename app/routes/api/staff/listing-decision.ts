import type { Route } from "./+types/listing-decision";
import { staffDecisionPost, staffPostOnly } from "~/edge/staff-decision-post.server";
import { listingDecisionSchema } from "~/modules/moderation/decision-schema";
import { decideListing } from "~/modules/moderation/listing-decisions.server";
import { MODERATION_TEXT } from "~/modules/moderation/refusals";

// POST /api/staff/listings/:id/decision {action: approve|reject|hide|restore, reason} (decision 43).
export const loader = ({ request }: Route.LoaderArgs) => staffPostOnly(request);

export const action = ({ request, params }: Route.ActionArgs) =>
  staffDecisionPost(request, params.id, {
    schema: listingDecisionSchema,
    notFound: MODERATION_TEXT.listingNotFound,
    decide: (staff, listingId, body) => decideListing(staff, listingId, body.action, body.reason),
  });
