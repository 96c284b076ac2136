import { describe, expect, it } from "vitest";
import { VEHICLE_TYPES, vehicleTypeBadge, vehicleTypeName, vehicleTypePlural } from "./vehicle-types";
import { LANDING_TYPES } from "~/modules/landing/landing-paths";
import { activeFilterChips } from "~/modules/search/active-filters";
import { summarizeSearch } from "~/modules/saved-searches/summary";

describe("one vocabulary for vehicle types", () => {
  it("spells each type the same in the singular, the plural and inside a sentence", () => {
    for (const t of VEHICLE_TYPES) {
      expect(t.name.toLowerCase(), t.slug).toBe(`${t.badge}s`.toLowerCase());
      expect(t.plural.toLowerCase(), t.slug).toBe(t.name.toLowerCase());
    }
    expect([vehicleTypeBadge("dirtbike"), vehicleTypeName("dirtbike"), vehicleTypePlural("dirtbike")]).toEqual(["Dirt Bike", "Dirt Bikes", "dirt bikes"]);
    expect([vehicleTypeBadge("sandrail"), vehicleTypeName("sandrail"), vehicleTypePlural("sandrail")]).toEqual(["Sand Rail", "Sand Rails", "sand rails"]);
    expect(vehicleTypeName("ATV")).toBe("ATVs");
  });

  it("is what filters' chips, landing pages and saved searches' names say", () => {
    for (const t of VEHICLE_TYPES) {
      expect(activeFilterChips(new URLSearchParams({ type: t.slug }))[0]!.label).toBe(t.name);
      expect(LANDING_TYPES[t.slug].plural).toBe(t.plural);
      expect(summarizeSearch(`type=${t.slug}&zipCode=78701`)).toBe(`${t.plural.charAt(0).toUpperCase()}${t.plural.slice(1)} near 78701`);
    }
  });
});
