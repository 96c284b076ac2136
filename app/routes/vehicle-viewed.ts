import type { Route } from "./+types/vehicle-viewed";
import { viewedMarkAnswer } from "~/edge/recently-viewed.server";

// The vehicle page's view mark (decision 56): an image that records a recently viewed listing.
export async function loader({ request, params }: Route.LoaderArgs) {
  return viewedMarkAnswer(request, params.id);
}
