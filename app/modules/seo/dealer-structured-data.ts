// schema.org JSON-LD for a dealership's storefront (issue 35): an AutoDealer, or a
// MotorcycleDealer when all it sells are motorcycles and dirt bikes, with the LocalBusiness
// fields search engines read (name, address, telephone, opening hours, geo, url). Browser-safe.
import type { AutoDealer, DayOfWeek, MotorcycleDealer, OpeningHoursSpecification, WithContext } from "schema-dts";
import { MOTORCYCLE_TYPES, absoluteUrl } from "./structured-data";
import type { Storefront } from "~/modules/storefronts/storefront.server";

const DAYS: DayOfWeek[] = [
  "https://schema.org/Sunday", "https://schema.org/Monday", "https://schema.org/Tuesday", "https://schema.org/Wednesday",
  "https://schema.org/Thursday", "https://schema.org/Friday", "https://schema.org/Saturday",
];

/** What the storefront's structured data reads of its dealership. */
export type DealerFacts = Pick<Storefront, "slug" | "name" | "street" | "city" | "state" | "zip" | "latitude" | "longitude" | "phone" | "hours" | "logo" | "listedTypes">;

export function dealerJsonLd(origin: string, dealer: DealerFacts): WithContext<AutoDealer> | WithContext<MotorcycleDealer> {
  const hours: OpeningHoursSpecification[] = dealer.hours.map((h) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: DAYS[h.day]!,
    opens: h.opens,
    closes: h.closes,
  }));
  const business = {
    "@context": "https://schema.org" as const,
    name: dealer.name,
    url: absoluteUrl(origin, `/dealers/${dealer.slug}`),
    telephone: dealer.phone,
    address: {
      "@type": "PostalAddress" as const,
      ...(dealer.street ? { streetAddress: dealer.street } : {}),
      addressLocality: dealer.city,
      addressRegion: dealer.state,
      postalCode: dealer.zip,
      addressCountry: "US",
    },
    ...(dealer.latitude !== null && dealer.longitude !== null ? { geo: { "@type": "GeoCoordinates" as const, latitude: dealer.latitude, longitude: dealer.longitude } } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(dealer.logo ? { logo: absoluteUrl(origin, dealer.logo), image: absoluteUrl(origin, dealer.logo) } : {}),
  };
  const motorcyclesOnly = dealer.listedTypes.length > 0 && dealer.listedTypes.every((t) => MOTORCYCLE_TYPES.has(t));
  return motorcyclesOnly ? { ...business, "@type": "MotorcycleDealer" } : { ...business, "@type": "AutoDealer" };
}
