// npm run bench:uploads: CPU and wall time of one upload request of ten photos at the pixel
// bound (the worst case a seller may send), through the same checks and re-encoding as
// POST /api/upload/images, stored to a temporary folder.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "../../app/modules/media/images.server";
import { LocalDiskStorage } from "../../app/modules/media/local-disk-storage.server";
import { storeUploadedPhotos } from "../../app/modules/media/upload.server";

const WIDTH = 7744; // 7744 x 5163 is just under MAX_INPUT_PIXELS at 3:2
const HEIGHT = Math.floor(MAX_INPUT_PIXELS / WIDTH);

async function photo(format: "png" | "jpeg") {
  const image = sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#d94f2b" } });
  return format === "png" ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

const root = await fs.mkdtemp(path.join(os.tmpdir(), "ridemarket-bench-uploads-"));
try {
  const storage = new LocalDiskStorage(root);
  for (const format of ["png", "jpeg"] as const) {
    const bytes = await photo(format);
    const files = Array.from({ length: 10 }, (_, i) => new File([new Uint8Array(bytes)], `p${i}.${format}`));
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await storeUploadedPhotos(files, { existingCount: 0, storage });
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `10 x ${((WIDTH * HEIGHT) / 1e6).toFixed(1)} MP ${format.toUpperCase()} (${((bytes.length * 10) / 1024 / 1024).toFixed(1)} MB request): ` +
        `${Math.round(performance.now() - started)} ms wall, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU`,
    );
  }
} finally {
  await fs.rm(root, { recursive: true, force: true });
}
