import { getFeaturedVehicles } from "~/modules/listings/featured.server";
import { jsonError, publicJson } from "~/utils/http.server";
import { throwIfDatabaseUnavailable } from "~/modules/outage/database-errors";

export async function loader() {
  try {
    return publicJson(await getFeaturedVehicles());
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    console.error(error);
    return jsonError("Failed to fetch featured vehicles", 500);
  }
}
