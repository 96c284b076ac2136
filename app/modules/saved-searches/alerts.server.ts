// The alert runs. Each frequency has a run that looks at the listings that went live since its
// last run, matches them against that frequency's saved searches, and records every match
// once, keyed by search and listing, together with the digest it belongs to, in the same
// transaction that moves the run's watermark. Digests are then mailed by jobs (digest.server.ts)
// with one singleton key per digest. See docs/decisions/0017-saved-searches-and-alerts.md.
import { prisma } from "~/utils/db.server";
import { QUEUES, enqueue } from "~/modules/jobs/boss.server";
import { loadNewListings, matchSearches } from "./matcher.server";
import type { Frequency } from "./frequencies";

export type AlertFrequency = Exclude<Frequency, "none">;

const MINUTE = 60_000;
/** How often each frequency's digest goes out. Instant runs every 5 minutes: within 10 of going live. */
export const ALERT_INTERVAL_MS: Record<AlertFrequency, number> = {
  instant: 5 * MINUTE,
  daily: 24 * 60 * MINUTE,
  weekly: 7 * 24 * 60 * MINUTE,
};
/**
 * Each run looks this far back past its watermark as well: a listing whose activating
 * transaction committed after a run had read its time is found by the next. The recorded
 * matches make the overlap harmless.
 */
export const OVERLAP_MS = 10 * MINUTE;

/** New listings matched per pass (about an hour's at the bench's rate; see decision 17). */
const SLICE = 1000;

// First key of the two-key advisory lock that lets one machine run a frequency's alerts at a time.
const ALERT_LOCK = 0x5a5e;
const LOCK_OF: Record<AlertFrequency, number> = { instant: 1, daily: 2, weekly: 3 };

export interface AlertRun {
  listings: number;
  searches: number;
  matches: number;
  digests: number;
  matchMs: number;
}

/**
 * Runs a frequency's alerts when its interval has passed since its last run (or `force`), unless
 * another machine is running them right now. Null when skipped.
 */
export async function runAlerts(frequency: AlertFrequency, options: { now?: Date; force?: boolean; slice?: number } = {}): Promise<AlertRun | null> {
  const now = options.now ?? new Date();
  const slice = options.slice ?? SLICE;
  const run = await prisma.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<[{ locked: boolean }]>`SELECT pg_try_advisory_xact_lock(${ALERT_LOCK}::int, ${LOCK_OF[frequency]}::int) AS locked`;
      if (!locked) return null;
      const last = await tx.savedSearchRun.findUnique({ where: { frequency } });
      if (last && !options.force && last.checkedThrough.getTime() + ALERT_INTERVAL_MS[frequency] > now.getTime()) return null;
      const from = new Date((last?.checkedThrough.getTime() ?? now.getTime() - ALERT_INTERVAL_MS[frequency]) - OVERLAP_MS);

      const fresh = await tx.$queryRaw<{ id: number; activated_at: Date; user_id: number }[]>`
        SELECT id, activated_at, user_id FROM listings
         WHERE activated_at > ${from} AND activated_at <= ${now} AND status IN ('active', 'pending')
           AND (package_expiry IS NULL OR package_expiry > (${now}::timestamptz AT TIME ZONE 'UTC'))
         ORDER BY activated_at, id`;
      const searches = fresh.length ? await tx.savedSearch.findMany({ where: { frequency }, select: { id: true, query: true, createdAt: true, userId: true } }) : [];

      // A day's or a week's listings are matched a slice at a time: each confirmation statement
      // scans its batch once per search, so the batch stays the size of an hour's listings.
      const started = performance.now();
      const matched = new Map<number, number[]>();
      for (let i = 0; i < fresh.length; i += slice) {
        const part = await matchSearches(searches, await loadNewListings(fresh.slice(i, i + slice).map((l) => l.id)));
        for (const [searchId, ids] of part) matched.set(searchId, [...(matched.get(searchId) ?? []), ...ids]);
      }
      const matchMs = performance.now() - started;

      // A search is told only of listings that went live after it was saved, and never of its owner's own.
      const liveAt = new Map(fresh.map((l) => [l.id, l.activated_at.getTime()]));
      const sellerOf = new Map(fresh.map((l) => [l.id, l.user_id]));
      const savedAt = new Map(searches.map((s) => [s.id, s.createdAt.getTime()]));
      const ownerOf = new Map(searches.map((s) => [s.id, s.userId]));
      const searchIds: number[] = [];
      const listingIds: number[] = [];
      const keys: string[] = [];
      for (const [searchId, ids] of matched) {
        for (const id of ids) {
          if (liveAt.get(id)! <= savedAt.get(searchId)! || sellerOf.get(id) === ownerOf.get(searchId)) continue;
          searchIds.push(searchId);
          listingIds.push(id);
          keys.push(digestKey(searchId, frequency, now));
        }
      }
      const inserted = searchIds.length
        ? await tx.$queryRaw<{ digest_key: string }[]>`
            INSERT INTO saved_search_matches (saved_search_id, listing_id, digest_key)
            SELECT * FROM unnest(${searchIds}::int[], ${listingIds}::int[], ${keys}::text[])
            ON CONFLICT DO NOTHING RETURNING digest_key`
        : [];
      await tx.savedSearchRun.upsert({ where: { frequency }, create: { frequency, checkedThrough: now }, update: { checkedThrough: now } });
      return { listings: fresh.length, searches: searches.length, matches: inserted.length, digests: new Set(inserted.map((r) => r.digest_key)).size, matchMs };
    },
    // A weekly run of a busy week is long; the lock and the watermark stay with it until it commits.
    { maxWait: 10_000, timeout: 3 * 60 * MINUTE },
  );
  if (run) await queueUnmailedDigests();
  return run;
}

/** One digest per search and run: "<search>:<frequency>:<time of the run>". */
export const digestKey = (searchId: number, frequency: AlertFrequency, at: Date) => `${searchId}:${frequency}:${at.toISOString()}`;

/**
 * Queues a mail job for every digest not mailed yet: this run's, and any left by a run that
 * stopped between recording its matches and queueing. The singleton key drops a digest queued twice.
 */
export async function queueUnmailedDigests(): Promise<number> {
  const keys = await prisma.$queryRaw<{ digest_key: string }[]>`SELECT DISTINCT digest_key FROM saved_search_matches WHERE mailed_at IS NULL`;
  for (const { digest_key } of keys) await enqueue(QUEUES.savedSearchDigest, { digestKey: digest_key }, { singletonKey: `digest:${digest_key}` });
  return keys.length;
}

/** Every frequency whose interval has passed; the scheduler calls this on every machine. */
export async function runDueAlerts(now = new Date()) {
  const runs: Partial<Record<AlertFrequency, AlertRun | null>> = {};
  for (const frequency of Object.keys(ALERT_INTERVAL_MS) as AlertFrequency[]) runs[frequency] = await runAlerts(frequency, { now });
  return runs;
}
