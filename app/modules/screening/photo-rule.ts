import { findPhotoMatches, type PhotoMatch } from "~/modules/photo-matching/find-photo-matches.server";
import { mediaStorage } from "~/modules/media/storage.server";
import { PHOTO_RULE } from "./thresholds";
import type { EvidencePhoto, RuleHit, ScreeningRule } from "./rule";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function evidenceOf(matches: PhotoMatch[]): { photos: EvidencePhoto[]; vehicleIds: number[] } {
  const storage = mediaStorage();
  const photos = matches.map((m) => ({ key: storage.keyForUrl(m.photo) ?? m.photo, matchedKey: m.matchingKey, vehicleId: m.vehicleId }));
  return { photos, vehicleIds: [...new Set(matches.map((m) => m.vehicleId))] };
}

/**
 * Photos near-identical (by perceptual hash, decision 41) to photos on another seller's listing,
 * or on the same seller's other listing on the market: stolen photos, or a duplicate listing.
 */
export const photoRule: ScreeningRule = {
  name: "photos-seen-on-other-listings",
  async check({ photos, userId, vehicleId }, { db }) {
    if (!photos.length) return [];
    const matches = await findPhotoMatches({ photos, sellerId: userId, vehicleId, db });
    const hits: RuleHit[] = [];
    if (matches.otherSellers.length) {
      const evidence = evidenceOf(matches.otherSellers);
      const own = new Set(matches.otherSellers.map((m) => m.photo)).size;
      hits.push({
        rule: "photos-from-another-seller",
        points: PHOTO_RULE.otherSellerPoints,
        explanation: `${plural(own, "photo")} of this listing ${own === 1 ? "matches" : "match"} photos on another seller's listing (vehicle ${evidence.vehicleIds.join(", ")}): they may have been copied.`,
        evidence,
      });
    }
    if (matches.sameSeller.length) {
      const evidence = evidenceOf(matches.sameSeller);
      hits.push({
        rule: "duplicate-listing",
        points: PHOTO_RULE.duplicatePoints,
        explanation: `The same seller shows these photos on another listing on the market (vehicle ${evidence.vehicleIds.join(", ")}): a duplicate listing.`,
        evidence,
      });
    }
    return hits;
  },
};
