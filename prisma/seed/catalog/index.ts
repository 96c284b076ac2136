import { CURRENT_MODEL_YEAR_OFFSET } from "../../../app/modules/catalog/years";
import type { MakeSeed, ModelSeed, TypeSlug } from "./types";
import { SUBTYPES } from "./subtypes";
import { makes as dirtbike } from "./dirtbike";
import { makes as motorcycle } from "./motorcycle";
import { makes as atv } from "./atv";
import { makes as boat } from "./boat";
import { makes as rv } from "./rv";
import { makes as camper } from "./camper";
import { makes as sandrail } from "./sandrail";
import { makes as utv } from "./utv";
import { makes as personalWatercraft } from "./personal-watercraft";

const FIRST_CATALOG: Record<TypeSlug, MakeSeed[]> = { dirtbike, motorcycle, atv, boat, rv, camper, sandrail, utv };

/**
 * Makes and subtypes that joined a type after the first catalog. The reference seed loads them
 * after all the others (CATALOG_LOAD_ORDER), so a new database gives the earlier subtypes, makes
 * and models the ids they always had: the value curves' jitter, and so the demo market's prices,
 * follow model ids.
 */
const ADDED: { type: TypeSlug; subtypes: string[]; makes: MakeSeed[] }[] = [
  { type: "boat", subtypes: ["personal-watercraft"], makes: personalWatercraft },
];

export const CATALOG: Record<TypeSlug, MakeSeed[]> = Object.fromEntries(
  (Object.keys(FIRST_CATALOG) as TypeSlug[]).map((type) => [type, [...FIRST_CATALOG[type], ...ADDED.filter((a) => a.type === type).flatMap((a) => a.makes)]]),
) as Record<TypeSlug, MakeSeed[]>;

/** Every make of the catalog with its type, in the order the reference seed writes them. */
export const CATALOG_LOAD_ORDER: { type: TypeSlug; make: MakeSeed }[] = [
  ...(Object.keys(FIRST_CATALOG) as TypeSlug[]).flatMap((type) => FIRST_CATALOG[type].map((make) => ({ type, make }))),
  ...ADDED.flatMap(({ type, makes }) => makes.map((make) => ({ type, make }))),
];

/** Every subtype (type, slug, name), in the order the reference seed writes them. */
export const SUBTYPE_LOAD_ORDER: { type: TypeSlug; slug: string; name: string }[] = (() => {
  const all = (Object.keys(SUBTYPES) as TypeSlug[]).flatMap((type) => Object.entries(SUBTYPES[type]).map(([slug, name]) => ({ type, slug, name })));
  const added = (s: { type: TypeSlug; slug: string }) => ADDED.some((a) => a.type === s.type && a.subtypes.includes(s.slug));
  return [...all.filter((s) => !added(s)), ...all.filter(added)];
})();

/** The newest model year on sale. */
export const CURRENT_MODEL_YEAR = new Date().getFullYear() + CURRENT_MODEL_YEAR_OFFSET;

export function modelYears(model: ModelSeed): number[] {
  const last = Math.min(model.endYear ?? CURRENT_MODEL_YEAR, CURRENT_MODEL_YEAR);
  const years: number[] = [];
  for (let y = model.startYear; y <= last; y++) years.push(y);
  return years;
}
