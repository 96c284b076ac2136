import { getFeaturedVehicles } from "~/modules/listings/featured.server";
import { jsonError, publicJson } from "~/utils/http.server";

export async function loader() {
  try {
    return publicJson(await getFeaturedVehicles());
  } catch (error) {
    console.error(error);
    return jsonError("Failed to fetch featured vehicles", 500);
  }
}
