// The catalog lookups of the public API, one resource route per path (see routes.ts).
import type { Route } from "./+types/catalog";
import {
  listAvailableMakes,
  listAvailableModels,
  listAvailableTypes,
  listConditions,
  listMakes,
  listModelYears,
  listModels,
  listPackages,
  listSpecificationFamilies,
  listSpecificationTypes,
  listSpecifications,
  listVehicleTypes,
} from "~/modules/catalog/lookups.server";
import { listPublishedPosts } from "~/modules/blog/posts.server";
import { isVehicleTypeSlug } from "~/modules/catalog/vehicle-types";
import { parseId } from "~/shared/ids";
import { jsonError, publicJson } from "~/edge/json-answers.server";
import type { CatalogApiPath } from "./catalog-paths";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";
import { YEAR_MIN, yearMax } from "~/modules/listings/listing-limits";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";

type Handler = (q: URLSearchParams) => Promise<Response>;

const requireId = async (q: URLSearchParams, name: string, run: (id: number) => Promise<unknown>) => {
  const id = parseId(q.get(name));
  if (!id) return jsonError(`${name} must be a positive whole number`, 400);
  return publicJson(await run(id), 300);
};

const HANDLERS: Record<CatalogApiPath, Handler> = {
  "available-vehicle-types": async () => publicJson((await listAvailableTypes()).map(({ id, name, slug }) => ({ id, name, slug })), 300),
  "available-vehicle-makes": async (q) => {
    const type = q.get("type") ?? "";
    if (!isVehicleTypeSlug(type)) return jsonError("type must be a vehicle type", 400);
    return publicJson(await listAvailableMakes(type), 300);
  },
  "available-vehicle-models": async (q) => {
    const make = q.get("make")?.trim();
    if (!make || make.length > 80) return jsonError("make is required", 400);
    const type = q.get("type") ?? undefined;
    return publicJson(await listAvailableModels(make, type && isVehicleTypeSlug(type) ? type : undefined), 300);
  },
  "vehicle-types": async () => publicJson(await listVehicleTypes(), 3600),
  "vehicle-makes": (q) => requireId(q, "vehicleTypeId", listMakes),
  "vehicle-models": (q) => requireId(q, "vehicleMakeId", listModels),
  "vehicle-conditions": async () => publicJson(await listConditions(), 3600),
  "vehicle-packages": async () => publicJson(await listPackages(), 300),
  "model-years": (q) => requireId(q, "vehicleModelId", listModelYears),
  "vehicle-specifications": async (q) => {
    const modelId = parseId(q.get("vehicleModelId"));
    const year = Number(q.get("modelYear"));
    if (!modelId) return jsonError("vehicleModelId must be a positive whole number", 400);
    if (!Number.isInteger(year) || year < YEAR_MIN || year > yearMax()) return jsonError("modelYear must be a year", 400);
    return publicJson(await listSpecifications(modelId, year), 3600);
  },
  "specification-families": async () => publicJson(await listSpecificationFamilies(), 3600),
  "specification-types": async () => publicJson(await listSpecificationTypes(), 3600),
  "blog-posts": async () => publicJson(await listPublishedPosts(), 300),
};

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const handler = HANDLERS[url.pathname.replace(/^\/api\//, "") as CatalogApiPath];
  if (!handler) return jsonError("Not Found", 404);
  try {
    return await handler(url.searchParams);
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    console.error(error);
    return jsonError("Something went wrong", 500);
  }
}

// Catalog lists change only with the reference data: a page's lists loaded through a fetcher
// (the listing wizard's dependent choices) are not fetched again after each form it submits.
export function shouldRevalidate() {
  return false;
}
