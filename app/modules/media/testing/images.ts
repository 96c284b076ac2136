// Real image files for upload tests, made with sharp.
import zlib from "node:zlib";
import sharp from "sharp";

const solid = (width: number, height: number, background = "#d94f2b") =>
  sharp({ create: { width, height, channels: 3, background } });

export const pngBytes = () => solid(640, 480).png().toBuffer();
export const webpBytes = () => solid(400, 300, "#3366cc").webp().toBuffer();
export const gifBytes = () => solid(200, 150, "#22aa44").gif().toBuffer();
export const avifBytes = () => solid(200, 150, "#aa22aa").avif().toBuffer();

/** A 1280 x 853 photo with fine grain everywhere (deterministic noise, slightly blurred), as a JPEG. */
export async function detailedJpegBytes(): Promise<Buffer> {
  const [width, height] = [1280, 853];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    pixels[i] = seed >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(1.2).jpeg({ quality: 90 }).toBuffer();
}

/** A JPEG carrying camera EXIF with a GPS position, as phones write it. */
export const jpegWithGpsBytes = () =>
  solid(1024, 768, "#118877")
    .jpeg()
    .withExif({
      IFD0: { Make: "RideCam", Model: "Trail 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 4603/100", GPSLongitudeRef: "W", GPSLongitude: "79/1 58/1 5600/100" },
    })
    .toBuffer();

/** A valid-looking PNG that declares 20000 x 20000 pixels (400 MP) in about a megabyte. */
export const decompressionBombBytes = () =>
  sharp({ create: { width: 20_000, height: 20_000, channels: 3, background: "#ffffff" }, limitInputPixels: false })
    .png({ compressionLevel: 9, adaptiveFiltering: false })
    .toBuffer();

/**
 * A few hundred bytes of PNG whose header declares width x height pixels but whose data
 * holds one row: only a reader that trusts the header before decoding answers quickly
 * about its size; a decoder finds the data incomplete.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const oneRow = zlib.deflateSync(Buffer.alloc(1 + Math.min(width, 64) * 3));
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), chunk("IHDR", header), chunk("IDAT", oneRow), chunk("IEND", Buffer.alloc(0))]);
}

/** True when an EXIF block holds a pointer to a GPS directory (tag 0x8825). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.includes(Buffer.from("II*\0", "latin1"));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

export const fileOf = (bytes: Uint8Array, name: string, type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type });
