import type { Route } from "./+types/vehicle-payment";
import { getOptionalUser } from "~/edge/current-user.server";
import { orJsonAnswer } from "~/edge/app-error-answers.server";
import { jsonError, publicJson } from "~/edge/json-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { paymentQuote } from "~/modules/payment-estimates/estimate.server";
import { isStaffRole } from "~/modules/staff/roles";
import { parseId } from "~/shared/ids";

// Listings and reference data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

// GET /api/vehicles/:id/payment?down=&termMonths=&apr=&state= -> the estimate (decision 54).
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (!id) return jsonError("Vehicle not found", 404);
  const viewer = await getOptionalUser(request);
  return orJsonAnswer(
    async () => {
      const { quote, private: personal } = await paymentQuote(id, viewer ? { id: viewer.id, staff: isStaffRole(viewer.role) } : null, new URL(request.url).searchParams);
      return personal ? Response.json(quote, { headers: { "Cache-Control": "private, no-store" } }) : publicJson(quote, 30);
    },
    { withField: true },
  );
}
