// Placeholder on this branch for the feed runner built on another branch: only its contract.
export type FeedFormat = "csv" | "xml" | "json";

export interface FeedRunInput {
  dealershipId: number;
  document: Buffer | string;
  format?: FeedFormat;
  source: "upload" | "pull";
  dryRun: boolean;
  startedById?: number;
}

export interface FeedRunReport {
  runId: number;
  created: number;
  updated: number;
  unchanged: number;
  unpublished: number;
  rejected: { row: number; field: string; message: string }[];
}

export async function runFeed(_input: FeedRunInput): Promise<FeedRunReport> {
  throw new Error("not on this branch");
}
