import sharp from "sharp";
import { IMAGE_WIDTHS } from "./variants";
import type { ImageVariant } from "./images.server";

/** The width of the stored variant every photo hash is taken from (the smallest: cheapest to decode). */
export const HASHED_WIDTH = IMAGE_WIDTHS[0];

const SIDE = 32;
const KEPT = 8;
// COSINES[u][x]: the weight of pixel column (or row) x in the u-th cosine of a 32-point DCT-II.
const COSINES = Array.from({ length: KEPT }, (_, u) => Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))));

/**
 * A 64-bit perceptual hash of a picture (the DCT hash): shrunk to 32 x 32 grey pixels, the 8 x 8
 * lowest frequencies of its cosine transform, each bit saying whether a frequency is above their
 * median. Resizing and re-encoding leave the coarse shape, and so the bits, nearly as they were:
 * near-identical photos are a small Hamming distance apart (decision 41). Returned as a signed
 * 64-bit integer, as Postgres stores a bigint.
 */
export async function photoHash(image: Buffer): Promise<bigint> {
  const grey = await sharp(image).grayscale().resize(SIDE, SIDE, { fit: "fill", kernel: "linear" }).raw().toBuffer();
  // The transform by rows, then by columns, keeping only the low frequencies.
  const rows = Array.from({ length: SIDE }, (_, y) => COSINES.map((cosine) => cosine.reduce((sum, weight, x) => sum + weight * grey[y * SIDE + x]!, 0)));
  const frequencies: number[] = [];
  for (let u = 0; u < KEPT; u++) {
    for (let v = 0; v < KEPT; v++) frequencies.push(COSINES[u]!.reduce((sum, weight, y) => sum + weight * rows[y]![v]!, 0));
  }
  // The median of all but the overall brightness (the first), which would only shift it.
  const median = frequencies.slice(1).sort((a, b) => a - b)[(KEPT * KEPT) / 2 - 1]!;
  let hash = 0n;
  for (const frequency of frequencies) hash = (hash << 1n) | (frequency > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** The hash of a freshly rendered photo, from the variant every stored photo is hashed from. */
export function hashOfVariants(variants: readonly ImageVariant[]): Promise<bigint> {
  const hashed = variants.find((variant) => variant.width === HASHED_WIDTH);
  if (!hashed) throw new Error(`No ${HASHED_WIDTH} px variant to hash`);
  return photoHash(hashed.body);
}

/** How many of the 64 bits differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (rest) {
    count += Number(rest & 1n);
    rest >>= 1n;
  }
  return count;
}
