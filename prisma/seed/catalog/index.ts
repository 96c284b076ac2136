import { CURRENT_MODEL_YEAR_OFFSET } from "../../../app/modules/catalog/years";
import type { MakeSeed, ModelSeed, TypeSlug } from "./types";
import { makes as dirtbike } from "./dirtbike";
import { makes as motorcycle } from "./motorcycle";
import { makes as atv } from "./atv";
import { makes as boat } from "./boat";
import { makes as rv } from "./rv";
import { makes as camper } from "./camper";
import { makes as sandrail } from "./sandrail";
import { makes as utv } from "./utv";

export const CATALOG: Record<TypeSlug, MakeSeed[]> = { dirtbike, motorcycle, atv, boat, rv, camper, sandrail, utv };

/** The newest model year on sale. */
export const CURRENT_MODEL_YEAR = new Date().getFullYear() + CURRENT_MODEL_YEAR_OFFSET;

export function modelYears(model: ModelSeed): number[] {
  const last = Math.min(model.endYear ?? CURRENT_MODEL_YEAR, CURRENT_MODEL_YEAR);
  const years: number[] = [];
  for (let y = model.startYear; y <= last; y++) years.push(y);
  return years;
}
