// A checked document kept until it is applied, keyed by its dry run, so "Apply" needs no second
// upload. Kept on the server's disk beside the uploads (never in the media storage, which serves
// its keys publicly). Applying claims the file by renaming it: of two Applies, only one can.
import fsp from "node:fs/promises";
import path from "node:path";
import { defaultUploadDir } from "~/modules/media/storage.server";
import { AppError } from "~/utils/app-error";
import type { FeedFormat } from "./columns";

export const ALREADY_APPLIED_MESSAGE = "This check has already been applied, or is no longer kept. Please upload the feed again.";

const folder = () => path.join(path.dirname(defaultUploadDir()), "feed-checks");
const fileOf = (dealershipId: number, runId: number, format: FeedFormat) => path.join(folder(), `${dealershipId}-${runId}.${format}`);

export async function keepCheckedDocument(dealershipId: number, runId: number, format: FeedFormat, document: Buffer) {
  await fsp.mkdir(folder(), { recursive: true });
  await fsp.writeFile(fileOf(dealershipId, runId, format), document);
}

/** Takes the document of a dry run to apply it; refused when it was taken already. `release` puts it back (the run was refused). */
export async function claimCheckedDocument(dealershipId: number, runId: number, format: FeedFormat): Promise<{ document: Buffer; done: () => Promise<void>; release: () => Promise<void> }> {
  const kept = fileOf(dealershipId, runId, format);
  const claimed = `${kept}.applying`;
  try {
    await fsp.rename(kept, claimed);
  } catch {
    throw new AppError(ALREADY_APPLIED_MESSAGE, { status: 409, code: "conflict" });
  }
  return {
    document: await fsp.readFile(claimed),
    done: () => fsp.rm(claimed, { force: true }),
    release: () => fsp.rename(claimed, kept).catch(() => {}),
  };
}

/** Whether a check's document is still kept, so it can be applied. */
export async function isCheckKept(dealershipId: number, runId: number, format: FeedFormat): Promise<boolean> {
  return fsp.access(fileOf(dealershipId, runId, format)).then(
    () => true,
    () => false,
  );
}
