// Network-free, deterministic flat illustrations of the eight vehicle types.
// renderVehicleSvg(type, variant) returns a 1200x800 SVG (no text, no external
// references) showing a side-view vehicle in a scene that suits the type.
// `variant` picks body colour, time of day, scene details and small pose changes.

import type { TypeSlug } from "../catalog/types";
import { VEHICLE_TYPE_SLUGS } from "../../../app/modules/catalog/vehicle-types";

export type VehicleArtType = TypeSlug;

export const VEHICLE_ART_TYPES: readonly VehicleArtType[] = VEHICLE_TYPE_SLUGS;

type TimeOfDay = "day" | "golden" | "overcast";

/** Realistic vehicle colours (factory-style). */
const PALETTE: readonly string[] = [
  "#c8102e", // race red
  "#1f4fa8", // racing blue
  "#ee6a10", // factory orange
  "#3f9b2f", // team green
  "#f2b300", // championship yellow
  "#25272b", // gloss black
  "#e9ecef", // white
  "#8e979e", // silver
  "#4c5a3c", // olive drab
  "#7a1f2b", // burgundy
  "#2a8fbf", // ocean blue
];

/** Palette index of variant 0 per type, so category pictures look typical. */
const START_COLOUR: Record<VehicleArtType, number> = {
  dirtbike: 2,
  motorcycle: 1,
  atv: 0,
  boat: 10,
  rv: 5,
  camper: 9,
  sandrail: 4,
  utv: 3,
};

const TIMES: readonly TimeOfDay[] = ["day", "golden", "overcast"];

// ---------------------------------------------------------------- helpers

const n = (v: number): string => String(Math.round(v * 10) / 10);

/** Element i (wrapped) of a non-empty list. */
function pick<T>(list: readonly T[], i: number): T {
  return list[((i % list.length) + list.length) % list.length] as T;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex(r: number, g: number, b: number): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return hex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** amt > 0 lightens towards white, amt < 0 darkens towards black. */
function shade(c: string, amt: number): string {
  return amt >= 0 ? mix(c, "#ffffff", amt) : mix(c, "#000000", -amt);
}

function luminance(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

interface Ctx {
  type: VehicleArtType;
  rnd: () => number;
  time: TimeOfDay;
  body: string;
  /** Applies the time-of-day grade to a scene colour. */
  tone: (c: string) => string;
  /** Vehicle faces left (scene props avoid its hitch side). */
  mirror: boolean;
  /** x of the sun (golden hour), for reflections. */
  sunX: number;
  /** Random number in [a, b). */
  r: (a: number, b: number) => number;
  /** Random integer in [a, b]. */
  ri: (a: number, b: number) => number;
}

function makeCtx(type: VehicleArtType, variant: number): Ctx {
  const v = Math.max(0, Math.floor(Number.isFinite(variant) ? variant : 0));
  const rnd = mulberry32(hashString(type) ^ Math.imul(v + 1, 0x9e3779b1));
  const time = pick(TIMES, v);
  const body = pick(PALETTE, START_COLOUR[type] + v * 3);
  const tone = (c: string): string => {
    if (time === "golden") return mix(c, "#ff9a4a", 0.2);
    if (time === "overcast") {
      const l = luminance(c) * 255;
      return mix(mix(c, hex(l, l, l), 0.45), "#8d98a2", 0.18);
    }
    return c;
  };
  return {
    type,
    rnd,
    time,
    body,
    tone,
    sunX: 600,
    mirror: false,
    r: (a, b) => a + (b - a) * rnd(),
    ri: (a, b) => Math.floor(a + (b - a + 1) * rnd()),
  };
}

const TYRE = "#1c1d20";
const TYRE_SIDE = "#2e3035";
const METAL = "#b9c0c6";
const DARK = "#33363b";
const GLASS = "#4d6b82";

interface WheelOpts {
  tyre: number; // tyre (rubber) thickness
  rim: string;
  knobby?: boolean;
  style: "wire" | "mag" | "steel" | "disc" | "beadlock";
  paddle?: boolean;
}

function wheel(cx: number, cy: number, r: number, o: WheelOpts): string {
  const inner = r - o.tyre;
  let s = "";
  if (o.knobby || o.paddle) {
    const rr = r - 5;
    const circ = 2 * Math.PI * rr;
    const count = o.paddle ? 16 : Math.round(circ / 22);
    const seg = circ / count;
    const on = o.paddle ? 9 : seg * 0.55;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="none" stroke="${TYRE}" stroke-width="${o.paddle ? 18 : 11}" stroke-dasharray="${n(on)} ${n(seg - on)}"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - (o.paddle ? 12 : 7))}" fill="${TYRE}"/>`;
  } else {
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${TYRE}"/>`;
  }
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner + o.tyre * 0.35)}" fill="none" stroke="${TYRE_SIDE}" stroke-width="${n(o.tyre * 0.25)}"/>`;
  const rim = o.rim;
  const rimDark = shade(rim, -0.35);
  if (o.style === "wire") {
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="none" stroke="${rim}" stroke-width="7"/>`;
    let d = "";
    const k = 28;
    for (let i = 0; i < k; i++) {
      const a = (i / k) * Math.PI * 2;
      const a2 = a + (i % 2 ? 0.35 : -0.35);
      d += `M${n(cx + Math.cos(a2) * 9)} ${n(cy + Math.sin(a2) * 9)}L${n(cx + Math.cos(a) * (inner - 3))} ${n(cy + Math.sin(a) * (inner - 3))}`;
    }
    s += `<path d="${d}" stroke="#d5d9dc" stroke-width="1.8"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="13" fill="${METAL}" stroke="${DARK}" stroke-width="3"/>`;
  } else if (o.style === "mag") {
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="${DARK}"/>`;
    let d = "";
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
      d += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a) * inner)} ${n(cy + Math.sin(a) * inner)}`;
    }
    s += `<path d="${d}" stroke="${rim}" stroke-width="${n(inner * 0.2)}" stroke-linecap="round"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="none" stroke="${rim}" stroke-width="6"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner * 0.52)}" fill="none" stroke="#8b9299" stroke-width="${n(inner * 0.1)}"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner * 0.22)}" fill="${rim}"/>`;
  } else if (o.style === "beadlock") {
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="${rim}"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner - 6)}" fill="none" stroke="${rimDark}" stroke-width="2" stroke-dasharray="3 9"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner * 0.72)}" fill="${rimDark}"/>`;
    let d = "";
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      d += `M${n(cx + Math.cos(a) * inner * 0.2)} ${n(cy + Math.sin(a) * inner * 0.2)}L${n(cx + Math.cos(a) * inner * 0.72)} ${n(cy + Math.sin(a) * inner * 0.72)}`;
    }
    s += `<path d="${d}" stroke="${rim}" stroke-width="${n(inner * 0.16)}"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner * 0.24)}" fill="${shade(rim, 0.2)}" stroke="${rimDark}" stroke-width="2"/>`;
  } else if (o.style === "steel") {
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="${rim}"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner * 0.78)}" fill="none" stroke="${rimDark}" stroke-width="3"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner * 0.42)}" fill="${shade(rim, -0.15)}"/>`;
    let d = "";
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + 0.3;
      d += `M${n(cx + Math.cos(a) * inner * 0.6)} ${n(cy + Math.sin(a) * inner * 0.6)}h0.1`;
    }
    s += `<path d="${d}" stroke="${rimDark}" stroke-width="${n(inner * 0.14)}" stroke-linecap="round"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner * 0.16)}" fill="${shade(rim, 0.3)}"/>`;
  } else {
    // disc: solid alloy with brake rotor
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="${rim}"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner * 0.62)}" fill="${shade(rim, -0.2)}"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner * 0.22)}" fill="${shade(rim, 0.25)}"/>`;
  }
  return s;
}

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} fill="${fill}"${extra}/>`;
}

function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function line(d: string, stroke: string, w: number, extra = ""): string {
  const cap = extra.includes("stroke-linecap") ? "" : ` stroke-linecap="round"`;
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(w)}"${cap} stroke-linejoin="round"${extra}/>`;
}

