// Writes the category pictures to public/categories/{type}-400.webp and {type}-800.webp, and
// the home page's category tiles as one picture per width (sprite-400.webp, sprite-800.webp):
// the eight pictures stacked top to bottom in VEHICLE_TYPES order, one request instead of eight.
// Run: npx tsx prisma/seed/photos/make-category-images.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";
import { VEHICLE_TYPES } from "../../../app/modules/catalog/vehicle-types";
import { renderVehiclePhoto } from "./render";
import { VEHICLE_ART_TYPES } from "./vehicle-art";

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, "../../../public/categories");
const WIDTHS = [400, 800] as const;

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const started = Date.now();
  const pictures = new Map<string, Buffer>();
  for (const type of VEHICLE_ART_TYPES) {
    for (const width of WIDTHS) {
      const buf = await renderVehiclePhoto(type, 0, width);
      pictures.set(`${type}-${width}`, buf);
      await write(`${type}-${width}.webp`, buf);
    }
  }
  for (const width of WIDTHS) await write(`sprite-${width}.webp`, await sprite(width, pictures));
  console.log(`Wrote ${VEHICLE_ART_TYPES.length * WIDTHS.length + WIDTHS.length} files in ${Date.now() - started} ms`);
}

async function write(name: string, buf: Buffer): Promise<void> {
  const file = path.join(outDir, name);
  await writeFile(file, buf);
  console.log(`${path.relative(process.cwd(), file)}  ${(buf.length / 1024).toFixed(1)} KB`);
}

/** The eight pictures of one width, each cropped to 3:2, stacked in VEHICLE_TYPES order. */
async function sprite(width: number, pictures: Map<string, Buffer>): Promise<Buffer> {
  const tile = Math.round((width * 2) / 3);
  const tiles = await Promise.all(
    VEHICLE_TYPES.map(async (type, i) => {
      const picture = pictures.get(`${type.slug}-${width}`);
      if (!picture) throw new Error(`no category picture for ${type.slug}`);
      return { input: await sharp(picture).resize(width, tile, { fit: "cover" }).toBuffer(), left: 0, top: i * tile };
    }),
  );
  return sharp({ create: { width, height: tile * tiles.length, channels: 3, background: "#f1f5f9" } })
    .composite(tiles)
    .webp({ quality: 72 })
    .toBuffer();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
