import { describe, expect, it } from "vitest";
import { buyPageIndexing, indexingMeta, landingPageIndexing, vehicleCanonical } from "./canonical";
import { landingPath, stateFromSegment, typeFromSegment } from "~/modules/landing/landing-paths";

const ORIGIN = "https://ridemarket.example";
const buy = (query: string) => buyPageIndexing(new URLSearchParams(query), ORIGIN);
const names = (path: string) => ({ canonical: `${ORIGIN}${path}`, robots: null });
const DEEP = { canonical: null, robots: "noindex,follow" };

describe("/buy's indexing", () => {
  it("names the landing page its type, make and model stand for", () => {
    expect(buy("type=dirtbike")).toEqual(names("/buy/dirt-bikes"));
    expect(buy("type=DirtBike&make=Honda")).toEqual(names("/buy/dirt-bikes/honda"));
    expect(buy("type=dirtbike&make=Honda&model=CRF300L Rally")).toEqual(names("/buy/dirt-bikes/honda/crf300l-rally"));
    expect(buy("type=boat&make=Sea Ray&model=SPX 190")).toEqual(names("/buy/boats/sea-ray/spx-190"));
    expect(buy("type=boat&state=tx")).toEqual(names("/buy/boats/in/texas"));
  });

  it("keeps the page up to the fifth, and names /buy itself when unfiltered", () => {
    expect(buy("")).toEqual(names("/buy"));
    expect(buy("page=3")).toEqual(names("/buy?page=3"));
    expect(buy("type=atv&page=5")).toEqual(names("/buy/atvs?page=5"));
    expect(buy("type=atv&page=1")).toEqual(names("/buy/atvs"));
    expect(buy("type=atv&page=6")).toEqual(DEEP);
    expect(buy("page=6")).toEqual(DEEP);
  });

  it("reads the blank fields a submitted filter form sends as unset", () => {
    expect(buy("keyword=&zipCode=&radius=any&type=rv&make=&model=&yearMin=&includeSoldListings=false")).toEqual(names("/buy/rvs"));
  });

  it("keeps every other combination out of the index, followed", () => {
    for (const query of [
      "type=dirtbike&yearMin=2018",
      "type=dirtbike&sortBy=price_low",
      "type=dirtbike&limit=10",
      "keyword=honda",
      "make=Honda",
      "type=dirtbike&model=CRF450R",
      "type=dirtbike&make=Honda&state=TX",
      "type=boat&state=ZZ",
      "type=spaceship",
      "type=dirtbike&type=boat",
      "type=dirtbike&includeSoldListings=true",
      "type=dirtbike&page=x",
      "type=dirtbike&page=0",
    ]) {
      expect(buy(query), query).toEqual(DEEP);
    }
  });
});

describe("a landing page's indexing", () => {
  it("names itself, with its page", () => {
    expect(landingPageIndexing("/buy/boats", 1, false, ORIGIN)).toEqual(names("/buy/boats"));
    expect(landingPageIndexing("/buy/boats", 2, false, ORIGIN)).toEqual(names("/buy/boats?page=2"));
  });

  it("is not indexed when empty, and followed but not indexed past the fifth page", () => {
    expect(landingPageIndexing("/buy/boats/in/texas", 1, true, ORIGIN)).toEqual({ canonical: `${ORIGIN}/buy/boats/in/texas`, robots: "noindex" });
    expect(landingPageIndexing("/buy/boats", 6, false, ORIGIN)).toEqual({ canonical: `${ORIGIN}/buy/boats?page=6`, robots: "noindex,follow" });
  });
});

describe("head tags", () => {
  it("are a canonical link and a robots meta tag, each only when set", () => {
    expect(indexingMeta({ canonical: `${ORIGIN}/buy`, robots: null })).toEqual([{ tagName: "link", rel: "canonical", href: `${ORIGIN}/buy` }]);
    expect(indexingMeta({ canonical: null, robots: "noindex,follow" })).toEqual([{ name: "robots", content: "noindex,follow" }]);
    expect(indexingMeta(undefined)).toEqual([]);
  });

  it("a vehicle's canonical is /vehicles/:id", () => {
    expect(vehicleCanonical(42, ORIGIN)).toBe(`${ORIGIN}/vehicles/42`);
  });
});

describe("landing addresses", () => {
  it("spell each type one way, and know its short form as another spelling", () => {
    expect(typeFromSegment("dirt-bikes")).toEqual({ type: "dirtbike", canonical: true });
    expect(typeFromSegment("dirtbike")).toEqual({ type: "dirtbike", canonical: false });
    expect(typeFromSegment("BOATS")).toEqual({ type: "boat", canonical: false });
    expect(typeFromSegment("spaceships")).toBeNull();
  });

  it("spell states by name, and know the two-letter code; territories have no page", () => {
    expect(stateFromSegment("new-york")).toMatchObject({ state: { code: "NY" }, canonical: true });
    expect(stateFromSegment("ny")).toMatchObject({ state: { code: "NY" }, canonical: false });
    expect(stateFromSegment("district-of-columbia")).toMatchObject({ state: { code: "DC" }, canonical: true });
    expect(stateFromSegment("pr")).toBeNull();
  });

  it("have no page for a model without its make, or a make in a state", () => {
    expect(landingPath({ type: "boat", model: "SPX 190" })).toBeNull();
    expect(landingPath({ type: "boat", make: "Sea Ray", state: "TX" })).toBeNull();
    expect(landingPath({ type: "utv", make: "Can-Am", model: "Maverick X3" })).toBe("/buy/utvs/can-am/maverick-x3");
  });
});
