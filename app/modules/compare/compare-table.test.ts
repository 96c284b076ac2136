import { describe, expect, it } from "vitest";
import { alignSpecifications, cellsDiffer, compareSections, usageText, type ComparedVehicle } from "./compare-table";

const vehicle = (v: Partial<ComparedVehicle>): ComparedVehicle => ({
  id: 1, type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: "8000.00", dealRating: null, mileage: 1200,
  condition: "good", zipCode: "90210", place: "Beverly Hills, CA", distance: null, images: [], specifications: [], ...v,
});

describe("aligning specifications by name", () => {
  it("puts the same family and name on one row, and a dash (null) where a vehicle lacks it", () => {
    const bike = [{ family: "Engine", items: [{ label: "Displacement", value: "450 cc" }, { label: "Cooling", value: "Liquid" }] }];
    const boat = [
      { family: "Engine", items: [{ label: "Cooling", value: "liquid" }, { label: "Horsepower", value: "250 hp" }] },
      { family: "Hull", items: [{ label: "Length", value: "21 ft" }] },
    ];
    const sections = alignSpecifications([bike, boat]);
    expect(sections.map((s) => s.title)).toEqual(["Engine", "Hull"]);
    expect(sections[0]!.rows).toEqual([
      { label: "Displacement", cells: ["450 cc", null], differs: true },
      // Same value, written in another case: not a difference.
      { label: "Cooling", cells: ["Liquid", "liquid"], differs: false },
      { label: "Horsepower", cells: [null, "250 hp"], differs: true },
    ]);
    expect(sections[1]!.rows).toEqual([{ label: "Length", cells: [null, "21 ft"], differs: true }]);
  });

  it("tells differing cells from equal ones", () => {
    expect(cellsDiffer(["a", "a", "a"])).toBe(false);
    expect(cellsDiffer(["a", "a", null])).toBe(true);
    expect(cellsDiffer(["a", "b"])).toBe(true);
  });
});

describe("the listing's facts", () => {
  it("measures a boat in hours and a bike in miles, and marks what differs", () => {
    expect(usageText("boat", 150)).toBe("150 hours");
    expect(usageText("dirtbike", 12500)).toBe("12,500 miles");
    expect(usageText("atv", null)).toBeNull();
    const [facts] = compareSections([
      vehicle({ id: 1, dealRating: "great", distance: 3.2 }),
      vehicle({ id: 2, type: "boat", make: "Yamaha", model: "AR190", price: "31000.00", mileage: 150, zipCode: "10001", place: "New York, NY", distance: 2445.6 }),
    ], true);
    const byLabel = Object.fromEntries(facts!.rows.map((r) => [r.label, r]));
    expect(byLabel["Price"]).toEqual({ label: "Price", cells: ["$8,000", "$31,000"], differs: true });
    expect(byLabel["Deal rating"]!.cells).toEqual(["Great deal", null]);
    expect(byLabel["Year"]).toEqual({ label: "Year", cells: ["2020", "2020"], differs: false });
    expect(byLabel["Miles or hours"]!.cells).toEqual(["1,200 miles", "150 hours"]);
    expect(byLabel["Condition"]!.differs).toBe(false);
    expect(byLabel["Location"]!.cells).toEqual(["Beverly Hills, CA 90210", "New York, NY 10001"]);
    expect(byLabel["Distance"]!.cells).toEqual(["3 miles", "2,446 miles"]);
  });

  it("has no distance row without a place to measure from", () => {
    const [facts] = compareSections([vehicle({ id: 1 }), vehicle({ id: 2 })], false);
    expect(facts!.rows.map((r) => r.label)).not.toContain("Distance");
  });
});
