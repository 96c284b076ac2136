// schema.org JSON-LD for the pages search engines show as rich results (decision 24): a vehicle
// as a Vehicle (a Motorcycle for motorcycles and dirt bikes) with its Offer, a research post as
// an Article, and the ItemList and BreadcrumbList builders the landing pages use. Browser-safe:
// pages build it from their loader data while rendering. Types come from schema-dts, so a
// misspelt property or a wrong enumeration value fails the type check.
import type { Article, BreadcrumbList, ItemAvailability, ItemList, Product, Thing, WithContext } from "schema-dts";
import { variantUrl } from "~/modules/media/variants";
import type { VehicleSummary } from "~/modules/public-listings/vehicle-summary.server";

export const SITE_NAME = "RideMarket";

/**
 * JSON for a `<script type="application/ld+json">`. The characters that could end the script
 * element or open a comment (`<`, `>`), `&`, and the line separators JavaScript once treated as
 * line ends are written as \u escapes: the JSON means the same, and no text in it, however
 * hostile, can close the script tag.
 */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** An absolute URL for a path or URL on this site (photos may already be absolute: an S3 bucket's). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).href;
  } catch {
    // No origin (a page rendered without the root's data, as in an outage): the path is all there is.
    return pathOrUrl;
  }
}

/**
 * What each status tells a buyer about the offer: on sale (InStock); a sale agreed but not done
 * (Reserved: not available now, may come back); sold (SoldOut); past its package, no longer
 * offered (Discontinued).
 */
export const AVAILABILITY_BY_STATUS: Record<string, ItemAvailability> = {
  active: "https://schema.org/InStock",
  pending: "https://schema.org/Reserved",
  sold: "https://schema.org/SoldOut",
  expired: "https://schema.org/Discontinued",
};

export const MOTORCYCLE_TYPES = new Set(["motorcycle", "dirtbike"]);

/** What the structured data of a vehicle reads: the fields of its summary. */
export type VehicleFacts = Pick<VehicleSummary, "id" | "type" | "make" | "model" | "year" | "price" | "mileage" | "description" | "images" | "status">;

/** The largest stored width of each photo, absolute; the generated preview card when there is none. */
export function vehicleImages(origin: string, vehicle: Pick<VehicleFacts, "id" | "images">, previewVersion?: string): string[] {
  if (vehicle.images.length) return vehicle.images.map((url) => absoluteUrl(origin, variantUrl(url, 1280)));
  return [absoluteUrl(origin, vehiclePreviewPath(vehicle.id, previewVersion))];
}

/** The generated preview card of a listing; `version` changes the URL when the listing changes, so caches refetch it. */
export function vehiclePreviewPath(id: number, version?: string): string {
  return `/vehicles/${id}/preview.png${version ? `?v=${encodeURIComponent(version)}` : ""}`;
}

export function researchPreviewPath(slug: string, version?: string): string {
  return `/research/${slug}/preview.png${version ? `?v=${encodeURIComponent(version)}` : ""}`;
}

export const vehicleTitle = (v: Pick<VehicleFacts, "year" | "make" | "model">) => `${v.year} ${v.make} ${v.model}`;

/** A vehicle page's Product: every listing is used, and a seller's listing is its only offer. */
export function vehicleJsonLd(origin: string, vehicle: VehicleFacts, previewVersion?: string): WithContext<Product> {
  const url = absoluteUrl(origin, `/vehicles/${vehicle.id}`);
  const common = {
    "@id": `${url}#vehicle`,
    name: vehicleTitle(vehicle),
    description: vehicle.description,
    url,
    image: vehicleImages(origin, vehicle, previewVersion),
    brand: { "@type": "Brand", name: vehicle.make },
    model: vehicle.model,
    vehicleModelDate: String(vehicle.year),
    itemCondition: "https://schema.org/UsedCondition",
    ...(vehicle.mileage !== null ? { mileageFromOdometer: { "@type": "QuantitativeValue", value: vehicle.mileage, unitCode: "SMI" } as const } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: Number(vehicle.price).toFixed(2),
      priceCurrency: "USD",
      availability: AVAILABILITY_BY_STATUS[vehicle.status] ?? "https://schema.org/InStock",
      itemCondition: "https://schema.org/UsedCondition",
    },
  } as const;
  return MOTORCYCLE_TYPES.has(vehicle.type)
    ? { "@context": "https://schema.org", "@type": "Motorcycle", ...common }
    : { "@context": "https://schema.org", "@type": "Vehicle", ...common };
}

export interface ArticleFacts {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO times: when it was published, and last changed. */
  publishedAt: string;
  updatedAt: string;
  authorName: string | null;
}

/** A research post's Article; a post with no named author is RideMarket's own. */
export function articleJsonLd(origin: string, post: ArticleFacts): WithContext<Article> {
  const url = absoluteUrl(origin, `/research/${post.slug}`);
  const publisher = { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(origin, "/") } as const;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(origin, researchPreviewPath(post.slug, post.updatedAt))],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
    author: post.authorName ? { "@type": "Person", name: post.authorName } : publisher,
    publisher,
  };
}

export interface ListedItem {
  /** A path on this site ("/vehicles/12") or an absolute URL. */
  path: string;
  name: string;
}

/** A page's list of things (a landing page's listings) as an ItemList of their URLs, in page order. */
export function itemListJsonLd(origin: string, items: ListedItem[], name?: string): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    ...(name ? { name } : {}),
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, url: absoluteUrl(origin, item.path), name: item.name })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to this one (the last crumb is the page itself). */
export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.name, item: absoluteUrl(origin, crumb.path) })),
  };
}