function shadow(cx: number, cy: number, rx: number, ry: number, op = 0.28): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="${op}"/>`;
}

// ---------------------------------------------------------------- scenery

function sky(c: Ctx, horizon: number): string {
  const stops =
    c.time === "day"
      ? [
          ["0", "#3b8ad6"],
          ["1", "#c4e6f7"],
        ]
      : c.time === "golden"
        ? [
            ["0", "#5c74b0"],
            ["0.55", "#e9a983"],
            ["1", "#ffd58f"],
          ]
        : [
            ["0", "#8794a1"],
            ["1", "#d5dade"],
          ];
  let s = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`)
    .join("")}</linearGradient>`;
  if (c.time !== "overcast") {
    s += `<radialGradient id="glow"><stop offset="0" stop-color="${c.time === "golden" ? "#ffe3a0" : "#ffffff"}" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  }
  s += `</defs><rect width="1200" height="${n(horizon + 40)}" fill="url(#sky)"/>`;
  if (c.time === "day") {
    const x = c.r(850, 1100);
    const y = c.r(90, 150);
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="110" fill="url(#glow)" opacity="0.7"/><circle cx="${n(x)}" cy="${n(y)}" r="38" fill="#fff8dc"/>`;
  } else if (c.time === "golden") {
    const x = c.r(150, 1050);
    c.sunX = x;
    const y = horizon - c.r(80, 140);
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="190" fill="url(#glow)" opacity="0.8"/><circle cx="${n(x)}" cy="${n(y)}" r="56" fill="#ffcf6e"/>`;
  }
  // clouds
  const count = c.time === "overcast" ? c.ri(5, 7) : c.ri(1, 4);
  const cloud = c.time === "overcast" ? "#c3c9cf" : c.time === "golden" ? "#ffe2c2" : "#ffffff";
  const cloudOp = c.time === "overcast" ? 0.95 : 0.85;
  for (let i = 0; i < count; i++) {
    const x = c.r(-40, 1200);
    const y = c.r(50, Math.max(90, horizon - 220));
    const w = c.r(90, 190) * (c.time === "overcast" ? 1.6 : 1);
    s += `<g fill="${cloud}" opacity="${cloudOp}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(w * 0.22)}"/><ellipse cx="${n(x - w * 0.3)}" cy="${n(y - w * 0.12)}" rx="${n(w * 0.38)}" ry="${n(w * 0.24)}"/><ellipse cx="${n(x + w * 0.2)}" cy="${n(y - w * 0.2)}" rx="${n(w * 0.42)}" ry="${n(w * 0.3)}"/></g>`;
  }
  if (c.time === "overcast") {
    s += `<rect width="1200" height="${n(horizon)}" fill="#b9c1c8" opacity="0.25"/>`;
  }
  return s;
}

function ridge(c: Ctx, base: number, amp: number, steps: number, fill: string, smooth: boolean): string {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i <= steps; i++) {
    xs.push((i / steps) * 1200);
    ys.push(base - c.r(0.25, 1) * amp);
  }
  let d = `M0 ${n(base + 200)}L0 ${n(ys[0] ?? base)}`;
  for (let i = 1; i <= steps; i++) {
    const x0 = xs[i - 1] ?? 0;
    const y0 = ys[i - 1] ?? base;
    const x1 = xs[i] ?? 1200;
    const y1 = ys[i] ?? base;
    if (smooth) {
      const mx = (x0 + x1) / 2;
      d += `C${n(mx)} ${n(y0)} ${n(mx)} ${n(y1)} ${n(x1)} ${n(y1)}`;
    } else {
      d += `L${n(x1)} ${n(y1)}`;
    }
  }
  d += `L1200 ${n(base + 200)}Z`;
  return path(d, fill);
}

function mountains(c: Ctx, base: number, fill: string, snow: boolean): string {
  let s = "";
  let x = c.r(-200, -60);
  let d = `M0 ${n(base)}`;
  const caps: string[] = [];
  while (x < 1300) {
    const w = c.r(160, 320);
    const h = c.r(110, 230);
    const px = x + w / 2;
    d += `L${n(x)} ${n(base)}L${n(px)} ${n(base - h)}L${n(x + w)} ${n(base)}`;
    if (snow && h > 150) {
      const k = 0.28;
      caps.push(
        `M${n(px - (w / 2) * k)} ${n(base - h * (1 - k))}L${n(px)} ${n(base - h)}L${n(px + (w / 2) * k)} ${n(base - h * (1 - k))}L${n(px + 6)} ${n(base - h * (1 - k) + 12)}L${n(px - 10)} ${n(base - h * (1 - k) + 6)}Z`,
      );
    }
    x += w * c.r(0.5, 0.8);
  }
  d += `L1200 ${n(base)}Z`;
  s += path(d, fill);
  if (caps.length) s += path(caps.join(""), c.tone("#f4f6f8"), ` opacity="0.9"`);
  return s;
}

function pine(x: number, base: number, h: number, col: string): string {
  const w = h * 0.42;
  const trunk = shade(col, -0.45);
  return (
    rect(x - h * 0.035, base - h * 0.15, h * 0.07, h * 0.15, trunk) +
    path(
      `M${n(x)} ${n(base - h)}L${n(x + w * 0.55)} ${n(base - h * 0.55)}L${n(x + w * 0.35)} ${n(base - h * 0.55)}L${n(x + w)} ${n(base - h * 0.12)}L${n(x - w)} ${n(base - h * 0.12)}L${n(x - w * 0.35)} ${n(base - h * 0.55)}L${n(x - w * 0.55)} ${n(base - h * 0.55)}Z`,
      col,
    )
  );
}

function roundTree(x: number, base: number, h: number, col: string): string {
  return (
    rect(x - h * 0.04, base - h * 0.45, h * 0.08, h * 0.45, shade(col, -0.5)) +
    `<circle cx="${n(x)}" cy="${n(base - h * 0.62)}" r="${n(h * 0.3)}" fill="${col}"/>` +
    `<circle cx="${n(x - h * 0.16)}" cy="${n(base - h * 0.5)}" r="${n(h * 0.22)}" fill="${col}"/>` +
    `<circle cx="${n(x + h * 0.17)}" cy="${n(base - h * 0.48)}" r="${n(h * 0.2)}" fill="${shade(col, -0.08)}"/>`
  );
}

function treeLine(c: Ctx, base: number, col: string, countMin: number, countMax: number, hMin: number, hMax: number, avoid?: [number, number]): string {
  let s = "";
  const count = c.ri(countMin, countMax);
  for (let i = 0; i < count; i++) {
    const x = c.r(-20, 1220);
    if (avoid && x > avoid[0] && x < avoid[1]) continue;
    const h = c.r(hMin, hMax);
    const shadeAmt = c.r(-0.12, 0.08);
    s += c.rnd() < 0.75 ? pine(x, base + c.r(0, 8), h, shade(col, shadeAmt)) : roundTree(x, base + c.r(0, 8), h * 0.8, shade(col, shadeAmt + 0.05));
  }
  return s;
}

function grassTufts(c: Ctx, y0: number, y1: number, col: string, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = c.r(0, 1200);
    const y = c.r(y0, y1);
    const h = c.r(8, 18);
    d += `M${n(x - 6)} ${n(y)}L${n(x - 3)} ${n(y - h)}L${n(x)} ${n(y)}L${n(x + 3)} ${n(y - h * 0.8)}L${n(x + 6)} ${n(y)}Z`;
  }
  return path(d, col);
}

function stones(c: Ctx, y0: number, y1: number, col: string, count: number): string {
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = c.r(0, 1200);
    const y = c.r(y0, y1);
    const w = c.r(5, 16);
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(w * 0.45)}" fill="${shade(col, c.r(-0.15, 0.15))}"/>`;
  }
  return s;
}

interface Scene {
  bg: string;
  /** y of the ground contact line for the vehicle */
  ground: number;
  fg?: string;
}

