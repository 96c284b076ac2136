import type { Route } from "./+types/vehicle-preview-image";
import { parseId } from "~/shared/ids";
import { isAppError } from "~/utils/app-error";
import { vehiclePreviewCard } from "~/modules/seo/preview-card.server";
import { notFound, pngResponse, tryAgainLater } from "~/edge/resource-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  try {
    const png = id ? await vehiclePreviewCard(id) : null;
    return png ? pngResponse(png) : notFound();
  } catch (error) {
    if (isAppError(error, "preview-busy")) return tryAgainLater(error.message, error.status, error.retryAfterSeconds);
    throw error;
  }
}
