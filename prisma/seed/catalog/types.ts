// Shapes of the reference catalog that `prisma/seed/reference.ts` loads.
// One file per vehicle type exports `makes: MakeSeed[]`.

export type TypeSlug =
  | "dirtbike"
  | "motorcycle"
  | "atv"
  | "boat"
  | "rv"
  | "camper"
  | "sandrail"
  | "utv";

export type FuelType = "gasoline" | "diesel" | "electric" | "hybrid";
export type Transmission = "manual" | "automatic" | "cvt";
export type DriveType = "2wd" | "4wd" | "awd";
export type BoatType =
  | "pontoon"
  | "bowrider"
  | "center-console"
  | "deck-boat"
  | "fishing"
  | "ski-boat"
  | "wakeboard"
  | "sailboat"
  | "yacht"
  | "personal-watercraft";
export type HullMaterial = "fiberglass" | "aluminum" | "wood" | "steel" | "composite";

/** Subtype slugs allowed per type (see SUBTYPES in ./subtypes.ts). */
export interface SpecBlock {
  /** Model years these values apply to (inclusive range). */
  fromYear: number;
  toYear: number;
  /** specName (see ./specifications.ts) -> value. Numbers are in the spec type's unit. */
  values: Record<string, string | number>;
}

export interface ModelSeed {
  name: string;
  /** First model year sold in the US. */
  startYear: number;
  /** Last model year, or null when still in production. */
  endYear: number | null;
  /** A subtype slug of this vehicle type (./subtypes.ts). */
  subtype: string;
  /** Approximate US MSRP in dollars of a recent model year, base trim. */
  msrp: number;
  /** Filterable extras that a listing of this model inherits. */
  engineSize?: number; // cc
  length?: number; // feet, whole number
  fuelType?: FuelType;
  transmission?: Transmission;
  driveType?: DriveType;
  boatType?: BoatType;
  hullMaterial?: HullMaterial;
  /** Specifications for popular model years. */
  specs?: SpecBlock[];
}

export interface MakeSeed {
  name: string;
  models: ModelSeed[];
}
