// What one picture is drawn with: the type, its seeded randomness, body colour and time of day.

import type { TypeSlug } from "../../catalog/types";
import { VEHICLE_TYPE_SLUGS } from "../../../../app/modules/catalog/vehicle-types";
import { hashString, mulberry32, pick } from "../../lib/seeded-random";
import { hex, luminance, mix } from "./colour";

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

export interface Ctx {
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

export function makeCtx(type: VehicleArtType, variant: number): Ctx {
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