function sceneDirtTrack(c: Ctx): Scene {
  const H = 600;
  let s = sky(c, H);
  s += mountains(c, H - 40, c.tone("#8fa3b5"), false);
  s += ridge(c, H - 10, 70, 6, c.tone("#7d9a5a"), true);
  s += treeLine(c, H, c.tone("#4d7040"), 6, 11, 50, 95);
  // track banner fence
  const fenceY = H + 2;
  s += rect(0, fenceY - 16, 1200, 16, c.tone("#ffffff"));
  let stripes = "";
  for (let x = c.r(-60, 0); x < 1200; x += 120) stripes += `M${n(x)} ${n(fenceY - 16)}h60v16h-60z`;
  s += path(stripes, c.tone(c.rnd() < 0.5 ? "#d8342c" : "#1f5fbf"));
  // ground
  s += rect(0, H, 1200, 800 - H, c.tone("#b07a4a"));
  // jump / berm in the background
  const jx = c.r(60, 300);
  s += path(`M${n(jx - 170)} ${n(H + 30)}Q${n(jx)} ${n(H - 60)} ${n(jx + 170)} ${n(H + 30)}Z`, c.tone("#9c6a3e"));
  s += rect(0, H + 30, 1200, 800 - H - 30, c.tone("#a87144"));
  // ruts
  s += line(`M0 ${n(H + 70)}Q600 ${n(H + 40)} 1200 ${n(H + 75)}`, c.tone("#8b5a32"), 8);
  s += line(`M0 ${n(H + 150)}Q600 ${n(H + 120)} 1200 ${n(H + 160)}`, c.tone("#8b5a32"), 10);
  s += stones(c, H + 40, 790, c.tone("#8e6a4e"), 26);
  s += grassTufts(c, H + 5, H + 30, c.tone("#6e8a3c"), 14);
  // roost dust
  const dust = c.tone("#d6b48c");
  let fg = "";
  for (let i = 0; i < 6; i++) {
    fg += `<circle cx="${n(c.r(120, 330))}" cy="${n(c.r(580, 650))}" r="${n(c.r(12, 30))}" fill="${dust}" opacity="${n(c.r(0.25, 0.5))}"/>`;
  }
  return { bg: s, ground: 660, fg };
}

function sceneRoad(c: Ctx): Scene {
  const H = 560;
  let s = sky(c, H);
  s += mountains(c, H, c.tone("#7f94ab"), c.rnd() < 0.6);
  s += ridge(c, H + 10, 60, 7, c.tone("#6f9455"), true);
  s += treeLine(c, H + 25, c.tone("#3f6b3a"), 5, 10, 45, 90);
  s += rect(0, H + 20, 1200, 800 - H, c.tone("#7fa55a"));
  // guard rail
  const gy = 600;
  let posts = "";
  for (let x = 20; x < 1200; x += 90) posts += `M${n(x)} ${n(gy)}v34`;
  s += line(posts, c.tone("#6c7177"), 7, ` stroke-linecap="butt"`);
  s += rect(0, gy - 4, 1200, 14, c.tone("#c9ced3"));
  s += rect(0, gy + 6, 1200, 3, c.tone("#8c9197"));
  // road
  const ry = 640;
  s += rect(0, ry, 1200, 160, c.tone("#4a4d52"));
  s += rect(0, ry + 6, 1200, 5, c.tone("#eeeeee"));
  let dash = "";
  for (let x = c.r(-80, 0); x < 1200; x += 150) dash += `M${n(x)} ${n(ry + 92)}h80`;
  s += line(dash, c.tone("#f2c230"), 7, ` stroke-linecap="butt"`);
  s += rect(0, ry + 150, 1200, 10, c.tone("#6e9152"));
  return { bg: s, ground: 684 };
}

function sceneTrail(c: Ctx): Scene {
  const H = 580;
  let s = sky(c, H);
  s += ridge(c, H - 40, 110, 5, c.tone("#7895a3"), true);
  s += ridge(c, H - 5, 70, 7, c.tone("#5f8a4f"), true);
  s += treeLine(c, H + 20, c.tone("#3b6236"), 10, 16, 70, 150);
  s += rect(0, H + 10, 1200, 800 - H, c.tone("#6f8f45"));
  // trail
  s += path(`M0 640Q300 610 600 628T1200 632L1200 800L0 800Z`, c.tone("#8a6a48"));
  s += path(`M0 700Q400 680 800 700T1200 706L1200 800L0 800Z`, c.tone("#7a5a3c"));
  // mud puddles
  const mud = c.tone("#5b4330");
  for (let i = 0; i < c.ri(2, 4); i++) {
    const x = c.r(60, 1140);
    const y = c.r(690, 770);
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(c.r(50, 110))}" ry="${n(c.r(10, 18))}" fill="${mud}"/>`;
    s += `<ellipse cx="${n(x + 10)}" cy="${n(y - 3)}" rx="${n(c.r(20, 40))}" ry="4" fill="${c.tone("#8fa7b8")}" opacity="0.5"/>`;
  }
  s += stones(c, 640, 790, c.tone("#7b7268"), 18);
  s += grassTufts(c, 600, 640, c.tone("#4d7534"), 22);
  return { bg: s, ground: 672 };
}

function sceneWater(c: Ctx): Scene {
  const H = 470;
  let s = sky(c, H);
  s += mountains(c, H - 10, c.tone("#8399ad"), c.rnd() < 0.4);
  s += ridge(c, H, 40, 8, c.tone("#5b7d55"), true);
  s += treeLine(c, H + 8, c.tone("#3c5f3a"), 8, 16, 30, 60);
  const water =
    c.time === "golden"
      ? ["#5f86a8", "#2f5d82"]
      : c.time === "overcast"
        ? ["#7d8f9c", "#4c6170"]
        : ["#4f9ccf", "#1f5f94"];
  s += `<defs><linearGradient id="wat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${water[0]}"/><stop offset="1" stop-color="${water[1]}"/></linearGradient></defs>`;
  s += rect(0, H + 8, 1200, 800 - H, "url(#wat)");
  if (c.time === "golden") {
    let g = "";
    for (let i = 0; i < 14; i++) {
      const y = H + 14 + i * i * 1.6;
      const w = 30 + i * 6 + c.r(0, 30);
      g += `M${n(c.sunX - w / 2 + c.r(-20, 20))} ${n(y)}h${n(w)}`;
    }
    s += line(g, "#ffd79a", 4, ` opacity="0.55"`);
  }
  let d = "";
  for (let i = 0; i < 40; i++) {
    const y = c.r(H + 20, 790);
    const x = c.r(-20, 1200);
    const w = 14 + (y - H) * 0.12;
    d += `M${n(x)} ${n(y)}q${n(w / 2)} -5 ${n(w)} 0`;
  }
  s += line(d, "#ffffff", 2.5, ` opacity="0.35"`);
  return { bg: s, ground: 600 };
}

function sceneCampground(c: Ctx, road: boolean): Scene {
  const H = 560;
  let s = sky(c, H);
  s += mountains(c, H - 20, c.tone("#8197ab"), c.rnd() < 0.7);
  s += ridge(c, H, 60, 6, c.tone("#6b8f55"), true);
  s += treeLine(c, H + 30, c.tone("#35603a"), 9, 15, 90, 190, [380, 820]);
  s += rect(0, H + 20, 1200, 800 - H, c.tone("#86a95c"));
  if (road) {
    s += rect(0, 660, 1200, 140, c.tone("#56595e"));
    s += rect(0, 664, 1200, 4, c.tone("#d9d9d9"));
    let dash = "";
    for (let x = c.r(-80, 0); x < 1200; x += 140) dash += `M${n(x)} 740h70`;
    s += line(dash, c.tone("#f0f0f0"), 6, ` stroke-linecap="butt"`);
  } else {
    // gravel pad
    s += path(`M0 640Q600 620 1200 640L1200 800L0 800Z`, c.tone("#b9ab93"));
    s += stones(c, 650, 790, c.tone("#9d8f78"), 30);
  }
  s += grassTufts(c, 580, 640, c.tone("#5f8a42"), 18);
  // campsite props
  const px = c.mirror ? c.r(1060, 1150) : c.r(50, 140);
  if (!road) {
    // picnic table
    const t = c.tone("#8a5a34");
    s += rect(px - 55, 600, 110, 10, t) + line(`M${n(px - 40)} 610l-12 36M${n(px + 40)} 610l12 36`, t, 7) + rect(px - 70, 626, 140, 7, shade(t, -0.1));
  } else {
    s += `<circle cx="${n(px)}" cy="620" r="18" fill="${c.tone("#6d6256")}"/>`;
  }
  return { bg: s, ground: road ? 712 : 676 };
}

