import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("media/*", "routes/media.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
