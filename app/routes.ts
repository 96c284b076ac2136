import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { CATALOG_API_PATHS } from "./routes/api/catalog-paths";


export default [
  index("routes/home.tsx"),
  route("buy", "routes/buy.tsx"),
  route("vehicles/:id", "routes/vehicle.tsx"),
  route("research", "routes/research.tsx"),
  route("research/:slug", "routes/research-post.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("media/*", "routes/media.ts"),
  ...prefix("api", [
    route("vehicles/featured", "routes/api/vehicles-featured.ts"),
    route("vehicles/search", "routes/api/vehicles-search.ts"),
    route("vehicles/:id", "routes/api/vehicle.ts"),
    route("vehicles/:id/value-range", "routes/api/vehicle-value-range.ts"),
    ...CATALOG_API_PATHS.map((path) => route(path, "routes/api/catalog.ts", { id: `api-${path}` })),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
