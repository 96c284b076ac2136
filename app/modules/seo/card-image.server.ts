// A preview card's picture: an SVG with the title and price, rasterized with sharp. Drawing one
// costs about 20 ms of CPU, so callers keep what they draw (stored-cards.server.ts).
import sharp from "sharp";
import { CARD_HEIGHT, CARD_WIDTH, clip } from "./previews";
import { escapeXml } from "./xml";

export interface CardText {
  /** A short line above the title: the vehicle type, "Research & Guides". */
  kicker: string;
  title: string;
  /** Shown large under the title: the price. */
  highlight?: string;
  /** A line at the bottom: the place, the category. */
  footer?: string;
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const TITLE_SIZE = 60;
// DejaVu Sans Bold runs up to about 0.7 em per character in titles set in capitals and digits.
const TITLE_CHARS_PER_LINE = Math.floor((CARD_WIDTH - 160) / (TITLE_SIZE * 0.7));
const TITLE_MAX_LINES = 3;

/** The title broken at spaces into at most three lines, the last one clipped. */
export function titleLines(title: string): string[] {
  const words = title.replace(/\s+/g, " ").trim().split(" ");
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= TITLE_CHARS_PER_LINE || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= TITLE_MAX_LINES) return lines.map((l) => clip(l, TITLE_CHARS_PER_LINE));
  const kept = lines.slice(0, TITLE_MAX_LINES);
  kept[TITLE_MAX_LINES - 1] = clip(`${kept[TITLE_MAX_LINES - 1]} ${lines[TITLE_MAX_LINES]}`, TITLE_CHARS_PER_LINE);
  return kept;
}

export function cardSvg(text: CardText): string {
  const lines = titleLines(text.title);
  const titleTop = 270;
  const lineHeight = Math.round(TITLE_SIZE * 1.18);
  const highlightY = titleTop + (lines.length - 1) * lineHeight + 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="0.6" stop-color="#1e293b"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect x="0" y="0" width="${CARD_WIDTH}" height="12" fill="#ea580c"/>
<text x="80" y="110" font-family="${FONT}" font-size="44" font-weight="bold" fill="#ffffff">Ride<tspan fill="#fb923c">Market</tspan></text>
<text x="80" y="185" font-family="${FONT}" font-size="32" fill="#fdba74">${escapeXml(clip(text.kicker, 50))}</text>
${lines.map((line, i) => `<text x="80" y="${titleTop + i * lineHeight}" font-family="${FONT}" font-size="${TITLE_SIZE}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`).join("\n")}
${text.highlight ? `<text x="80" y="${highlightY}" font-family="${FONT}" font-size="60" font-weight="bold" fill="#fb923c">${escapeXml(clip(text.highlight, 30))}</text>` : ""}
${text.footer ? `<text x="80" y="${CARD_HEIGHT - 50}" font-family="${FONT}" font-size="28" fill="#cbd5e1">${escapeXml(clip(text.footer, 70))}</text>` : ""}
</svg>`;
}

export async function renderCard(text: CardText): Promise<Buffer> {
  // zlib level 6 rather than 9: half the CPU for a card about 10% larger.
  return sharp(Buffer.from(cardSvg(text))).png({ compressionLevel: 6, palette: false }).toBuffer();
}
