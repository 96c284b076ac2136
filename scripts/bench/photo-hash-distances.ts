// npm run bench:photo-hashes: how far copies of a photo land from it (decision 41). Each of
// BENCH_PICTURES demo pictures (default 16, spread over the vehicle types) goes through the upload
// pipeline; its stored 1280 px file is copied (resized, re-encoded, brightened, cropped) and the
// copy goes through the pipeline again. Prints the Hamming distances of the copies' hashes, and
// those between different pictures, so MATCH_DISTANCE can be checked against them.
import sharp from "sharp";
import { renderImageVariants } from "../../app/modules/media/images.server";
import { hammingDistance, hashOfVariants } from "../../app/modules/media/photo-hash.server";
import { MATCH_DISTANCE } from "../../app/modules/photo-matching/match-distance";
import { renderVehiclePhoto } from "../../prisma/seed/photos/render";
import { VEHICLE_ART_TYPES } from "../../prisma/seed/photos/vehicle-art";

const PICTURES = Number(process.env.BENCH_PICTURES ?? 16);
const COPIES: Record<string, (stored: Buffer) => Promise<Buffer>> = {
  "the same file": async (stored) => stored,
  "1280 -> 640 -> 1280, JPEG 85": async (stored) => sharp(await sharp(stored).resize(640).toBuffer()).resize(1280).jpeg({ quality: 85 }).toBuffer(),
  "1280 -> 320, PNG": (stored) => sharp(stored).resize(320).png().toBuffer(),
  "JPEG quality 60": (stored) => sharp(stored).jpeg({ quality: 60 }).toBuffer(),
  "WebP quality 50": (stored) => sharp(stored).webp({ quality: 50 }).toBuffer(),
  "10% brighter, JPEG": (stored) => sharp(stored).modulate({ brightness: 1.1 }).jpeg().toBuffer(),
  "5% cropped from each side": (stored) => sharp(stored).extract({ left: 32, top: 21, width: 1216, height: 811 }).jpeg().toBuffer(),
};

const distances = new Map<string, number[]>(Object.keys(COPIES).map((name) => [name, []]));
const originals: bigint[] = [];
for (let n = 0; n < PICTURES; n++) {
  const type = VEHICLE_ART_TYPES[n % VEHICLE_ART_TYPES.length]!;
  const variants = await renderImageVariants(await renderVehiclePhoto(type, Math.floor(n / VEHICLE_ART_TYPES.length), 1280));
  const hash = await hashOfVariants(variants);
  originals.push(hash);
  const stored = variants.find((variant) => variant.width === 1280)!.body;
  for (const [name, copy] of Object.entries(COPIES)) distances.get(name)!.push(hammingDistance(hash, await hashOfVariants(await renderImageVariants(await copy(stored)))));
  process.stdout.write(`\r${n + 1} / ${PICTURES} pictures`);
}

const summary = (list: number[]) => {
  const counts = new Map<number, number>();
  for (const d of list) counts.set(d, (counts.get(d) ?? 0) + 1);
  const within = list.filter((d) => d <= MATCH_DISTANCE).length;
  return `max ${Math.max(...list)}, within ${MATCH_DISTANCE}: ${within}/${list.length}; ${[...counts].sort(([a], [b]) => a - b).map(([d, c]) => `${d}: ${c}`).join(", ")}`;
};
console.log(`\n\nHamming distance of a copy's hash from the original's (MATCH_DISTANCE ${MATCH_DISTANCE})`);
for (const [name, list] of distances) console.log(`  ${name.padEnd(28)} ${summary(list)}`);
const pairs = originals.flatMap((a, i) => originals.slice(i + 1).map((b) => hammingDistance(a, b))).sort((a, b) => a - b);
console.log(`  two different pictures (${pairs.length} pairs): smallest ${pairs[0]}, 1st percentile ${pairs[Math.floor(pairs.length / 100)]}, median ${pairs[pairs.length >> 1]}`);
