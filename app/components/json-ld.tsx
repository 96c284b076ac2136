import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "~/modules/seo/structured-data";

/**
 * A schema.org JSON-LD block. A data block is never run, so it needs no CSP nonce; its JSON is
 * escaped so that no text in it can end the script element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
