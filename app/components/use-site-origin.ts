import { useRouteLoaderData } from "react-router";

/** The app origin the root loader hands every page, for components that write absolute URLs (JSON-LD). */
export function useSiteOrigin(): string {
  return (useRouteLoaderData("root") as { origin?: string } | undefined)?.origin ?? "";
}
