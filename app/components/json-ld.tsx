import type { Thing, WithContext } from "schema-dts";
import { useNonce } from "~/modules/security/nonce";
import { serializeJsonLd } from "~/modules/seo/structured-data";

/**
 * A schema.org JSON-LD block. Browsers never run a data block, so CSP does not need the nonce;
 * it carries it anyway, like every script tag the page renders. Its JSON is escaped so that no
 * text in it can end the script element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
