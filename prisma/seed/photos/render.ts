import sharp from "sharp";

import { renderVehicleSvg, type VehicleArtType } from "./vehicle-art";

/**
 * Rasterises the vehicle illustration to a 3:2 WebP of the given width.
 * Deterministic and network-free.
 */
export async function renderVehiclePhoto(
  type: VehicleArtType,
  variant: number,
  width = 1200,
): Promise<Buffer> {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round((w * 2) / 3));
  const svg = Buffer.from(renderVehicleSvg(type, variant));
  // Render the SVG at a density that yields at least the target width, then resize.
  const density = Math.max(1, Math.min(2400, (72 * w) / 1200));
  return sharp(svg, { density })
    .resize(w, h, { fit: "fill" })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
}