function sceneDunes(c: Ctx): Scene {
  const H = 560;
  let s = sky(c, H);
  s += ridge(c, H - 30, 120, 4, c.tone("#e3b981"), true);
  s += ridge(c, H + 10, 90, 5, c.tone("#d9a86c"), true);
  s += ridge(c, H + 60, 70, 4, c.tone("#e8bc7d"), true);
  s += rect(0, 640, 1200, 160, c.tone("#e5b676"));
  s += path(`M0 660Q300 630 620 655T1200 650L1200 800L0 800Z`, c.tone("#eec48a"));
  let d = "";
  for (let i = 0; i < 18; i++) {
    const y = c.r(680, 790);
    const x = c.r(0, 1200);
    d += `M${n(x)} ${n(y)}q30 -8 60 0t60 0`;
  }
  s += line(d, c.tone("#c99a5e"), 3, ` opacity="0.7"`);
  // a few desert plants
  for (let i = 0; i < c.ri(1, 3); i++) {
    const x = c.r(20, 1180);
    s += line(`M${n(x)} ${n(H + 40)}l-8 -20M${n(x)} ${n(H + 40)}l0 -26M${n(x)} ${n(H + 40)}l9 -18`, c.tone("#6d7a4a"), 3);
  }
  let fg = "";
  const dust = c.tone("#f1d2a2");
  for (let i = 0; i < 8; i++) {
    fg += `<circle cx="${n(c.r(90, 240))}" cy="${n(c.r(580, 660))}" r="${n(c.r(14, 34))}" fill="${dust}" opacity="${n(c.r(0.25, 0.55))}"/>`;
  }
  return { bg: s, ground: 672, fg };
}

// ---------------------------------------------------------------- vehicles
// Every vehicle is drawn facing right with its ground contact at y = 640;
// the caller translates it onto the scene's ground line.

function contrast(body: string): string {
  return luminance(body) > 0.6 ? "#2a2c30" : "#f4f5f6";
}

