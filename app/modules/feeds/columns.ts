// The columns of a dealer's feed (docs/feeds.md): one list, read by the parsers and the checks.

export const FEED_FORMATS = ["csv", "xml", "json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const isFeedFormat = (value: unknown): value is FeedFormat => typeof value === "string" && (FEED_FORMATS as readonly string[]).includes(value);

/** Every column a feed may carry; any other is ignored. */
export const FEED_COLUMNS = [
  "stock_number",
  "type",
  "make",
  "model",
  "year",
  "price",
  "condition",
  "mileage",
  "hours",
  "zip",
  "vin",
  "hin",
  "description",
  "photos",
  "length",
  "engine_size",
  "fuel_type",
  "boat_type",
  "hull_material",
  "transmission",
  "drive_type",
] as const;

export type FeedColumn = (typeof FEED_COLUMNS)[number];

/** "Stock Number", "stock-number" and "stockNumber" all name stock_number. */
export function columnName(header: string): FeedColumn | null {
  const name = header
    .trim()
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return (FEED_COLUMNS as readonly string[]).includes(name) ? (name as FeedColumn) : null;
}

/** One unit of a feed as read: its place in the document and its values by column. */
export interface FeedRow {
  /** CSV: the line the row starts on; XML and JSON: the unit's 1-based position. */
  row: number;
  values: Partial<Record<FeedColumn, string>>;
  photos: string[];
}

/** A CSV cell of photo URLs is separated by |. */
export const splitPhotos = (cell: string) =>
  cell
    .split("|")
    .map((url) => url.trim())
    .filter(Boolean);

/** How often the product may pull a feed, in hours. */
export const FEED_PULL_HOURS = [1, 2, 4, 6, 12, 24, 48, 168] as const;
