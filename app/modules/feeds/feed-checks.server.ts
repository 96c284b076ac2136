// The feed page's two steps: check an uploaded document (a dry run, its document kept) and apply
// that check without a second upload; a check is applied once.
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { isFeedFormat, type FeedFormat } from "./columns";
import { sniffFormat } from "./parse-feed";
import { runFeed, type FeedRunReport } from "./run-feed.server";
import { ALREADY_APPLIED_MESSAGE, claimCheckedDocument, keepCheckedDocument } from "./checked-documents.server";

export async function checkFeed(input: { dealershipId: number; userId: number; document: Buffer; format?: FeedFormat }): Promise<FeedRunReport> {
  const format = input.format ?? sniffFormat(input.document.subarray(0, 64).toString("utf8"));
  const report = await runFeed({ dealershipId: input.dealershipId, document: input.document, format, source: "upload", dryRun: true, startedById: input.userId });
  await keepCheckedDocument(input.dealershipId, report.runId, format, input.document);
  return report;
}

export async function applyCheckedFeed(input: { dealershipId: number; userId: number; checkRunId: number }): Promise<FeedRunReport> {
  const check = await prisma.dealerFeedRun.findFirst({ where: { id: input.checkRunId, dealershipId: input.dealershipId, dryRun: true, status: "done" }, select: { format: true } });
  if (!check || !isFeedFormat(check.format)) throw new AppError(ALREADY_APPLIED_MESSAGE, { status: 409, code: "conflict" });
  const claimed = await claimCheckedDocument(input.dealershipId, input.checkRunId, check.format);
  let report: FeedRunReport;
  try {
    report = await runFeed({ dealershipId: input.dealershipId, document: claimed.document, format: check.format, source: "upload", dryRun: false, startedById: input.userId });
  } catch (error) {
    await claimed.release();
    throw error;
  }
  await claimed.done();
  return report;
}
