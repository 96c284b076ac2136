// The near-duplicate lookup over photo_fingerprints by multi-index hashing (decision 41): the
// 64-bit hash in four bands of 16 bits, each with its own index (migration photo_fingerprints).
// Two hashes at most MATCH_DISTANCE bits apart agree exactly on at least one band (pigeonhole:
// 3 differing bits cannot touch all 4 bands), so the statement reads only the stored hashes that
// share a band with a probe, through the indexes, and keeps those within the distance.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { MATCH_DISTANCE } from "./match-distance";

export { MATCH_DISTANCE };

export interface PhotoProbe {
  key: string;
  hash: bigint;
}

export interface NearPhoto {
  /** The probe's key. */
  probe: string;
  /** A stored photo's key whose hash is within MATCH_DISTANCE of the probe's (the probe's own key among them). */
  key: string;
  distance: number;
}

/**
 * At most this many stored photos are answered per probe, closest first: a stock picture a dealer
 * shows on thousands of units would otherwise make every lookup of it read them all, and each
 * listing screened with it cost more than the one before.
 */
export const NEAR_PHOTOS_PER_PROBE = 100;

/**
 * The lookup statement. The band expressions are the indexes' own, word for word. Each band's
 * candidates are read and checked from its index alone (it holds the whole hash); only the few
 * hashes within the distance are then looked up again, by band and hash, for their keys.
 */
export function nearPhotosStatement(probes: readonly PhotoProbe[], maxDistance = MATCH_DISTANCE): Prisma.Sql {
  const keys = probes.map((probe) => probe.key);
  const hashes = probes.map((probe) => probe.hash.toString());
  return Prisma.sql`
    WITH near AS (
      SELECT p.key AS probe, c.hash, bit_count((c.hash # p.hash)::bit(64))::int AS distance
        FROM unnest(${keys}::text[], ${hashes}::bigint[]) AS p(key, hash)
        CROSS JOIN LATERAL (
          SELECT hash FROM photo_fingerprints WHERE ((hash >> 48) & 65535) = ((p.hash >> 48) & 65535)
          UNION SELECT hash FROM photo_fingerprints WHERE ((hash >> 32) & 65535) = ((p.hash >> 32) & 65535)
          UNION SELECT hash FROM photo_fingerprints WHERE ((hash >> 16) & 65535) = ((p.hash >> 16) & 65535)
          UNION SELECT hash FROM photo_fingerprints WHERE (hash & 65535) = (p.hash & 65535)
        ) c
       WHERE bit_count((c.hash # p.hash)::bit(64)) <= ${maxDistance}
    )
    SELECT p.key AS probe, m.key, m.distance
      FROM unnest(${keys}::text[]) AS p(key)
     CROSS JOIN LATERAL (
       SELECT f.key, near.distance
         FROM near JOIN photo_fingerprints f ON ((f.hash >> 48) & 65535) = ((near.hash >> 48) & 65535) AND f.hash = near.hash
        WHERE near.probe = p.key
        ORDER BY near.distance
        LIMIT ${NEAR_PHOTOS_PER_PROBE}) m`;
}

/** The stored photos within `maxDistance` bits of each probe (at most NEAR_PHOTOS_PER_PROBE, closest first); `db`: a transaction to read in, if any. */
export async function findNearPhotos(probes: readonly PhotoProbe[], maxDistance = MATCH_DISTANCE, db: Pick<Prisma.TransactionClient, "$queryRaw"> = prisma): Promise<NearPhoto[]> {
  if (!probes.length) return [];
  return db.$queryRaw<NearPhoto[]>(nearPhotosStatement(probes, maxDistance));
}
