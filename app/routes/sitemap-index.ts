import type { Route } from "./+types/sitemap-index";
import { appOrigin } from "~/modules/mail/origin.server";
import { sitemapIndex } from "~/modules/seo/sitemap.server";
import { xmlResponse } from "~/edge/resource-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader() {
  return xmlResponse(await sitemapIndex(appOrigin()));
}
