// How near two photo hashes must be to count as the same picture (decision 41, where the measured
// distances of resized and re-encoded copies are). The lookup's band layout depends on it.

/** The most bits a photo's hash may differ from another's and still count as the same picture. */
export const MATCH_DISTANCE = 3;
/** The hash's 64 bits are looked up in this many bands of 16; a match must share one exactly. */
export const HASH_BANDS = 4;
if (MATCH_DISTANCE >= HASH_BANDS) throw new Error("A match must share a band: MATCH_DISTANCE must stay below the band count");
