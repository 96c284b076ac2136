import type { Route } from "./+types/sitemap-file";
import { appOrigin } from "~/modules/mail/origin.server";
import { notFound, xmlResponse } from "~/edge/resource-answers.server";
import { pagesSitemap, parseSitemapFile, vehicleSitemapStream } from "~/modules/seo/sitemap.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) return notFound();
  if (file.kind === "pages") return xmlResponse(await pagesSitemap(appOrigin()));
  const stream = await vehicleSitemapStream(file.n, appOrigin());
  return stream ? xmlResponse(stream) : notFound();
}
