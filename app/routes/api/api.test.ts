import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing } from "../../../tests/support/fixtures";
import { requestApp } from "../../../tests/support/app-requests";

/** A GET of the endpoint, read the way the app's client reads it. */
async function fetchApi(url: string) {
  const outcome = await requestApp({ url });
  return { status: outcome.status, json: async () => JSON.parse(outcome.text) };
}

let vehicleId: number;

beforeAll(async () => {
  const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7200, zip: "90210", package: "elite" });
  vehicleId = v.id;
});

describe("GET /api/vehicles/search", () => {
  it.each([
    ["priceMin=-1", /price/i],
    ["yearMin=1800", /year/i],
    ["zipCode=abcde", /Please enter a valid zip code/],
    ["page=0", /Page/],
    ["limit=10000", /Limit/],
  ])("answers 400 with a message for %s", async (query, message) => {
    const response = await fetchApi(`/api/vehicles/search?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
  });

  it("answers 400 for a well-formed but unknown zip", async () => {
    const response = await fetchApi("/api/vehicles/search?zipCode=00000");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please enter a valid zip code" });
  });

  it("answers {vehicles, total}", async () => {
    const response = await fetchApi("/api/vehicles/search?type=dirtbike&make=Honda");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(1);
    expect(body.vehicles[0]).toMatchObject({ id: vehicleId, type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: "7200.00", package: "elite", zipCode: "90210" });
  });
});

describe("vehicle endpoints", () => {
  it("returns a vehicle, and 404 for unknown or malformed ids", async () => {
    const ok = await fetchApi(`/api/vehicles/${vehicleId}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).id).toBe(vehicleId);
    expect((await fetchApi("/api/vehicles/999999")).status).toBe(404);
    expect((await fetchApi("/api/vehicles/abc")).status).toBe(404);
    expect((await fetchApi("/api/vehicles/1e3")).status).toBe(404);
  });

  it("returns the value range computed from value history", async () => {
    const response = await fetchApi(`/api/vehicles/${vehicleId}/value-range`);
    expect(response.status).toBe(200);
    const range = await response.json();
    expect(range.low).toBeLessThan(range.average);
    expect(range.average).toBeLessThan(range.high);
    expect(["up", "down", "stable"]).toContain(range.trend);
  });

  it("lists featured vehicles", async () => {
    const response = await fetchApi("/api/vehicles/featured");
    expect(response.status).toBe(200);
    expect((await response.json()).map((v: { id: number }) => v.id)).toContain(vehicleId);
  });
});

describe("catalog endpoints", () => {
  const get = async (url: string) => {
    const response = await fetchApi(url);
    return { status: response.status, body: await response.json() };
  };

  it("lists types, conditions and packages", async () => {
    expect((await get("/api/vehicle-types")).body).toHaveLength(8);
    expect((await get("/api/vehicle-conditions")).body.map((c: { name: string }) => c.name)).toEqual(["Excellent", "Very Good", "Good", "Fair", "Poor"]);
    const packages = (await get("/api/vehicle-packages")).body;
    expect(packages.map((p: { slug: string; price: string }) => [p.slug, p.price])).toEqual([["pro", "59.00"], ["elite", "99.00"], ["showstopper", "199.00"]]);
  });

  it("lists makes and models by id, and model years", async () => {
    const types = (await get("/api/vehicle-types")).body as { id: number; slug: string }[];
    const dirtbike = types.find((t) => t.slug === "dirtbike")!;
    const makes = (await get(`/api/vehicle-makes?vehicleTypeId=${dirtbike.id}`)).body as { id: number; name: string }[];
    const honda = makes.find((m) => m.name === "Honda")!;
    const models = (await get(`/api/vehicle-models?vehicleMakeId=${honda.id}`)).body as { id: number; name: string }[];
    const crf = models.find((m) => m.name === "CRF450R")!;
    const years = (await get(`/api/model-years?vehicleModelId=${crf.id}`)).body as number[];
    expect(years[0]).toBeGreaterThanOrEqual(2026);
    expect(years).toContain(2021);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect((await get("/api/vehicle-makes?vehicleTypeId=abc")).status).toBe(400);
  });

  it("lists only makes and models that have listings as available", async () => {
    const makes = (await get("/api/available-vehicle-makes?type=dirtbike")).body;
    expect(makes.map((m: { name: string }) => m.name)).toEqual(["Honda"]);
    const models = (await get("/api/available-vehicle-models?make=Honda")).body;
    expect(models.map((m: { name: string }) => m.name)).toEqual(["CRF450R"]);
    // The make's name in any case, within its type; a type with no listing has no makes.
    const withinType = (await get("/api/available-vehicle-models?make=honda&type=dirtbike")).body;
    expect(withinType.map((m: { name: string }) => m.name)).toEqual(["CRF450R"]);
    expect((await get("/api/available-vehicle-models?make=Honda&type=boat")).body).toEqual([]);
    const types = (await get("/api/available-vehicle-types")).body;
    expect(types.map((t: { slug: string }) => t.slug)).toContain("dirtbike");
    for (const t of types) expect((await get(`/api/available-vehicle-makes?type=${t.slug}`)).body.length).toBeGreaterThan(0);
    expect((await get("/api/available-vehicle-makes?type=spaceship")).status).toBe(400);
  });

  it("returns specifications with family and type", async () => {
    const spec = await prisma.vehicleSpecification.findFirstOrThrow();
    const { body } = await get(`/api/vehicle-specifications?vehicleModelId=${spec.vehicleModelId}&modelYear=${spec.modelYear}`);
    expect(body.length).toBeGreaterThan(3);
    expect(body[0]).toHaveProperty("specValue");
    expect(body[0].specificationFamily).toHaveProperty("name");
    expect(body[0].specificationType).toHaveProperty("specUom");
    expect((await get("/api/specification-families")).body.length).toBeGreaterThan(3);
    expect((await get("/api/specification-types")).body.length).toBeGreaterThan(20);
  });
});
