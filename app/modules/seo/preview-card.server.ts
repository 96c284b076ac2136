// The generated preview cards (1200 x 630 PNG) shared links show for a listing without photos
// and for a research post: an SVG with the title and price, rasterized with sharp. Rendering
// costs tens of milliseconds, so cards are kept in memory by a key that changes whenever what
// they show does (the listing's id and last change), the least recently used dropped first.
import sharp from "sharp";
import { publicReader } from "~/utils/db.server";
import { vehicleTypeBadge } from "~/modules/catalog/vehicle-types";
import { formatPrice } from "~/modules/listings/format";
import { effectiveStatus, listingStatusBadge } from "~/modules/listings/status";
import { CARD_HEIGHT, CARD_WIDTH, clip } from "./previews";
import { escapeXml } from "./xml";

export interface CardText {
  /** A short line above the title: the vehicle type, "Research & Guides". */
  kicker: string;
  title: string;
  /** Shown large under the title: the price. */
  highlight?: string;
  /** A line at the bottom: the place, the category. */
  footer?: string;
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const TITLE_SIZE = 60;
// DejaVu Sans Bold runs up to about 0.7 em per character in titles set in capitals and digits.
const TITLE_CHARS_PER_LINE = Math.floor((CARD_WIDTH - 160) / (TITLE_SIZE * 0.7));
const TITLE_MAX_LINES = 3;

/** The title broken at spaces into at most three lines, the last one clipped. */
export function titleLines(title: string): string[] {
  const words = title.replace(/\s+/g, " ").trim().split(" ");
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= TITLE_CHARS_PER_LINE || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= TITLE_MAX_LINES) return lines.map((l) => clip(l, TITLE_CHARS_PER_LINE));
  const kept = lines.slice(0, TITLE_MAX_LINES);
  kept[TITLE_MAX_LINES - 1] = clip(`${kept[TITLE_MAX_LINES - 1]} ${lines[TITLE_MAX_LINES]}`, TITLE_CHARS_PER_LINE);
  return kept;
}

export function cardSvg(text: CardText): string {
  const lines = titleLines(text.title);
  const titleTop = 270;
  const lineHeight = Math.round(TITLE_SIZE * 1.18);
  const highlightY = titleTop + (lines.length - 1) * lineHeight + 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="0.6" stop-color="#1e293b"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect x="0" y="0" width="${CARD_WIDTH}" height="12" fill="#ea580c"/>
<text x="80" y="110" font-family="${FONT}" font-size="44" font-weight="bold" fill="#ffffff">Ride<tspan fill="#fb923c">Market</tspan></text>
<text x="80" y="185" font-family="${FONT}" font-size="32" fill="#fdba74">${escapeXml(clip(text.kicker, 50))}</text>
${lines.map((line, i) => `<text x="80" y="${titleTop + i * lineHeight}" font-family="${FONT}" font-size="${TITLE_SIZE}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`).join("\n")}
${text.highlight ? `<text x="80" y="${highlightY}" font-family="${FONT}" font-size="60" font-weight="bold" fill="#fb923c">${escapeXml(clip(text.highlight, 30))}</text>` : ""}
${text.footer ? `<text x="80" y="${CARD_HEIGHT - 50}" font-family="${FONT}" font-size="28" fill="#cbd5e1">${escapeXml(clip(text.footer, 70))}</text>` : ""}
</svg>`;
}

export async function renderCard(text: CardText): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(text))).png({ compressionLevel: 9, palette: false }).toBuffer();
}

const MAX_CACHED = 500;
const cards = new Map<string, Promise<Buffer>>();

/**
 * The card for `key`, rendered once: later requests (and requests while it renders) share it.
 * A failed render is not kept.
 */
export function cachedCard(key: string, text: () => CardText): Promise<Buffer> {
  const kept = cards.get(key);
  if (kept) {
    cards.delete(key);
    cards.set(key, kept);
    return kept;
  }
  const rendering = renderCard(text());
  cards.set(key, rendering);
  rendering.catch(() => cards.delete(key));
  while (cards.size > MAX_CACHED) cards.delete(cards.keys().next().value!);
  return rendering;
}

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
      updatedAt: true,
      make: { select: { name: true } },
      model: { select: { name: true } },
      vehicleType: { select: { slug: true } },
      listing: { select: { price: true, zipCode: true, status: true, packageExpiry: true, updatedAt: true } },
    },
  });
  if (!vehicle?.listing) return null;
  const { listing } = vehicle;
  const status = effectiveStatus(listing.status, listing.packageExpiry, now);
  const changed = Math.max(vehicle.updatedAt.getTime(), listing.updatedAt.getTime());
  return cachedCard(`vehicle:${id}:${changed}:${status}`, () => ({
    kicker: status === "active" ? vehicleTypeBadge(vehicle.vehicleType.slug) : `${vehicleTypeBadge(vehicle.vehicleType.slug)} · ${listingStatusBadge(status).label}`,
    title: `${vehicle.year} ${vehicle.make.name} ${vehicle.model.name}`,
    highlight: formatPrice(listing.price.toString()),
    footer: `For sale on RideMarket · Zip ${listing.zipCode}`,
  }));
}

/** A published research post's card: its title and category; null for no such post. */
export async function researchPreviewCard(slug: string): Promise<Buffer | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const post = await publicReader().blogPost.findFirst({ where: { slug, published: true }, select: { title: true, category: true, updatedAt: true } });
  if (!post) return null;
  return cachedCard(`research:${slug}:${post.updatedAt.getTime()}`, () => ({
    kicker: post.category ? `Research & Guides · ${post.category}` : "Research & Guides",
    title: post.title,
    footer: "RideMarket Research",
  }));
}
