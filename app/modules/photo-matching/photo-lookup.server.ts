// The near-duplicate lookup over photo_fingerprints by multi-index hashing (decision 41): the
// 64-bit hash in four bands of 16 bits, each with its own index (migration photo_fingerprints).
// Two hashes at most MATCH_DISTANCE bits apart agree exactly on at least one band (pigeonhole:
// 3 differing bits cannot touch all 4 bands), so the statement reads only the stored hashes that
// share a band with a probe, through the indexes, and keeps those within the distance.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

/** The most bits a photo may differ from another and still count as the same picture (decision 41). */
export const MATCH_DISTANCE = 3;
const BANDS = 4;
if (MATCH_DISTANCE >= BANDS) throw new Error("A match must share a band: MATCH_DISTANCE must stay below the band count");

export interface PhotoProbe {
  key: string;
  hash: bigint;
}

export interface NearPhoto {
  /** The probe's key. */
  probe: string;
  /** A stored photo's key whose hash is within MATCH_DISTANCE of the probe's (the probe's own key included). */
  key: string;
  distance: number;
}

/**
 * The lookup statement. The band expressions are the indexes' own, word for word; a probe's
 * band equalities are ORed, which the planner reads as one bitmap scan per band index.
 */
export function nearPhotosStatement(probes: readonly PhotoProbe[], maxDistance = MATCH_DISTANCE): Prisma.Sql {
  const keys = probes.map((probe) => probe.key);
  const hashes = probes.map((probe) => probe.hash.toString());
  return Prisma.sql`
    SELECT p.key AS probe, f.key, bit_count((f.hash # p.hash)::bit(64))::int AS distance
      FROM unnest(${keys}::text[], ${hashes}::bigint[]) AS p(key, hash)
      CROSS JOIN LATERAL (
        SELECT key, hash FROM photo_fingerprints f
         WHERE ((f.hash >> 48) & 65535) = ((p.hash >> 48) & 65535)
            OR ((f.hash >> 32) & 65535) = ((p.hash >> 32) & 65535)
            OR ((f.hash >> 16) & 65535) = ((p.hash >> 16) & 65535)
            OR (f.hash & 65535) = (p.hash & 65535)
      ) f
     WHERE bit_count((f.hash # p.hash)::bit(64)) <= ${maxDistance}`;
}

/** Every stored photo within `maxDistance` bits of each probe. */
export async function findNearPhotos(probes: readonly PhotoProbe[], maxDistance = MATCH_DISTANCE): Promise<NearPhoto[]> {
  if (!probes.length) return [];
  return prisma.$queryRaw<NearPhoto[]>(nearPhotosStatement(probes, maxDistance));
}
