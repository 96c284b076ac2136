// Network-free, deterministic flat illustrations of the eight vehicle types.
// renderVehicleSvg(type, variant) returns a 1200x800 SVG (no text, no external
// references) showing a side-view vehicle in a scene that suits the type.
// `variant` picks body colour, time of day, scene details and small pose changes.

import { hashString, mulberry32 } from "../lib/seeded-random";
import { makeCtx, VEHICLE_ART_TYPES, type VehicleArtType } from "./art/context";
import { n, shadow } from "./art/primitives";
import { sceneCampground, sceneDirtTrack, sceneDunes, sceneRoad, sceneTrail, sceneWater, type Scene } from "./art/scenes";
import { dirtbike, motorcycle } from "./art/vehicles/bikes";
import { atv, sandrail, utv } from "./art/vehicles/off-road";
import { boat, camper, rv } from "./art/vehicles/boat-and-campers";

export { VEHICLE_ART_TYPES, type VehicleArtType };

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
