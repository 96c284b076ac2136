// A feed named by its address in an API request ({ url }): fetched once, by the same safe fetch
// as the scheduled pull, so a request cannot reach inside the network either.
import { fetchFeedDocument } from "~/modules/safe-fetch/feed-document.server";
import { AppError } from "~/utils/app-error";
import type { FeedUpload } from "./feed-upload.server";

export const NO_FEED_URL_MESSAGE = "Give the feed's https address as url, or upload the file.";

export async function feedFromUrl(value: unknown): Promise<FeedUpload> {
  const url = typeof value === "string" ? value.trim() : "";
  if (!url || url.length > 2000) throw new AppError(NO_FEED_URL_MESSAGE, { status: 400, code: "bad-request", field: "url" });
  const answer = await fetchFeedDocument(url);
  // Nothing to compare with was sent, so a 304 would be the server's mistake.
  if (answer.notModified) throw new AppError("The feed's server answered without the feed.", { status: 422, code: "fetch-refused", field: "url" });
  return { document: answer.document, format: answer.format };
}
