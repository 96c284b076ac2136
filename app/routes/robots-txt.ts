import { appOrigin } from "~/modules/mail/origin.server";
import { robotsTxt } from "~/modules/seo/robots";

export function loader() {
  return new Response(robotsTxt(appOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
