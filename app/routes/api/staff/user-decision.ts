import type { Route } from "./+types/user-decision";
import { staffDecisionPost, staffPostOnly } from "~/edge/staff-decision-post.server";
import { accountDecisionSchema } from "~/modules/moderation/decision-schema";
import { decideAccount } from "~/modules/moderation/account-decisions.server";
import { MODERATION_TEXT } from "~/modules/moderation/refusals";

// POST /api/staff/users/:id/decision {action: suspend|restore, reason} (decision 43).
export const loader = ({ request }: Route.LoaderArgs) => staffPostOnly(request);

export const action = ({ request, params }: Route.ActionArgs) =>
  staffDecisionPost(request, params.id, {
    schema: accountDecisionSchema,
    notFound: MODERATION_TEXT.accountNotFound,
    decide: (staff, userId, body) => decideAccount(staff, userId, body.action, body.reason),
  });
