// What a page looks like when its link is shared: Open Graph and Twitter card tags (decision 24).
// Every public page's meta function adds them beside its title and description. Browser-safe.
import type { MetaDescriptor } from "react-router";
import { SITE_NAME, absoluteUrl } from "./structured-data";

/** The picture of pages that have none of their own: 1200 x 630, in public/. */
export const SITE_CARD: PreviewImage = { url: "/social-card.png", width: 1200, height: 630, alt: "RideMarket: buy and sell sports vehicles" };
/** The size of every generated preview card. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface PreviewImage {
  /** A path on this site or an absolute URL. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface Preview {
  title: string;
  description: string;
  /** The page's own path, without a query: what a share should open. */
  path: string;
  image?: PreviewImage;
  type?: "website" | "article" | "product";
}

type RouteMatch = { id: string; data?: unknown } | undefined;

/** The app origin the root loader hands every page (absolute URLs in tags need it). */
export function originFromMatches(matches: readonly RouteMatch[]): string {
  const root = matches.find((m) => m?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** The Open Graph and Twitter card tags of a page. */
export function previewMeta(origin: string, preview: Preview): MetaDescriptor[] {
  const image = preview.image ?? SITE_CARD;
  const imageUrl = absoluteUrl(origin, image.url);
  return [
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: preview.type ?? "website" },
    { property: "og:title", content: preview.title },
    { property: "og:description", content: preview.description },
    { property: "og:url", content: absoluteUrl(origin, preview.path) },
    { property: "og:image", content: imageUrl },
    ...(image.width && image.height
      ? [{ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) }]
      : []),
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: preview.title },
    { name: "twitter:description", content: preview.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/** A page's title and description tags, and its preview tags (the meta of a page with no data of its own). */
export function pageMeta(matches: readonly RouteMatch[], preview: Preview): MetaDescriptor[] {
  return [{ title: preview.title }, { name: "description", content: preview.description }, ...previewMeta(originFromMatches(matches), preview)];
}

/** Text cut at a word to at most `max` characters, with an ellipsis when cut (descriptions, card titles). */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
