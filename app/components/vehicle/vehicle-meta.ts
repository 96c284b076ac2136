import type { MetaDescriptor } from "react-router";
import type { VehicleDetail } from "~/modules/public-listings/vehicle-detail.server";
import { IMAGE_ASPECT, LARGEST_WIDTH, srcSetFor } from "~/modules/media/variants";
import { CARD_HEIGHT, CARD_WIDTH, clip, previewMeta } from "~/modules/seo/previews";
import { vehicleImages, vehicleTitle } from "~/modules/seo/structured-data";
import { formatPrice } from "~/shared/format";

/** The vehicle page's title, description, canonical link and link previews. */
export function vehiclePageMeta(origin: string, v: VehicleDetail, canonical: string): MetaDescriptor[] {
  const photo = v.images.length > 0;
  return [
    { title: `${vehicleTitle(v)} for sale | RideMarket` },
    { name: "description", content: v.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: canonical },
    ...previewMeta(origin, {
      title: `${vehicleTitle(v)}: ${formatPrice(v.price)}`,
      description: clip(v.description, 200),
      path: `/vehicles/${v.id}`,
      type: "product",
      // The first photo at its largest stored width (3:2 when we stored it), or the generated card with title and price.
      image: {
        url: vehicleImages(origin, v, v.updatedAt)[0]!,
        alt: photo ? vehicleTitle(v) : `${vehicleTitle(v)}, ${formatPrice(v.price)}`,
        ...(!photo ? { width: CARD_WIDTH, height: CARD_HEIGHT } : srcSetFor(v.images[0]!) ? { width: LARGEST_WIDTH, height: Math.round(LARGEST_WIDTH / IMAGE_ASPECT) } : {}),
      },
    }),
  ];
}
