import type { Route } from "./+types/vehicle-preview-image";
import { parseId } from "~/utils/http.server";
import { pngResponse, vehiclePreviewCard } from "~/modules/seo/preview-card.server";
import { notFound } from "~/modules/seo/responses";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const png = id ? await vehiclePreviewCard(id) : null;
  return png ? pngResponse(png) : notFound();
}
