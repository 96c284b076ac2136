import { data } from "react-router";
import { NotFound } from "~/components/not-found";

export const meta = () => [{ title: "Page Not Found | RideMarket" }];

export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
