import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/not-found";
import { RouteErrorBoundary } from "~/components/route-error-boundary";

export const meta = () => [{ title: "Page Not Found | RideMarket" }];

export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
