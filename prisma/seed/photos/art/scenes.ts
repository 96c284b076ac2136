// The six backgrounds a vehicle is placed in, one per kind of use.

import type { Ctx } from "./context";
import { shade } from "./colour";
import { line, n, path, rect } from "./primitives";
import { grassTufts, mountains, ridge, sky, stones, treeLine } from "./scenery";

export interface Scene {
  bg: string;
  /** y of the ground contact line for the vehicle */
  ground: number;
  fg?: string;
}

export function sceneDirtTrack(c: Ctx): Scene {
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

export function sceneRoad(c: Ctx): Scene {
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

export function sceneTrail(c: Ctx): Scene {
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

export function sceneWater(c: Ctx): Scene {
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

export function sceneCampground(c: Ctx, road: boolean): Scene {
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

export function sceneDunes(c: Ctx): Scene {
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
