// A dealer's feed fetched from its URL, conditionally: the validators of the last answer are sent
// back, and a 304 says the feed is unchanged.
import { safeFetch, type SafeFetchOptions } from "./safe-fetch.server";

export type FeedDocumentFormat = "csv" | "xml" | "json";

/** The largest feed document fetched: a 10,000-unit feed with photo URLs is about 10 MB as CSV, 25 MB as XML. */
export const MAX_FEED_BYTES = 40 * 1024 * 1024;
const FEED_TIMEOUT_MS = 60_000;

export type FeedDocumentAnswer =
  | { notModified: true }
  | { notModified?: false; document: Buffer; format?: FeedDocumentFormat; etag?: string; lastModified?: string };

const FORMAT_OF_TYPE: [RegExp, FeedDocumentFormat][] = [
  [/^(text|application)\/(csv|x-csv|comma-separated-values)$/, "csv"],
  [/^(text|application)\/([\w.-]+\+)?xml$/, "xml"],
  [/^(text|application)\/([\w.-]+\+)?json$/, "json"],
];

/** The format a content type names, if it names one. */
export const formatOfContentType = (contentType: string): FeedDocumentFormat | undefined => FORMAT_OF_TYPE.find(([type]) => type.test(contentType))?.[1];

/** Web pages, pictures and media are not feeds (a login page answered instead of the feed, say). */
const isNotAFeed = (contentType: string) => contentType === "text/html" || /^(image|audio|video|font)\//.test(contentType);

/**
 * Fetches a feed document with If-None-Match / If-Modified-Since from the last answer. Throws a
 * "fetch-refused" AppError (with the dealer's message) when the URL or the answer is refused.
 */
export async function fetchFeedDocument(
  url: string,
  validators: { etag?: string | null; lastModified?: string | null } = {},
  options: Partial<Pick<SafeFetchOptions, "allowance" | "lookup" | "timeoutMs">> = {},
): Promise<FeedDocumentAnswer> {
  const headers: Record<string, string> = { accept: "text/csv, application/xml, text/xml, application/json;q=0.9, */*;q=0.5" };
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  const answer = await safeFetch(url, {
    ...options,
    timeoutMs: options.timeoutMs ?? FEED_TIMEOUT_MS,
    maxBytes: MAX_FEED_BYTES,
    tooLargeMessage: `The feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB.`,
    headers,
    acceptsType: (type) => !isNotAFeed(type),
    wrongContentMessage: "The address answered a web page or a picture, not a feed.",
  });
  if (answer.status === 304) return { notModified: true };
  const contentType = (answer.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  const text = (name: string) => {
    const value = answer.headers[name];
    return typeof value === "string" && value ? value : undefined;
  };
  return { document: answer.body, format: formatOfContentType(contentType), etag: text("etag"), lastModified: text("last-modified") };
}
