// The sitemaps (decision 24): /sitemap.xml is an index of child sitemaps, /sitemaps/pages.xml
// for the site's own pages and /sitemaps/vehicles-{n}.xml for the listings on the market.
// Vehicle sitemap n covers the listing ids ((n - 1) * 50,000, n * 50,000], so it can never pass
// the protocol's 50,000 URLs, its address stays the same as listings come and go, and it is read
// in keyset pages of 5,000 rows streamed into the response: no answer holds more than one page.
import type { Prisma } from "~/generated/prisma/client";
import { publicReader } from "~/utils/db.server";
import { VEHICLE_TYPES } from "~/modules/catalog/vehicle-types";
import { INFO_PAGES } from "~/modules/site/info-pages";
import { landingPath } from "~/modules/landing/landing-paths";
import { escapeXml, w3cDatetime } from "./xml";

/** The protocol's limit of URLs in one sitemap, and so the width of a vehicle sitemap's id range. */
export const URLS_PER_SITEMAP = 50_000;
/** Rows read per query while a vehicle sitemap streams. */
export const KEYSET_PAGE_SIZE = 5_000;

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Sitemaps change when listings do; crawlers read them a few times a day at most. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

export interface SitemapUrl {
  /** A path on this site ("/buy"); made absolute with the app origin when written. */
  path: string;
  lastmod?: Date;
}

/** A listing on the market (active or pending, its package not yet expired), as search and its page see it. */
function onMarket(now: Date): Prisma.ListingWhereInput {
  return { status: { in: ["active", "pending"] }, OR: [{ packageExpiry: null }, { packageExpiry: { gt: now } }] };
}

interface LandingGroup {
  type_id: number;
  make_id: number | null;
  model_id: number | null;
  state: string | null;
  /** Which of make, model and state the row is not grouped by, as GROUPING() gives it (bits 4, 2, 1). */
  rollup: number;
  newest: Date;
}

/**
 * Every landing page with listings on the market (a type; a make or model of it; a type in a
 * state), with the time of the newest listing it shows. One pass over the market grouped four
 * ways: sitemaps are read a few times a day, and this keeps them true without a table to maintain.
 */
export async function landingPageUrls(now = new Date()): Promise<SitemapUrl[]> {
  const [groups, makes, models] = await Promise.all([
    publicReader().$queryRaw<LandingGroup[]>`
      SELECT l.vehicle_type_id AS type_id, l.vehicle_make_id AS make_id, l.vehicle_model_id AS model_id, z.state,
             GROUPING(l.vehicle_make_id, l.vehicle_model_id, z.state)::int AS rollup, max(l.created_at) AS newest
        FROM listings l LEFT JOIN zip_codes z ON z.zip_code = l.zip_code
       WHERE l.status IN ('active', 'pending') AND (l.package_expiry IS NULL OR l.package_expiry > ${now})
       GROUP BY GROUPING SETS ((l.vehicle_type_id), (l.vehicle_type_id, l.vehicle_make_id),
                               (l.vehicle_type_id, l.vehicle_make_id, l.vehicle_model_id), (l.vehicle_type_id, z.state))`,
    publicReader().vehicleMake.findMany({ select: { id: true, name: true } }),
    publicReader().vehicleModel.findMany({ select: { id: true, name: true } }),
  ]);
  const typeSlugs = new Map((await publicReader().vehicleType.findMany({ select: { id: true, slug: true } })).map((t) => [t.id, t.slug]));
  const makeNames = new Map(makes.map((m) => [m.id, m.name]));
  const modelNames = new Map(models.map((m) => [m.id, m.name]));
  const urls = groups.flatMap((g): SitemapUrl[] => {
    const type = VEHICLE_TYPES.find((t) => t.slug === typeSlugs.get(g.type_id))?.slug;
    if (!type) return [];
    const byMake = (g.rollup & 4) === 0;
    const byModel = (g.rollup & 2) === 0;
    const byState = (g.rollup & 1) === 0;
    const make = byMake ? makeNames.get(g.make_id ?? -1) : undefined;
    const model = byModel ? modelNames.get(g.model_id ?? -1) : undefined;
    if ((byMake && !make) || (byModel && !model) || (byState && !g.state)) return [];
    const path = landingPath({ type, make, model, state: byState ? g.state! : undefined });
    return path ? [{ path, lastmod: g.newest }] : [];
  });
  return urls.sort((a, b) => a.path.localeCompare(b.path));
}

const latest = (dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined);

/** /dealers and every dealership's storefront, each with the time it or its newest listing changed. */
export async function dealerUrls(): Promise<SitemapUrl[]> {
  const dealers = await publicReader().dealership.findMany({
    select: { slug: true, updatedAt: true, listings: { where: { status: "active" }, select: { updatedAt: true }, orderBy: { updatedAt: "desc" }, take: 1 } },
    orderBy: { slug: "asc" },
  });
  const urls = dealers.map((d) => ({ path: `/dealers/${d.slug}`, lastmod: latest([d.updatedAt, d.listings[0]?.updatedAt]) }));
  return [{ path: "/dealers", lastmod: latest(urls.map((u) => u.lastmod)) }, ...urls];
}

