// The generated preview cards (1200 x 630 PNG) shared links show for a listing without photos
// and for a research post: what a card says, read from the database, drawn by card-image.server.ts
// and kept by stored-cards.server.ts once per version of that text (decision 30).
import { publicReader } from "~/utils/db.server";
import { vehicleTypeBadge } from "~/modules/catalog/vehicle-types";
import { formatPrice } from "~/shared/format";
import { effectiveStatus, isHeldStatus, listingStatusBadge } from "~/modules/listings/status";
import { storedCard } from "./stored-cards.server";

/** Cards change under the same URL only with a new ?v=, so a day is safe and a week stale is harmless. */
export const CARD_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

interface CardRow {
  year: number;
  make: string;
  model: string;
  type: string;
  price: string;
  zipCode: string;
  status: string;
  packageExpiry: Date | null;
}

/** A listing's card: type, title, price and zip code (and its status once it is off sale); null for no such listing. */
export async function vehiclePreviewCard(id: number, now = new Date()): Promise<Buffer | null> {
  // One statement rather than Prisma's five (the vehicle and each related row): anyone can walk
  // every listing id here, so each request's cost is kept to one indexed read.
  const [row] = await publicReader().$queryRaw<CardRow[]>`
    SELECT v.year, mk.name AS make, md.name AS model, t.slug AS type, l.price::text AS price,
           l.zip_code AS "zipCode", l.status::text AS status, l.package_expiry AS "packageExpiry"
    FROM vehicles v
    JOIN listings l ON l.vehicle_id = v.id
    JOIN vehicle_makes mk ON mk.id = v.vehicle_make_id
    JOIN vehicle_models md ON md.id = v.vehicle_model_id
    JOIN vehicle_types t ON t.id = v.vehicle_type_id
    WHERE v.id = ${id}`;
  // A listing held off the market has no public card.
  if (!row || isHeldStatus(row.status)) return null;
  const status = effectiveStatus(row.status, row.packageExpiry, now);
  return storedCard("vehicles", String(id), {
    kicker: status === "active" ? vehicleTypeBadge(row.type) : `${vehicleTypeBadge(row.type)} · ${listingStatusBadge(status).label}`,
    title: `${row.year} ${row.make} ${row.model}`,
    highlight: formatPrice(row.price),
    footer: `For sale on RideMarket · Zip ${row.zipCode}`,
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
