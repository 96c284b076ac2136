import type { Route } from "./+types/research-preview-image";
import { pngResponse, researchPreviewCard } from "~/modules/seo/preview-card.server";
import { notFound } from "~/modules/seo/responses";

export async function loader({ params }: Route.LoaderArgs) {
  const png = await researchPreviewCard(params.slug);
  return png ? pngResponse(png) : notFound();
}
