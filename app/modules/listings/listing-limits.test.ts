import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ID_MAX } from "~/shared/ids";
import { ZIP_PATTERN, ZIP_PATTERN_ATTRIBUTE } from "~/shared/zip-code-rules";
import { MILEAGE_MAX, PRICE_MAX, YEAR_MIN, yearMax } from "./listing-limits";
import { listingSchema, vehicleDetailsSchema } from "~/modules/seller-listings/listing-schema";
import { parseSearchParams } from "~/modules/search/filters";

const APP = path.resolve(__dirname, "../..");
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

const details = { vehicleTypeId: 1, vehicleMakeId: 1, vehicleModelId: 1, year: 2020, vehicleConditionId: 1, zipCode: "90210" };
const searchAccepts = (query: string) => parseSearchParams(new URLSearchParams(query)).ok;

describe("listing limits", () => {
  it("are written once: no other module of the app spells them out", () => {
    const literals = [/\b2_?147_?483_?647\b/, /\b99_?999_?999(\.99)?\b/, /\b10_000_000\b/, /\bgetFullYear\(\) \+ 1\b/, /\\d\{5\}/];
    const offenders = sourceFiles(APP)
      // The id and zip rules are shared vocabulary: written once in app/shared.
      .filter((file) => ![path.join("listings", "listing-limits.ts"), path.join("shared", "ids.ts"), path.join("shared", "zip-code-rules.ts")].some((home) => file.endsWith(home)))
      .flatMap((file) => literals.filter((re) => re.test(readFileSync(file, "utf8"))).map((re) => `${path.relative(APP, file)}: ${re}`));
    expect(offenders).toEqual([]);
  });

  it("the HTML pattern is the zip rule", () => {
    expect(new RegExp(`^(?:${ZIP_PATTERN_ATTRIBUTE})$`).source).toBe(ZIP_PATTERN.source.replace("^", "^(?:").replace("$", ")$"));
    for (const zip of ["90210", "9021", "902100", "9021a"]) expect(new RegExp(`^(?:${ZIP_PATTERN_ATTRIBUTE})$`).test(zip)).toBe(ZIP_PATTERN.test(zip));
  });

  it("the listing form and the search filters draw the same lines", () => {
    for (const [year, ok] of [[YEAR_MIN - 1, false], [YEAR_MIN, true], [yearMax(), true], [yearMax() + 1, false]] as const) {
      expect(vehicleDetailsSchema.safeParse({ ...details, year }).success).toBe(ok);
      expect(searchAccepts(`yearMin=${year}`)).toBe(ok);
    }
    for (const [mileage, ok] of [[MILEAGE_MAX, true], [MILEAGE_MAX + 1, false]] as const) {
      expect(vehicleDetailsSchema.safeParse({ ...details, mileage }).success).toBe(ok);
      expect(searchAccepts(`mileageMax=${mileage}`)).toBe(ok);
    }
    expect(listingSchema.shape.price.safeParse(String(PRICE_MAX)).success).toBe(true);
    expect(listingSchema.shape.price.safeParse("100000000").success).toBe(false);
    expect(searchAccepts(`priceMax=${PRICE_MAX}`)).toBe(true);
    expect(searchAccepts("priceMax=100000000")).toBe(false);
    expect(vehicleDetailsSchema.safeParse({ ...details, vehicleModelId: ID_MAX + 1 }).success).toBe(false);
    expect(searchAccepts(`modelId=${ID_MAX + 1}`)).toBe(false);
  });
});
