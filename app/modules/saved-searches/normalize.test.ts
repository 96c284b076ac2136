import { describe, expect, it } from "vitest";
import { normalizeSearchQuery } from "./normalize";
import { summarizeSearch } from "./summary";
import { quotedName } from "./quoted-name";

const normalized = (q: string) => {
  const n = normalizeSearchQuery(q);
  if (!n.ok) throw new Error(JSON.stringify(n.fieldErrors));
  return n.query;
};

describe("normalizeSearchQuery", () => {
  it("gives two URLs meaning the same search the same text", () => {
    const a = normalized("?make=Honda&type=dirtbike&priceMax=8000&zipCode=78701&page=3&limit=50");
    const b = normalized("zipCode=78701&priceMax=8000.00&type=DIRTBIKE&make=%20Honda%20&includeSoldListings=false&radius=any&keyword=");
    expect(a).toBe("make=Honda&priceMax=8000&type=dirtbike&zipCode=78701");
    expect(b).toBe(a);
  });

  it("drops a sort that is the search's default order and keeps a chosen one", () => {
    // Without a zip code or keyword the default is the recommended order, so newest first is a choice.
    expect(normalized("sortBy=newest&type=boat")).toBe("sortBy=newest&type=boat");
    expect(normalized("sortBy=nearest&zipCode=90210")).toBe("zipCode=90210");
    expect(normalized("sortBy=price_low&type=boat")).toBe("sortBy=price_low&type=boat");
    expect(normalized("sortBy=newest&keyword=honda")).toBe("keyword=honda&sortBy=newest");
  });

  it("keeps every filter the schema reads, including ones it has no rule for", () => {
    expect(normalized("type=boat&boatType=pontoon&hullMaterial=aluminum&length=20&includeSoldListings=true")).toBe(
      "boatType=pontoon&hullMaterial=aluminum&includeSoldListings=true&length=20&type=boat",
    );
    expect(normalized("unknown=1&utm_source=mail")).toBe("");
  });

  it("is idempotent", () => {
    for (const q of ["make=Honda&type=dirtbike", "keyword=%22trail%20ready%22%20-rust&zipCode=10001&radius=250", "yearMin=2015&yearMax=2020&mileageMax=5000"]) {
      expect(normalized(normalized(q))).toBe(normalized(q));
    }
  });

  it("refuses what /buy refuses, with the same messages", () => {
    const n = normalizeSearchQuery("zipCode=123&priceMin=9000&priceMax=100");
    expect(n.ok).toBe(false);
    if (n.ok) return;
    expect(n.fieldErrors.zipCode).toBe("Please enter a valid zip code");
    expect(n.fieldErrors.priceMax).toBe("Maximum price must not be below the minimum");
  });
});

describe("summarizeSearch", () => {
  it.each([
    ["make=Honda&priceMax=8000&type=dirtbike&zipCode=78701", "Honda dirt bikes under $8,000 near 78701"],
    ["", "Vehicles"],
    ["type=boat", "Boats"],
    ["make=Yamaha&model=YZ250F&type=dirtbike&yearMin=2018", "2018 or newer Yamaha YZ250F dirt bikes"],
    ["priceMax=20000&priceMin=5000&type=utv&yearMax=2020&yearMin=2015", "2015–2020 UTVs $5,000–$20,000"],
    ["keyword=garage kept&radius=250&zipCode=10001", "Vehicles matching “garage kept” within 250 miles of 10001"],
    ["condition=very_good&mileageMax=5000&type=motorcycle", "Very good motorcycles 5,000 miles or less"],
    ["boatType=pontoon&priceMin=10000&type=boat", "Boats over $10,000 pontoon"],
    ["includeSoldListings=true&type=rv", "RVs including sold"],
  ])("%s → %s", (query, name) => {
    expect(summarizeSearch(query)).toBe(name);
  });

  it("stays within the name's length", () => {
    expect(summarizeSearch(`keyword=${"word ".repeat(40)}`).length).toBeLessThanOrEqual(120);
  });
});

describe("a saved search's name", () => {
  it("names a state by its properly cased name", () => {
    expect(summarizeSearch("priceMax=20000&state=FL&type=boat")).toBe("Boats under $20,000 in Florida");
    expect(summarizeSearch("state=fl&type=sandrail")).toBe("Sand rails in Florida");
  });

  it("keeps a filter's acronym as it is", () => {
    expect(summarizeSearch("driveType=4wd&type=utv")).toBe("UTVs 4WD");
  });

  it("is quoted once inside a sentence, a keyword's quotes turning single", () => {
    const name = summarizeSearch("keyword=funco&type=sandrail");
    expect(name).toBe("Sand rails matching “funco”");
    expect(quotedName(name)).toBe("“Sand rails matching ‘funco’”");
    expect(quotedName("Boats")).toBe("“Boats”");
  });
});
