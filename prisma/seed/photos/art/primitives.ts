// SVG drawing primitives shared by scenes and vehicles.

import { shade } from "./colour";

export const n = (v: number): string => String(Math.round(v * 10) / 10);

const TYRE = "#1c1d20";
const TYRE_SIDE = "#2e3035";
const METAL = "#b9c0c6";
const DARK = "#33363b";
export const GLASS = "#4d6b82";

export interface WheelOpts {
  tyre: number; // tyre (rubber) thickness
  rim: string;
  knobby?: boolean;
  style: "wire" | "mag" | "steel" | "disc" | "beadlock";
  paddle?: boolean;
}

export function wheel(cx: number, cy: number, r: number, o: WheelOpts): string {
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

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function line(d: string, stroke: string, w: number, extra = ""): string {
  const cap = extra.includes("stroke-linecap") ? "" : ` stroke-linecap="round"`;
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(w)}"${cap} stroke-linejoin="round"${extra}/>`;
}

export function shadow(cx: number, cy: number, rx: number, ry: number, op = 0.28): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="${op}"/>`;
}
