import { appOrigin } from "~/modules/mail/origin.server";
import { sitemapIndex, xmlResponse } from "~/modules/seo/sitemap.server";

export async function loader() {
  return xmlResponse(await sitemapIndex(appOrigin()));
}
