import type { ModelSeed, SpecBlock } from "./types";

/** One catalog model on one line: name, first and last model year, subtype, MSRP and extras. */
export function model(
  name: string,
  startYear: number,
  endYear: number | null,
  subtype: string,
  msrp: number,
  extras: Omit<ModelSeed, "name" | "startYear" | "endYear" | "subtype" | "msrp"> = {},
): ModelSeed {
  return { name, startYear, endYear, subtype, msrp, ...extras };
}

export function specs(fromYear: number, toYear: number, values: SpecBlock["values"]): SpecBlock {
  return { fromYear, toYear, values };
}
