import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { CATALOG_API_PATHS } from "./routes/api/catalog-paths";


export default [
  index("routes/home.tsx"),
  route("buy", "routes/buy.tsx"),
  route("vehicles/:id", "routes/vehicle.tsx"),
  route("login", "routes/login.tsx"),
  route("account", "routes/account.tsx"),
  route("logout", "routes/logout.ts"),
  route("research", "routes/research.tsx"),
  route("research/:slug", "routes/research-post.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("media/*", "routes/media.ts"),
  route("payment-success", "routes/payment-success.ts"),
  ...prefix("api", [
    route("auth/me", "routes/api/auth/me.ts"),
    route("auth/login", "routes/api/auth/login.ts"),
    route("auth/register", "routes/api/auth/register.ts"),
    route("auth/logout", "routes/api/auth/logout.ts"),
    route("auth/passkey/register/begin", "routes/api/auth/passkey-register-begin.ts"),
    route("auth/passkey/register/finish", "routes/api/auth/passkey-register-finish.ts"),
    route("auth/passkey/authenticate/begin", "routes/api/auth/passkey-authenticate-begin.ts"),
    route("auth/passkey/authenticate/finish", "routes/api/auth/passkey-authenticate-finish.ts"),
    route("users/:id", "routes/api/users/user.ts"),
    route("users/:id/passkeys", "routes/api/users/passkeys.ts"),
    route("vehicles/featured", "routes/api/vehicles-featured.ts"),
    route("vehicles/search", "routes/api/vehicles-search.ts"),
    route("vehicles/:id", "routes/api/vehicle.ts"),
    route("vehicles/:id/value-range", "routes/api/vehicle-value-range.ts"),
    route("create-payment-intent", "routes/api/create-payment-intent.ts"),
    route("confirm-payment", "routes/api/confirm-payment.ts"),
    route("listings", "routes/api/listings.ts"),
    route("stripe/webhook", "routes/api/stripe/webhook.ts"),
    ...CATALOG_API_PATHS.map((path) => route(path, "routes/api/catalog.ts", { id: `api-${path}` })),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
