import type { Route } from "./+types/sitemap-index";
import { appOrigin } from "~/modules/mail/origin.server";
import { sitemapIndex, xmlResponse } from "~/modules/seo/sitemap.server";
import { replicaReadsMiddleware } from "~/modules/replica-reads/middleware.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader() {
  return xmlResponse(await sitemapIndex(appOrigin()));
}
