// The generated preview cards (1200 x 630 PNG) shared links show for a listing without photos
// and for a research post: what a card says, read from the database, drawn by card-image.server.ts
// and kept by stored-cards.server.ts once per version of that text (decision 30).
import { publicReader } from "~/utils/db.server";
import { vehicleTypeBadge } from "~/modules/catalog/vehicle-types";
import { formatPrice } from "~/modules/listings/format";
import { effectiveStatus, listingStatusBadge } from "~/modules/listings/status";
import { storedCard } from "./stored-cards.server";

/** Cards change under the same URL only with a new ?v=, so a day is safe and a week stale is harmless. */
export const CARD_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

export function pngResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Content-Length": String(png.length), "Cache-Control": CARD_CACHE_CONTROL },
  });
}

/** A listing's card: type, title, price and zip code (and its status once it is off sale); null for no such listing. */
export async function vehiclePreviewCard(id: number, now = new Date()): Promise<Buffer | null> {
  const vehicle = await publicReader().vehicle.findUnique({
    where: { id },
    select: {
      year: true,
      make: { select: { name: true } },
      model: { select: { name: true } },
      vehicleType: { select: { slug: true } },
      listing: { select: { price: true, zipCode: true, status: true, packageExpiry: true } },
    },
  });
  if (!vehicle?.listing) return null;
  const { listing } = vehicle;
  const status = effectiveStatus(listing.status, listing.packageExpiry, now);
  return storedCard("vehicles", String(id), {
    kicker: status === "active" ? vehicleTypeBadge(vehicle.vehicleType.slug) : `${vehicleTypeBadge(vehicle.vehicleType.slug)} · ${listingStatusBadge(status).label}`,
    title: `${vehicle.year} ${vehicle.make.name} ${vehicle.model.name}`,
    highlight: formatPrice(listing.price.toString()),
    footer: `For sale on RideMarket · Zip ${listing.zipCode}`,
  });
}

/** A published research post's card: its title and category; null for no such post. */
export async function researchPreviewCard(slug: string): Promise<Buffer | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const post = await publicReader().blogPost.findFirst({ where: { slug, published: true }, select: { title: true, category: true } });
  if (!post) return null;
  return storedCard("research", slug, {
    kicker: post.category ? `Research & Guides · ${post.category}` : "Research & Guides",
    title: post.title,
    footer: "RideMarket Research",
  });
}
