// How complete a listing is (decision 20): the rules, their points and their hints, in one place.
// The score is the share of points earned among the rules that apply to the listing, 0 to 100.

export interface ListingFacts {
  type: string;
  photos: number;
  description: string;
  mileage: number | null;
  /** The vehicle's VIN or HIN, if the seller gave one. */
  identifier: string | null;
}

export interface CompletenessRule {
  id: string;
  points: number;
  /** False when the rule means nothing for this listing: it then neither earns nor costs points. */
  applies: (facts: ListingFacts) => boolean;
  met: (facts: ListingFacts) => boolean;
  hint: (facts: ListingFacts) => string;
}

export const GOOD_PHOTO_COUNT = 6;
export const GOOD_DESCRIPTION_WORDS = 80;
/** Types that carry a 17-character VIN on the road, and boats with their 12-character HIN. */
const VIN_TYPES = new Set(["motorcycle", "rv"]);
const HIN_TYPES = new Set(["boat"]);

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const always = () => true;

export const COMPLETENESS_RULES: readonly CompletenessRule[] = [
  {
    id: "photo",
    points: 15,
    applies: always,
    met: (f) => f.photos >= 1,
    hint: () => "Add a photo: buyers rarely open a listing without one",
  },
  {
    id: "photos",
    points: 25,
    applies: always,
    met: (f) => f.photos >= GOOD_PHOTO_COUNT,
    hint: () => `Add at least ${GOOD_PHOTO_COUNT} photos: listings with ${GOOD_PHOTO_COUNT}+ get more views`,
  },
  {
    id: "description",
    points: 25,
    applies: always,
    met: (f) => wordCount(f.description) >= GOOD_DESCRIPTION_WORDS,
    hint: () => `Write a description of at least ${GOOD_DESCRIPTION_WORDS} words: condition, service history and upgrades`,
  },
  {
    id: "mileage",
    points: 15,
    applies: always,
    met: (f) => f.mileage !== null,
    hint: () => "Add the mileage or hours: buyers filter by it",
  },
  {
    id: "identifier",
    points: 20,
    applies: (f) => VIN_TYPES.has(f.type) || HIN_TYPES.has(f.type),
    met: (f) => Boolean(f.identifier?.trim()),
    hint: (f) => (HIN_TYPES.has(f.type) ? "Add the HIN" : "Add the VIN"),
  },
];

export interface Completeness {
  score: number;
  /**
   * Every rule not met, the ones worth the most points first, each with the points (out of
   * 100) it would add: together they are what the score lacks of 100.
   */
  hints: { id: string; text: string; points: number }[];
}

export function listingCompleteness(facts: ListingFacts, rules: readonly CompletenessRule[] = COMPLETENESS_RULES): Completeness {
  const applicable = rules.filter((r) => r.applies(facts));
  const share = sharesOf100(applicable.map((r) => r.points));
  const missing = applicable.map((rule, i) => ({ rule, points: share[i]! })).filter(({ rule }) => !rule.met(facts));
  return {
    score: applicable.length === 0 ? 100 : 100 - missing.reduce((sum, m) => sum + m.points, 0),
    hints: missing.sort((a, b) => b.points - a.points).map(({ rule, points }) => ({ id: rule.id, text: rule.hint(facts), points })),
  };
}

/**
 * Each rule's points scaled so the applicable ones add up to exactly 100 (whole numbers: the
 * largest remainders get the leftover points, the earlier rule first on a tie).
 */
function sharesOf100(points: number[]): number[] {
  const total = points.reduce((sum, p) => sum + p, 0);
  if (total === 0) return points.map(() => 0);
  const exact = points.map((p) => (p * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    shares[i]! += 1;
  }
  return shares;
}