/** Everything pages.xml lists: home, /buy, the landing pages, the dealers, research and its posts, the info pages. */
export async function pageUrls(now = new Date()): Promise<SitemapUrl[]> {
  const [landing, dealers, posts] = await Promise.all([
    landingPageUrls(now),
    dealerUrls(),
    publicReader().blogPost.findMany({ where: { published: true }, select: { slug: true, updatedAt: true }, orderBy: { id: "asc" } }),
  ]);
  const newestListing = latest(landing.map((u) => u.lastmod));
  const newestPost = latest(posts.map((p) => p.updatedAt));
  return [
    { path: "/", lastmod: newestListing },
    { path: "/buy", lastmod: newestListing },
    ...landing,
    ...dealers,
    { path: "/research", lastmod: newestPost },
    ...posts.map((p) => ({ path: `/research/${p.slug}`, lastmod: p.updatedAt })),
    ...INFO_PAGES.map((page) => ({ path: page.path })),
  ];
}

function urlElement(origin: string, url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${w3cDatetime(url.lastmod)}</lastmod>` : "";
  return `<url><loc>${escapeXml(origin + url.path)}</loc>${lastmod}</url>\n`;
}

const urlsetOpen = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
const urlsetClose = "</urlset>\n";

/** pages.xml, whole: a few dozen URLs. */
export async function pagesSitemap(origin: string, now = new Date()): Promise<string> {
  const urls = await pageUrls(now);
  return urlsetOpen + urls.map((u) => urlElement(origin, u)).join("") + urlsetClose;
}

/** The numbers of the vehicle sitemaps that have at least one listing: one index probe per 50,000 ids. */
export async function vehicleSitemapNumbers(now = new Date()): Promise<number[]> {
  // The newest id first with LIMIT 1 reads the primary key backwards; an aggregate would scan the table.
  const newest = await publicReader().listing.findFirst({ where: onMarket(now), orderBy: { id: "desc" }, select: { id: true } });
  if (!newest) return [];
  const last = Math.ceil(newest.id / URLS_PER_SITEMAP);
  const rows = await publicReader().$queryRaw<{ n: number }[]>`
    SELECT n FROM generate_series(1, ${last}::int) AS n
    WHERE EXISTS (
      SELECT 1 FROM listings l
      WHERE l.id > (n - 1) * ${URLS_PER_SITEMAP}::int AND l.id <= n * ${URLS_PER_SITEMAP}::int
        AND l.status IN ('active', 'pending') AND (l.package_expiry IS NULL OR l.package_expiry > ${now})
    )
    ORDER BY n`;
  return rows.map((r) => Number(r.n));
}

export const vehicleSitemapPath = (n: number) => `/sitemaps/vehicles-${n}.xml`;
export const PAGES_SITEMAP_PATH = "/sitemaps/pages.xml";

/** /sitemap.xml: pages.xml (with its newest lastmod) and every vehicle sitemap that has listings. */
export async function sitemapIndex(origin: string, now = new Date()): Promise<string> {
  const [pages, numbers] = await Promise.all([pageUrls(now), vehicleSitemapNumbers(now)]);
  const pagesLastmod = latest(pages.map((u) => u.lastmod));
  const entry = (path: string, lastmod?: Date) =>
    `<sitemap><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : ""}</sitemap>\n`;
  return (
    `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n` +
    entry(PAGES_SITEMAP_PATH, pagesLastmod) +
    numbers.map((n) => entry(vehicleSitemapPath(n))).join("") +
    "</sitemapindex>\n"
  );
}

/** Which sitemap a /sitemaps/{file} asks for; null for anything else. */
export function parseSitemapFile(file: string | undefined): { kind: "pages" } | { kind: "vehicles"; n: number } | null {
  if (file === "pages.xml") return { kind: "pages" };
  const match = /^vehicles-([1-9]\d{0,5})\.xml$/.exec(file ?? "");
  return match ? { kind: "vehicles", n: Number(match[1]) } : null;
}

type ListedRow = { id: number; vehicleId: number; updatedAt: Date; createdAt: Date };

/** One keyset page of the listings on the market with ids in (after, upTo]. */
function listedPage(after: number, upTo: number, now: Date, pageSize: number): Promise<ListedRow[]> {
  return publicReader().listing.findMany({
    where: { id: { gt: after, lte: upTo }, ...onMarket(now) },
    orderBy: { id: "asc" },
    take: pageSize,
    select: { id: true, vehicleId: true, updatedAt: true, createdAt: true },
  });
}

const vehicleUrls = (origin: string, rows: ListedRow[]) =>
  rows.map((r) => urlElement(origin, { path: `/vehicles/${r.vehicleId}`, lastmod: r.updatedAt ?? r.createdAt })).join("");

/**
 * Vehicle sitemap n as a stream of keyset pages, or null when its id range has no listing on the
 * market (the protocol wants at least one URL in a sitemap). The first page is read before
 * answering, so an empty or failing read is a 404 or an error page rather than a cut-off body.
 */
export async function vehicleSitemapStream(
  n: number,
  origin: string,
  { now = new Date(), pageSize = KEYSET_PAGE_SIZE }: { now?: Date; pageSize?: number } = {},
): Promise<ReadableStream<Uint8Array> | null> {
  const upTo = n * URLS_PER_SITEMAP;
  const first = await listedPage((n - 1) * URLS_PER_SITEMAP, upTo, now, pageSize);
  if (!first.length) return null;
  const encoder = new TextEncoder();
  let rows: ListedRow[] | null = first;
  let lastId = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(urlsetOpen));
    },
    async pull(controller) {
      const page: ListedRow[] = rows ?? (await listedPage(lastId, upTo, now, pageSize));
      rows = null;
      if (page.length) {
        lastId = page[page.length - 1]!.id;
        controller.enqueue(encoder.encode(vehicleUrls(origin, page)));
      }
      if (page.length < pageSize) {
        controller.enqueue(encoder.encode(urlsetClose));
        controller.close();
      }
    },
  });
}

