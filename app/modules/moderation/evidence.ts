// The evidence of a screening's rule hits as staff see it (decision 43). Screening writes
// `listing_screenings.hits` as [{ rule, points, explanation, evidence }]; a hit about photos
// carries `evidence.photos: [{ key, matchedKey, vehicleId }]`: the listing's photo, the stored
// photo it matches and that photo's listing. Browser-safe.
import { isSafeKey, MEDIA_ROUTE_PREFIX } from "~/modules/media/media-key";
import type { EvidencePhoto } from "~/modules/screening/rule";

export type { EvidencePhoto };

export interface RuleHit {
  rule: string;
  points: number;
  explanation: string;
  photos: EvidencePhoto[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function readPhotos(evidence: unknown): EvidencePhoto[] {
  if (!isRecord(evidence) || !Array.isArray(evidence.photos)) return [];
  return evidence.photos.flatMap((photo) =>
    isRecord(photo) && typeof photo.key === "string" && typeof photo.matchedKey === "string" && Number.isSafeInteger(photo.vehicleId)
      ? [{ key: photo.key, matchedKey: photo.matchedKey, vehicleId: photo.vehicleId as number }]
      : [],
  );
}

/** The hits as stored, kept only where they have the shape screening writes. */
export function readHits(json: unknown): RuleHit[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((hit) =>
    isRecord(hit) && typeof hit.rule === "string"
      ? [{ rule: hit.rule, points: typeof hit.points === "number" ? hit.points : 0, explanation: typeof hit.explanation === "string" ? hit.explanation : "", photos: readPhotos(hit.evidence) }]
      : [],
  );
}

/** The address of a stored photo, or null for a key that is not one of ours. */
export function photoUrl(key: string): string | null {
  const bare = key.startsWith(MEDIA_ROUTE_PREFIX) ? key.slice(MEDIA_ROUTE_PREFIX.length) : key;
  return isSafeKey(bare) ? `${MEDIA_ROUTE_PREFIX}${bare}` : null;
}
