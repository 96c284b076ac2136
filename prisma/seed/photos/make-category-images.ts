// Writes the category pictures to public/categories/{type}-400.webp and {type}-800.webp.
// Run: npx tsx prisma/seed/photos/make-category-images.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { renderVehiclePhoto } from "./render";
import { VEHICLE_ART_TYPES } from "./vehicle-art";

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, "../../../public/categories");
const WIDTHS = [400, 800] as const;

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const started = Date.now();
  for (const type of VEHICLE_ART_TYPES) {
    for (const width of WIDTHS) {
      const buf = await renderVehiclePhoto(type, 0, width);
      const file = path.join(outDir, `${type}-${width}.webp`);
      await writeFile(file, buf);
      console.log(`${path.relative(process.cwd(), file)}  ${(buf.length / 1024).toFixed(1)} KB`);
    }
  }
  console.log(`Wrote ${VEHICLE_ART_TYPES.length * WIDTHS.length} files in ${Date.now() - started} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
