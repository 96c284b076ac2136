import type { Route } from "./+types/sitemap-file";
import { appOrigin } from "~/modules/mail/origin.server";
import { notFound } from "~/modules/seo/responses";
import { pagesSitemap, parseSitemapFile, vehicleSitemapStream, xmlResponse } from "~/modules/seo/sitemap.server";

export async function loader({ params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) return notFound();
  if (file.kind === "pages") return xmlResponse(await pagesSitemap(appOrigin()));
  const stream = await vehicleSitemapStream(file.n, appOrigin());
  return stream ? xmlResponse(stream) : notFound();
}
