// Scenery pieces: sky, ridges, mountains, trees, grass and stones.

import type { Ctx } from "./context";
import { shade } from "./colour";
import { n, path, rect } from "./primitives";

export function sky(c: Ctx, horizon: number): string {
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

export function ridge(c: Ctx, base: number, amp: number, steps: number, fill: string, smooth: boolean): string {
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

export function mountains(c: Ctx, base: number, fill: string, snow: boolean): string {
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

export function treeLine(c: Ctx, base: number, col: string, countMin: number, countMax: number, hMin: number, hMax: number, avoid?: [number, number]): string {
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

export function grassTufts(c: Ctx, y0: number, y1: number, col: string, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = c.r(0, 1200);
    const y = c.r(y0, y1);
    const h = c.r(8, 18);
    d += `M${n(x - 6)} ${n(y)}L${n(x - 3)} ${n(y - h)}L${n(x)} ${n(y)}L${n(x + 3)} ${n(y - h * 0.8)}L${n(x + 6)} ${n(y)}Z`;
  }
  return path(d, col);
}

export function stones(c: Ctx, y0: number, y1: number, col: string, count: number): string {
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = c.r(0, 1200);
    const y = c.r(y0, y1);
    const w = c.r(5, 16);
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(w * 0.45)}" fill="${shade(col, c.r(-0.15, 0.15))}"/>`;
  }
  return s;
}