function dirtbike(c: Ctx): string {
  const b = c.body;
  const hi = shade(b, 0.25);
  const lo = shade(b, -0.25);
  const plastic = b === "#e9ecef" ? "#e9ecef" : c.rnd() < 0.5 ? "#f2f2f2" : b;
  let s = "";
  const R = 100;
  const rx = 385;
  const fx = 845;
  const wy = 540;
  // chain & swingarm
  s += line(`M${n(rx)} ${wy - 10}L575 470M${n(rx)} ${wy + 12}L575 492`, "#2c2c2c", 4);
  s += path(`M${n(rx - 8)} ${wy - 12}L580 462L590 492L${n(rx + 4)} ${wy + 14}Z`, "#9aa3aa");
  s += `<circle cx="575" cy="482" r="18" fill="#555"/>`;
  const rim = pick(["#c3c9ce", "#26292d", "#c9a13a"], c.ri(0, 2));
  s += wheel(rx, wy, R, { tyre: 26, rim, knobby: true, style: "wire" });
  s += `<circle cx="${rx}" cy="${wy}" r="28" fill="none" stroke="#777" stroke-width="5"/>`;
  // rear shock
  s += line(`M545 470L490 378`, "#e8c020", 16, ` stroke-linecap="butt"`);
  s += line(`M545 470L490 378`, "#222", 4, ` stroke-dasharray="4 5"`);
  // exhaust
  s += line(`M690 410Q720 470 650 500Q560 470 505 392`, "#8a8f94", 14);
  s += path(`M520 385L355 330L348 352L505 412Z`, "#c9ced2");
  s += path(`M355 330L335 324L330 346L348 352Z`, "#555");
  // engine
  s += path(`M565 410L700 405L715 470L680 515L585 512L560 470Z`, "#3b3f45");
  s += path(`M615 360L690 352L700 410L620 416Z`, "#545a61");
  s += line(`M620 372h72M620 386h74M621 400h76`, "#2c3035", 3);
  s += `<circle cx="625" cy="470" r="24" fill="#6b7178"/><circle cx="625" cy="470" r="9" fill="#33363b"/>`;
  // frame
  s += line(`M575 482L590 345L745 288M590 345L705 400L760 330`, "#9aa1a8", 12);
  // front fork
  const fa = Math.atan2(wy - 262, fx - 755);
  const fxv = Math.cos(fa);
  const fyv = Math.sin(fa);
  const pt = (t: number, off = 0) => [755 + fxv * t - fyv * off, 262 + fyv * t + fxv * off] as const;
  const L = Math.hypot(fx - 755, wy - 262);
  const [ax, ay] = pt(0, 0);
  const [bx, by] = pt(L * 0.55, 0);
  const [cx2, cy2] = pt(L, 0);
  s += line(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`, "#c89a2a", 22, ` stroke-linecap="butt"`);
  s += line(`M${n(bx)} ${n(by)}L${n(cx2)} ${n(cy2)}`, "#222", 24, ` stroke-linecap="butt"`);
  s += line(`M${n(bx)} ${n(by)}L${n(pt(L * 0.85)[0])} ${n(pt(L * 0.85)[1])}`, plastic, 16, ` stroke-linecap="butt" opacity="0.9"`);
  s += wheel(fx, wy, R, { tyre: 24, rim, knobby: true, style: "wire" });
  s += `<circle cx="${fx}" cy="${wy}" r="30" fill="none" stroke="#8a8f94" stroke-width="6"/>`;
  // triple clamp + bars
  s += path(`M735 268L790 280L786 300L731 288Z`, "#2d2f33");
  s += line(`M748 262L752 228`, "#333", 8);
  s += line(`M715 222L790 232`, "#2a2a2a", 9);
  s += line(`M715 222L732 224`, "#111", 13);
  s += path(`M700 214L740 218L738 232L708 236Z`, b, ` opacity="0.95"`);
  // front fender (high)
  s += path(`M735 400Q820 372 935 408L930 422Q830 398 745 420Z`, plastic);
  s += path(`M760 402Q830 392 905 408`, "none", ` stroke="${lo}" stroke-width="3"`);
  // number plate
  s += path(`M765 250L812 262L806 340L772 350L756 300Z`, plastic);
  s += `<circle cx="785" cy="276" r="9" fill="#fdf6d8"/>`;
  // radiator shroud + tank
  s += path(`M600 312L745 284L780 300L748 400L700 432L650 424L628 350Z`, b);
  s += path(`M665 352L748 322L722 400L688 414Z`, lo);
  s += path(`M690 360L735 345L716 396L694 402Z`, contrast(b), ` opacity="0.75"`);
  s += path(`M630 326L748 296L754 308L640 340Z`, hi, ` opacity="0.8"`);
  // side panel + rear fender
  s += path(`M480 330L600 330L585 420L505 410Z`, b);
  s += path(`M505 350L585 350L578 396L515 392Z`, contrast(b), ` opacity="0.85"`);
  s += path(`M500 322L300 300L296 312L330 326L510 360Z`, plastic);
  s += path(`M300 300L292 300L290 312L300 314Z`, lo);
  // seat
  s += path(`M712 292Q640 300 390 306Q376 308 382 320L396 326Q600 322 706 314Z`, "#1d1e21");
  // footpeg, lever
  s += line(`M600 500h40`, "#777", 8);
  s += line(`M640 510L672 520`, "#666", 5);
  return s;
}

function motorcycle(c: Ctx): string {
  const b = c.body;
  const hi = shade(b, 0.3);
  const lo = shade(b, -0.3);
  const acc = contrast(b);
  const R = 92;
  const rx = 400;
  const fx = 850;
  const wy = 548;
  const rim = pick(["#b9c0c6", "#c9a13a", "#6a7078"], c.ri(0, 2));
  let s = "";
  // swingarm
  s += path(`M${rx - 10} ${wy - 12}L600 462L612 496L${rx + 8} ${wy + 12}Z`, "#8d959c");
  s += wheel(rx, wy, R, { tyre: 24, rim, style: "mag" });
  s += path(`M${rx - 60} ${wy - 78}Q${rx} ${wy - 112} ${rx + 70} ${wy - 84}L${rx + 62} ${wy - 72}Q${rx} ${wy - 98} ${rx - 54} ${wy - 66}Z`, "#25272b");
  // exhaust (underslung can)
  s += path(`M600 505L540 520L470 500L478 484L540 500L596 488Z`, "#9aa1a7");
  // engine block + frame spar
  s += path(`M600 420L740 410L760 500L700 520L620 516L590 470Z`, "#3a3e44");
  s += line(`M612 440h128M610 460h136M614 480h134`, "#2a2d31", 3);
  s += `<circle cx="650" cy="492" r="18" fill="#5d636a"/>`;
  s += line(`M600 470L620 380L800 318`, "#aab1b7", 20);
  // fork
  s += line(`M805 320L${fx} ${wy}`, "#c8a030", 22, ` stroke-linecap="butt"`);
  s += line(`M830 446L${fx} ${wy}`, "#2a2a2a", 24, ` stroke-linecap="butt"`);
  s += wheel(fx, wy, R, { tyre: 24, rim, style: "mag" });
  s += `<circle cx="${fx}" cy="${wy}" r="46" fill="none" stroke="#c4c9cd" stroke-width="7"/>`;
  s += path(`M${fx - 74} ${wy - 86}Q${fx - 10} ${wy - 118} ${fx + 64} ${wy - 92}L${fx + 56} ${wy - 80}Q${fx - 8} ${wy - 102} ${fx - 66} ${wy - 74}Z`, b);
  // tail (upswept) with seat
  s += path(`M620 370L560 350L420 302L380 296L392 316L470 352L560 404L612 410Z`, b);
  s += path(`M392 306L470 330L520 345L518 356L470 342L396 316Z`, acc, ` opacity="0.85"`);
  s += path(`M384 298l-10 -2l6 16l10 2Z`, "#d92020");
  s += line(`M430 340L410 380`, "#2a2a2a", 5);
  s += rect(396, 376, 30, 20, "#2a2a2a", 3);
  s += path(`M620 370L560 350L500 333Q496 326 504 322L572 334L626 344Z`, "#1c1d20");
  // tank
  s += path(`M610 372Q620 322 700 308Q760 304 790 322L770 392L620 400Z`, b);
  s += path(`M650 328Q705 312 765 318`, "none", ` stroke="${hi}" stroke-width="8" stroke-linecap="round"`);
  // fairing
  s += path(`M775 320L870 322Q915 334 948 372L935 398Q890 402 862 412L840 430L820 500L720 512L690 480L720 420L760 392Z`, b);
  s += path(`M690 480L720 512L820 500L838 440L770 458Z`, lo);
  s += path(`M735 420L832 412L812 470L718 462Z`, acc, ` opacity="0.9"`);
  s += path(`M760 400L848 396L846 408L758 414Z`, "#1c1d20", ` opacity="0.7"`);
  s += path(`M888 360L944 374L934 394L886 392Z`, "#e8eef4");
  s += path(`M900 367L936 376L929 388L898 386Z`, "#ffe9a0");
  // windscreen
  s += path(`M782 322L838 262Q862 264 880 326Z`, GLASS, ` opacity="0.88"`);
  s += path(`M812 300L836 272L846 276L824 306Z`, "#dbeaf3", ` opacity="0.55"`);
  // clip-on, mirror
  s += line(`M786 326L750 334`, "#222", 10);
  s += line(`M846 300L862 282`, "#222", 4);
  s += path(`M852 276l26 -4l-3 12l-23 3Z`, "#222");
  // pegs
  s += line(`M570 472h34`, "#777", 7);
  return s;
}

function atv(c: Ctx): string {
  const b = c.body;
  const hi = shade(b, 0.25);
  const lo = shade(b, -0.3);
  const R = 82;
  const rx = 380;
  const fx = 815;
  const wy = 558;
  let s = "";
  // chassis & suspension
  s += line(`M${rx} ${wy}L520 505M${fx} ${wy}L720 500M${fx} ${wy}L715 530`, "#2b2d31", 12);
  s += line(`M${fx - 10} ${wy - 30}L760 450`, "#d33", 14, ` stroke-linecap="butt"`);
  s += line(`M${fx - 10} ${wy - 30}L760 450`, "#222", 3, ` stroke-dasharray="4 4"`);
  const rimCol = c.rnd() < 0.5 ? "#2a2c30" : "#aeb5bb";
  s += wheel(rx, wy, R, { tyre: 34, rim: rimCol, knobby: true, style: "steel" });
  s += wheel(fx, wy, R, { tyre: 34, rim: rimCol, knobby: true, style: "steel" });
  // engine / footwell
  s += path(`M490 470L720 470L700 540L520 540Z`, "#34373c");
  s += path(`M500 500L705 500L695 520L510 520Z`, "#4b4f55");
  // rear fender
  s += path(`M250 470Q258 420 300 410L470 400L500 470L470 472Q445 430 385 428Q320 430 300 480Z`, b);
  // front fender + nose
  s += path(`M690 470Q705 410 760 400L905 398Q940 405 955 452L945 470L900 480Q880 430 815 428Q750 430 730 480Z`, b);
  s += path(`M905 410Q935 418 948 450L925 452Q915 425 900 420Z`, lo);
  s += path(`M900 418l34 4l8 16l-34 -2Z`, "#fff4c8");
  // body centre
  s += path(`M470 400L640 370L735 372L760 400L720 470L500 470Z`, b);
  s += path(`M520 420L700 410L690 450L530 456Z`, lo, ` opacity="0.55"`);
  s += path(`M640 378L740 378L752 396L660 396Z`, hi, ` opacity="0.7"`);
  // seat
  s += path(`M440 380Q450 352 500 350L650 352Q670 356 664 372L640 386L460 392Z`, "#1e1f22");
  // racks
  const rack = "#26282c";
  s += line(`M250 402h200M270 402v-16h170v16M300 386v16M340 386v16M380 386v16M420 386v16`, rack, 7);
  s += line(`M770 392h140M780 392v-14h120v14M815 378v14M850 378v14`, rack, 7);
  // handlebars
  s += line(`M700 372L712 318`, "#2b2b2b", 10);
  s += line(`M690 314L760 306`, "#2b2b2b", 9);
  s += path(`M748 300q22 -10 40 4l-6 10q-16 -8 -30 -2Z`, "#2b2b2b");
  s += path(`M700 320l14 -2l2 20l-14 2Z`, "#222");
  // mud splatter
  let mud = "";
  for (let i = 0; i < 14; i++) {
    mud += `<circle cx="${n(c.r(300, 960))}" cy="${n(c.r(440, 520))}" r="${n(c.r(2, 6))}"/>`;
  }
  s += `<g fill="#5b4330" opacity="0.75">${mud}</g>`;
  return s;
}

function utv(c: Ctx): string {
  const b = c.body;
  const hi = shade(b, 0.25);
  const lo = shade(b, -0.3);
  const cage = c.rnd() < 0.5 ? "#26282c" : shade(b, -0.2);
  const plastic = "#25272b";
  const R = 90;
  const rx = 350;
  const fx = 880;
  const wy = 550;
  let s = "";
  // long-travel suspension
  s += line(`M${rx} ${wy}L540 505M${fx} ${wy}L760 512M${fx} ${wy}L765 480`, "#2b2d31", 11);
  s += line(`M${rx + 12} ${wy - 40}L440 420M${fx - 8} ${wy - 42}L822 440`, "#e2b230", 16, ` stroke-linecap="butt"`);
  s += line(`M${rx + 12} ${wy - 40}L440 420M${fx - 8} ${wy - 42}L822 440`, "#222", 4, ` stroke-dasharray="4 5"`);
  const rimCol = pick(["#24262a", "#a8b0b6", "#b08a3a"], c.ri(0, 2));
  s += wheel(rx, wy, R, { tyre: 34, rim: rimCol, knobby: true, style: "beadlock" });
  s += wheel(fx, wy, R, { tyre: 34, rim: rimCol, knobby: true, style: "beadlock" });
  // seat & steering (seen through the cage)
  s += path(`M526 432L536 316Q538 300 556 300L574 302Q590 304 588 322L592 432Z`, "#303338");
  s += path(`M540 320L576 322L580 420L536 420Z`, "#3d4147");
  s += line(`M700 430L712 372`, "#3a3a3a", 7);
  s += `<ellipse cx="716" cy="364" rx="8" ry="26" transform="rotate(-25 716 364)" fill="none" stroke="#1c1c1c" stroke-width="7"/>`;
  // roll cage + roof
  const cg = `M482 440L494 270Q496 258 508 258L646 258Q658 258 662 270L748 432M494 300L410 430M494 362L700 362`;
  s += line(cg, shade(cage, -0.2), 16);
  s += line(cg, cage, 11);
  s += path(`M470 244L680 244Q690 244 690 252L690 262L464 262L464 252Q464 244 470 244Z`, b);
  s += path(`M470 258L690 258L690 262L464 262Z`, lo);
  s += rect(560, 232, 90, 12, "#2a2a2a", 3) + rect(565, 235, 80, 6, "#f4f1dc", 2);
  // cargo bed
  s += path(`M232 420L470 420L474 470L228 470Z`, b);
  s += path(`M236 428L466 428L467 438L236 438Z`, lo);
  s += line(`M248 420v-26h200v26`, cage, 7);
  // lower chassis / rock sliders
  s += path(`M300 500L960 500L975 520L960 532L300 532Z`, plastic);
  s += rect(470, 520, 290, 12, "#55595f", 4);
  // door
  s += path(`M472 436Q476 424 492 424L720 424Q734 424 742 436L770 510L472 510Z`, b);
  s += path(`M490 440L718 440L730 468L490 468Z`, lo, ` opacity="0.55"`);
  s += line(`M500 432L710 432`, hi, 4);
  s += rect(680, 452, 30, 8, "#2b2d31", 3);
  // hood + front
  s += path(`M742 436L860 424Q962 430 1004 466L1008 492L976 500Q958 450 884 448Q820 450 792 510L770 510Z`, b);
  s += path(`M860 424Q934 428 978 450L964 456Q912 440 860 436Z`, hi, ` opacity="0.7"`);
  s += path(`M966 446L1004 466L1000 480L962 472Z`, "#fff3c0");
  // fender flares
  s += path(`M${fx - 104} ${wy - 20}Q${fx - 98} ${wy - 108} ${fx} ${wy - 110}Q${fx + 96} ${wy - 106} ${fx + 108} ${wy - 40}L${fx + 92} ${wy - 40}Q${fx + 80} ${wy - 92} ${fx} ${wy - 94}Q${fx - 80} ${wy - 92} ${fx - 88} ${wy - 20}Z`, plastic);
  s += path(`M${rx - 120} ${wy - 70}Q${rx - 96} ${wy - 110} ${rx} ${wy - 112}Q${rx + 100} ${wy - 108} ${rx + 112} ${wy - 20}L${rx + 96} ${wy - 20}Q${rx + 84} ${wy - 94} ${rx} ${wy - 96}Q${rx - 84} ${wy - 94} ${rx - 104} ${wy - 62}Z`, plastic);
  // bumpers
  s += line(`M1004 486L1026 486L1026 524L994 528`, "#23252a", 9);
  s += line(`M232 470L214 470L214 512`, "#23252a", 9);
  // mud
  let mud = "";
  for (let i = 0; i < 16; i++) {
    mud += `<circle cx="${n(c.r(250, 1000))}" cy="${n(c.r(470, 528))}" r="${n(c.r(2, 7))}"/>`;
  }
  s += `<g fill="#5b4330" opacity="0.7">${mud}</g>`;
  return s;
}

function sandrail(c: Ctx): string {
  const b = c.body;
  const tubeLo = shade(b, -0.3);
  let s = "";
  const rx = 320;
  const Rr = 112;
  const fx = 935;
  const Rf = 68;
  const ry = 640 - Rr;
  const fy = 640 - Rf;
  // whip flag
  const wt: [number, number] = [c.r(380, 410), c.r(70, 100)];
  s += line(`M430 272L${n(wt[0])} ${n(wt[1])}`, "#2a2a2a", 4);
  const flag = c.rnd() < 0.5 ? "#ff5a1f" : "#e8d21c";
  s += path(`M${n(wt[0])} ${n(wt[1])}L${n(wt[0] - 92)} ${n(wt[1] + 22)}L${n(wt[0] - 3)} ${n(wt[1] + 50)}Z`, flag);
  // engine (rear, exposed)
  s += path(`M232 360L396 360L404 470L236 470Z`, "#4a4f56");
  s += line(`M246 378h144M246 396h146M247 414h148M248 432h148`, "#32363b", 4);
  s += path(`M280 322L350 322L356 360L274 360Z`, "#7d848b");
  s += `<ellipse cx="316" cy="314" rx="44" ry="16" fill="#c4cacf"/><ellipse cx="316" cy="310" rx="32" ry="10" fill="#9aa1a8"/>`;
  s += line(`M240 440Q200 440 184 410L170 404`, "#a9afb4", 12);
  s += line(`M172 404l-14 -4`, "#444", 14);
  // seat & steering
  s += path(`M548 330Q544 310 562 308L590 310Q606 314 602 334L612 482L556 484Z`, "#1e1f22");
  s += path(`M560 460L680 462L690 486L560 488Z`, "#1e1f22");
  s += line(`M720 486L706 418`, "#333", 6);
  s += line(`M690 402L722 432`, "#222", 9);
  // floor pan
  s += path(`M420 484L800 490L1000 508L998 520L800 506L420 500Z`, "#3a3d42");
  // tubular frame
  const frame = [
    `M410 488L432 272L652 272L790 470`, // main hoop, roof, A-pillar
    `M432 272L452 248L640 248L652 272`, // roof rack
    `M540 488L548 272`, // centre hoop
    `M410 488L800 494L1010 508L1012 480L920 440L790 470`, // floor + nose
    `M790 470L800 494M920 440L940 500`,
    `M432 300L216 360L204 470L410 488M216 360L300 470`, // rear cage & bumper
    `M440 380L548 380`,
  ].join("");
  s += line(frame, tubeLo, 15);
  s += line(frame, b, 10);
  s += line(`M452 248L640 248M432 272L652 272`, shade(b, 0.35), 3, ` opacity="0.7"`);
  // lights
  s += `<circle cx="628" cy="238" r="14" fill="#2a2a2a"/><circle cx="628" cy="238" r="9" fill="#f6f3df"/>`;
  s += `<circle cx="1010" cy="476" r="10" fill="#f6f3df" stroke="#2a2a2a" stroke-width="4"/>`;
  // suspension (outboard of the frame)
  s += line(`M${fx} ${fy}L800 488M${fx} ${fy}L805 510`, "#3a3d42", 9);
  s += line(`M${fx - 6} ${fy - 24}L900 452`, "#d9a520", 14, ` stroke-linecap="butt"`);
  s += line(`M${rx} ${ry}L520 500`, "#3a3d42", 16);
  s += line(`M${rx + 30} ${ry - 30}L430 330`, "#d9a520", 16, ` stroke-linecap="butt"`);
  s += line(`M${rx + 30} ${ry - 30}L430 330`, "#222", 4, ` stroke-dasharray="4 5"`);
  // wheels (outboard, in front of the frame)
  s += wheel(rx, ry, Rr, { tyre: 38, rim: "#c2c8cd", paddle: true, style: "beadlock" });
  s += wheel(fx, fy, Rf, { tyre: 18, rim: "#c2c8cd", style: "mag" });
  return s;
}

function boat(c: Ctx): string {
  const b = c.body;
  const hullWhite = "#f4f5f5";
  const hullCol = c.rnd() < 0.5 ? b : hullWhite;
  const stripe = hullCol === hullWhite ? b : hullWhite;
  const wy = 600; // waterline
  let s = "";
  // reflection of the hull
  s += path(`M300 ${wy}L1000 ${wy}Q960 ${wy + 40} 860 ${wy + 60}L320 ${wy + 66}Z`, shade(hullCol, -0.5), ` opacity="0.25"`);
  // wake behind the stern (under the hull)
  s += path(`M310 ${wy - 6}Q160 ${wy - 16} 0 ${wy + 4}L0 ${wy + 34}Q170 ${wy + 18} 310 ${wy + 18}Z`, "#ffffff", ` opacity="0.8"`);
  s += path(`M300 ${wy + 22}Q150 ${wy + 50} 0 ${wy + 74}L0 ${wy + 86}Q160 ${wy + 64} 310 ${wy + 34}Z`, "#ffffff", ` opacity="0.45"`);
  // everything above the waterline
  s += `<defs><clipPath id="above"><rect x="0" y="0" width="1200" height="${wy + 2}"/></clipPath></defs><g clip-path="url(#above)">`;
  // hull
  s += path(`M300 430L960 430Q1015 420 1045 398L1050 410Q1030 470 960 540Q850 600 640 610L320 610L305 560Z`, hullCol);
  s += path(`M305 560L320 610L640 610Q850 600 960 540Q1000 505 1020 470Q950 560 640 585L310 585Z`, shade(hullCol, -0.18));
  s += path(`M300 470L1025 455Q1020 470 1012 482L302 500Z`, stripe);
  if (stripe === hullWhite) s += path(`M300 505L1008 488Q1004 494 1000 500L303 514Z`, shade(b, -0.3), ` opacity="0.6"`);
  else s += path(`M300 505L1008 488Q1004 494 1000 500L303 514Z`, b);
  // gunwale
  s += path(`M296 424L960 424Q1015 414 1046 392L1050 400Q1018 425 962 436L298 436Z`, "#dfe3e6");
  s += rect(296, 424, 10, 110, shade(hullCol, -0.1));
  // bow rail
  s += line(`M800 424L806 392L1030 388M870 424L872 392M940 420L942 390M1000 404L1000 390`, "#c9cfd4", 4);
  // interior: seats & console
  s += path(`M340 424L344 376Q346 366 356 366L400 366Q410 368 408 378L404 424Z`, "#f2efe8");
  s += path(`M340 424L344 380Q346 372 354 372L354 424Z`, "#d9d3c8");
  s += path(`M520 424L524 360Q526 350 536 350L576 350Q586 352 584 362L580 424Z`, "#f2efe8");
  s += path(`M620 424L650 376L730 372L760 424Z`, "#e6e9eb");
  // windshield
  s += path(`M640 378L700 320L760 316L790 378Z`, GLASS, ` opacity="0.85"`);
  s += line(`M640 378L700 320L760 316L790 378`, "#c9cfd4", 5);
  s += path(`M690 338L712 326L700 360L686 364Z`, "#dbeaf3", ` opacity="0.6"`);
  // optional bimini top
  if (c.rnd() < 0.4) {
    s += line(`M470 424L500 290M600 424L590 290`, "#b5bcc2", 5);
    s += path(`M440 296Q540 260 640 290L636 304Q540 280 446 310Z`, shade(b, -0.1));
  }
  // outboard motor on the transom
  const mc = c.rnd() < 0.5 ? "#1d1f22" : "#e9ecef";
  s += path(`M262 470L292 470L286 ${wy + 6}L262 ${wy + 6}Z`, "#3a3d42");
  s += path(`M252 ${wy - 6}h44l-4 16h-40Z`, "#3a3d42");
  s += path(`M222 392Q222 364 252 362L290 364Q310 368 308 394L300 472L232 474Z`, mc);
  s += path(`M230 420L306 420L305 432L231 432Z`, shade(mc, luminance(mc) > 0.5 ? -0.25 : 0.3));
  s += rect(292, 440, 14, 30, "#55595f", 3);
  s += `</g>`;
  // bow wave and waterline foam
  s += path(`M900 ${wy - 2}Q990 ${wy - 26} 1070 ${wy + 4}Q990 ${wy + 12} 900 ${wy + 8}Z`, "#ffffff", ` opacity="0.85"`);
  s += line(`M250 ${wy + 1}Q420 ${wy - 6} 600 ${wy + 1}T960 ${wy + 1}`, "#ffffff", 6, ` opacity="0.85"`);
  let foam = "";
  for (let i = 0; i < 14; i++) foam += `<ellipse cx="${n(c.r(20, 300))}" cy="${n(wy + c.r(-4, 30))}" rx="${n(c.r(6, 18))}" ry="3"/>`;
  s += `<g fill="#ffffff" opacity="0.7">${foam}</g>`;
  return s;
}

function rv(c: Ctx): string {
  const b = c.body;
  const lo = shade(b, -0.3);
  const white = "#f3f3f0";
  const cab = c.rnd() < 0.55 ? "#f3f3f0" : c.rnd() < 0.5 ? "#8e979e" : "#2b2e33";
  const wy = 640;
  const R = 56;
  let s = "";
  // chassis
  s += rect(220, 540, 780, 40, "#2c2e32");
  // wheels: dual rear + front
  const rx1 = 380;
  const fx = 880;
  // main box
  s += path(`M180 250Q180 230 200 230L800 230L800 560L180 560Z`, white);
  // cab-over bunk
  s += path(`M780 230L930 236Q975 240 980 290L976 330Q970 352 930 354L780 360Z`, white);
  // cab
  s += path(`M760 350L900 350L960 440L1040 452Q1060 456 1060 480L1060 560L760 560Z`, cab);
  s += path(`M905 356L955 438L890 440L880 356Z`, "#34414d");
  s += path(`M810 370L870 370L880 440L810 440Z`, "#34414d");
  s += line(`M800 360V548M800 452h-2`, shade(cab, -0.25), 3);
  s += rect(870, 460, 26, 7, shade(cab, -0.35), 3);
  s += path(`M1040 476h22v26h-22Z`, "#fff4c6");
  s += rect(1046, 506, 16, 22, "#3a3d42", 3);
  s += path(`M958 430l18 -6l4 30l-16 4Z`, "#2a2a2a");
  s += rect(1030, 528, 44, 26, "#2c2e32", 5);
  s += rect(884, 420, 10, 28, "#2a2a2a", 2);
  // stripe swoosh
  s += path(`M180 430Q500 400 760 300Q860 262 980 280L980 296Q860 282 770 320Q520 430 180 470Z`, b);
  s += path(`M180 482Q520 450 800 340L800 356Q520 470 180 500Z`, lo);
  s += path(`M180 512L800 512L800 524L180 524Z`, b, ` opacity="0.9"`);
  // awning
  s += rect(260, 240, 440, 16, "#d8dadc", 8);
  s += rect(260, 246, 440, 4, shade(b, -0.1));
  // windows
  const win = (x: number, y: number, w: number, h: number) => rect(x - 5, y - 5, w + 10, h + 10, "#2a2d31", 8) + rect(x, y, w, h, "#3f5566", 5) + rect(x + 6, y + 6, w * 0.3, h * 0.35, "#9fb6c6", 3, ` opacity="0.5"`);
  s += win(220, 300, 120, 70);
  s += win(560, 300, 150, 70);
  s += win(900, 258, 54, 36);
  // door
  s += rect(400, 290, 90, 250, "#e6e6e2", 6, ` stroke="#b9bcbf" stroke-width="3"`);
  s += rect(418, 310, 54, 60, "#3f5566", 4);
  s += rect(472, 420, 10, 22, "#555", 3);
  s += rect(390, 540, 110, 10, "#777", 2);
  // storage hatches
  s += rect(540, 470, 90, 60, "none", 4, ` stroke="#b9bcbf" stroke-width="3"`);
  s += rect(650, 470, 90, 60, "none", 4, ` stroke="#b9bcbf" stroke-width="3"`);
  s += rect(230, 470, 110, 60, "none", 4, ` stroke="#b9bcbf" stroke-width="3"`);
  // roof AC, ladder
  s += rect(500, 210, 100, 24, "#e0e2e3", 6);
  s += line(`M190 250V520M206 250V520M190 290h16M190 340h16M190 390h16M190 440h16M190 490h16`, "#9aa1a7", 4);
  // wheel wells
  s += path(`M${rx1 - 80} 560Q${rx1 - 80} 490 ${rx1} 490Q${rx1 + 80} 490 ${rx1 + 80} 560Z`, "#23252a");
  s += path(`M${fx - 72} 560Q${fx - 72} 494 ${fx} 494Q${fx + 72} 494 ${fx + 72} 560Z`, "#23252a");
  s += wheel(rx1, wy - R, R, { tyre: 20, rim: "#c7cdd1", style: "steel" });
  s += wheel(fx, wy - R, R, { tyre: 20, rim: "#c7cdd1", style: "steel" });
  return s;
}

function camper(c: Ctx): string {
  const b = c.body;
  const lo = shade(b, -0.3);
  const white = c.rnd() < 0.7 ? "#f3f3f0" : "#d7dbdf";
  const wy = 640;
  const R = 44;
  let s = "";
  // hitch: A-frame tongue, propane, jack
  s += line(`M900 520L1080 560`, "#2c2e32", 14);
  s += path(`M1070 548l36 6l0 14l-36 -2Z`, "#2c2e32");
  s += rect(945, 470, 32, 62, "#eef0f1", 12);
  s += rect(985, 470, 32, 62, "#eef0f1", 12);
  s += rect(950, 466, 60, 8, "#9aa1a7", 3);
  s += rect(1030, 520, 12, 100, "#40444a", 3);
  s += rect(1022, 500, 28, 24, "#2c2e32", 4);
  s += rect(1018, 614, 36, 10, "#40444a", 3);
  // body (rounded front, slight angled nose)
  s += path(`M200 300Q200 250 250 250L840 250Q900 250 920 300L935 480Q938 536 890 536L230 536Q200 536 200 506Z`, white);
  // graphics
  s += path(`M200 440Q480 420 640 360Q780 305 930 330L932 352Q790 330 650 386Q480 456 200 470Z`, b);
  s += path(`M200 482Q500 470 700 420Q820 390 935 400L936 414Q820 406 700 440Q500 490 200 498Z`, lo);
  s += path(`M206 300Q208 262 250 258L300 258L300 266L252 266Q216 270 212 300Z`, b, ` opacity="0.8"`);
  // front window
  s += path(`M846 282L884 282Q906 290 914 326L916 352L846 352Z`, "#2a2d31");
  s += path(`M852 288L882 288Q900 296 906 326L908 346L852 346Z`, "#3f5566");
  // awning
  s += rect(300, 262, 420, 14, "#d8dadc", 7);
  s += rect(300, 268, 420, 4, shade(b, -0.1));
  // windows
  const win = (x: number, y: number, w: number, h: number) => rect(x - 5, y - 5, w + 10, h + 10, "#2a2d31", 8) + rect(x, y, w, h, "#3f5566", 5) + rect(x + 6, y + 6, w * 0.3, h * 0.35, "#9fb6c6", 3, ` opacity="0.5"`);
  s += win(240, 310, 110, 64);
  s += win(560, 310, 170, 64);
  // door
  s += rect(420, 300, 84, 226, "#e6e6e2", 6, ` stroke="#b5b8bb" stroke-width="3"`);
  s += rect(436, 318, 52, 56, "#3f5566", 4);
  s += rect(490, 420, 8, 20, "#555", 3);
  s += rect(414, 536, 96, 9, "#777", 2);
  s += rect(430, 552, 64, 8, "#777", 2);
  // hatch
  s += rect(760, 440, 80, 50, "none", 4, ` stroke="#b5b8bb" stroke-width="3"`);
  // roof vents
  s += rect(360, 236, 60, 16, "#e0e2e3", 5);
  s += rect(640, 232, 90, 20, "#e0e2e3", 6);
  // stabilizer jack (rear)
  s += line(`M240 536V620`, "#40444a", 8);
  s += rect(226, 616, 28, 8, "#40444a", 2);
  // wheels: tandem axle with skirt
  const a1 = 585;
  const a2 = 690;
  s += path(`M${a1 - 62} 536Q${a1 - 62} 500 ${a1} 500L${a2} 500Q${a2 + 62} 500 ${a2 + 62} 536Z`, "#2a2c30");
  s += wheel(a1, wy - R, R, { tyre: 16, rim: "#c7cdd1", style: "steel" });
  s += wheel(a2, wy - R, R, { tyre: 16, rim: "#c7cdd1", style: "steel" });
  s += path(`M${a1 - 40} 510h${a2 - a1 + 80}v8h-${a2 - a1 + 80}Z`, "#cfd3d6");
  return s;
}

// ---------------------------------------------------------------- compose

export function renderVehicleSvg(type: VehicleArtType, variant: number): string {
  if (!VEHICLE_ART_TYPES.includes(type)) throw new Error(`Unknown vehicle art type: ${type}`);
  const c = makeCtx(type, variant);
  const v = Math.max(0, Math.floor(Number.isFinite(variant) ? variant : 0));

  // pose: small shift, tilt, occasional mirror (variant 0 is always the plain pose)
  const pr = mulberry32(hashString(`pose:${type}`) ^ Math.imul(v + 7, 0x85ebca6b));
  const prr = (a: number, b: number) => a + (b - a) * pr();
  const dx = v === 0 ? 0 : prr(-40, 40);
  let tilt = 0;
  let lift = 0;
  if (v > 0) {
    if (type === "dirtbike" || type === "sandrail") {
      if (pr() < 0.5) {
        tilt = -prr(3, 8);
        lift = type === "dirtbike" && pr() < 0.6 ? prr(15, 45) : 0;
      }
    } else if (type === "boat") {
      tilt = -prr(1, 4);
    } else if (type === "atv" || type === "utv") {
      tilt = prr(-3, 2);
    }
  }
  const mirror = v > 0 && pr() < 0.4;
  c.mirror = mirror;

  let scene: Scene;
  let vehicle: string;
  let shadowW: [number, number, number] = [600, 340, 18]; // cx, rx, ry
  switch (type) {
    case "dirtbike":
      scene = sceneDirtTrack(c);
      vehicle = dirtbike(c);
      shadowW = [615, 330, 16];
      break;
    case "motorcycle":
      scene = sceneRoad(c);
      vehicle = motorcycle(c);
      shadowW = [625, 320, 14];
      break;
    case "atv":
      scene = sceneTrail(c);
      vehicle = atv(c);
      shadowW = [600, 360, 18];
      break;
    case "utv":
      scene = sceneTrail(c);
      vehicle = utv(c);
      shadowW = [615, 430, 18];
      break;
    case "sandrail":
      scene = sceneDunes(c);
      vehicle = sandrail(c);
      shadowW = [620, 420, 16];
      break;
    case "boat":
      scene = sceneWater(c);
      vehicle = boat(c);
      break;
    case "rv":
      scene = sceneCampground(c, true);
      vehicle = rv(c);
      shadowW = [620, 470, 16];
      break;
    case "camper":
    default:
      scene = sceneCampground(c, false);
      vehicle = camper(c);
      shadowW = [640, 460, 14];
      break;
  }

  const gy = scene.ground;
  const pivotX = type === "dirtbike" ? 380 : type === "sandrail" ? 320 : 600;
  let tf = `translate(${n(dx)} ${n(gy - 640 - lift)})`;
  if (tilt) tf += ` rotate(${n(tilt)} ${pivotX} 640)`;
  const flip = ` transform="translate(1200 0) scale(-1 1)"`;
  if (mirror) tf = `translate(1200 0) scale(-1 1) ` + tf;

  const sh =
    type === "boat"
      ? ""
      : shadow(shadowW[0] + dx, gy, shadowW[1] * (lift ? 0.8 : 1), shadowW[2], lift ? 0.18 : 0.28);
  const grade =
    c.time === "golden"
      ? `<rect width="1200" height="800" fill="#ff9b45" opacity="0.08"/>`
      : c.time === "overcast"
        ? `<rect width="1200" height="800" fill="#7f8a94" opacity="0.1"/>`
        : "";

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">` +
    scene.bg +
    `<g${mirror ? flip : ""}>${sh}</g>` +
    `<g transform="${tf}">${vehicle}</g>` +
    (scene.fg ? `<g${mirror ? flip : ""}>${scene.fg}</g>` : "") +
    grade +
    `</svg>`
  );
}
