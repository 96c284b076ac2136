import type { Route } from "./+types/vehicle-preview-image";
import { parseId } from "~/utils/http.server";
import { pngResponse, vehiclePreviewCard } from "~/modules/seo/preview-card.server";
import { notFound } from "~/modules/seo/responses";
import { replicaReadsMiddleware } from "~/modules/replica-reads/middleware.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const png = id ? await vehiclePreviewCard(id) : null;
  return png ? pngResponse(png) : notFound();
}
