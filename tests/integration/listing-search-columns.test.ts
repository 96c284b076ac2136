// The listing's copies of its vehicle's search fields and the kept listing counts must
// always agree with the rows they summarise, whatever writes the rows.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { parseSearchParams } from "~/modules/search/filters";
import { searchListings } from "~/modules/search/search.server";
import { resolved } from "../support/search";
import { createListing, createUser } from "../support/fixtures";
import { createListingRecord } from "~/modules/listing-lifecycle/create-listing.server";
import { loadEditableListing, updateListing } from "~/modules/seller-listings/edit-listing.server";
import { listingSchema } from "~/modules/seller-listings/listing-schema";

async function keptCounts() {
  const rows = await prisma.$queryRaw<{ status: string; vehicle_type_id: number; count: number }[]>`
    SELECT status::text, vehicle_type_id, count::int FROM listing_counts WHERE count <> 0 ORDER BY 1, 2`;
  return rows;
}

async function actualCounts() {
  return prisma.$queryRaw<{ status: string; vehicle_type_id: number; count: number }[]>`
    SELECT status::text, vehicle_type_id, count(*)::int AS count FROM listings GROUP BY 1, 2 ORDER BY 1, 2`;
}

const search = async (query: string) => {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return searchListings(await resolved(parsed.filters));
};

describe("listing search columns", () => {
  it("copy the vehicle's fields when a listing is written and whenever the vehicle changes", async () => {
    const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 6100, zip: "90210", mileage: 800, description: "Quiet bike, quasarwidget graphics." });
    const [copied] = await prisma.$queryRaw<{ year: number; mileage: number; vehicle_model_id: number }[]>`
      SELECT year, mileage, vehicle_model_id FROM listings WHERE vehicle_id = ${v.id}`;
    expect(copied).toEqual({ year: 2019, mileage: 800, vehicle_model_id: v.vehicleModelId });
    expect((await search("keyword=quasarwidget")).vehicles.map((x) => x.id)).toEqual([v.id]);

    await prisma.vehicle.update({ where: { id: v.id }, data: { year: 2020, mileage: 950, description: "Now with zephyrgadget exhaust." } });
    expect((await search("keyword=quasarwidget")).total).toBe(0);
    expect((await search("keyword=zephyrgadget&yearMin=2020&mileageMax=1000")).vehicles.map((x) => x.id)).toEqual([v.id]);
  });

  it("hold the catalog's specs for a listing made or edited in the wizard, so the spec filters find it", async () => {
    const [pick] = await prisma.$queryRaw<{ make: string; model: string; year: number; boat_type: string; engine_size: number }[]>`
      SELECT mk.name AS make, md.name AS model, c.model_year AS year, c.boat_type, c.engine_size
        FROM vehicle_configurations c JOIN vehicle_models md ON md.id = c.vehicle_model_id JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id
        JOIN vehicle_types t ON t.id = mk.vehicle_type_id
       WHERE t.slug = 'boat' AND c.boat_type = 'pontoon' AND c.engine_size IS NOT NULL ORDER BY c.id LIMIT 1`;
    const seller = await createUser(prisma);
    // A listing written without its specs, as a seller's form sends it.
    const typed = await createListing(prisma, { type: "boat", make: pick!.make, model: pick!.model, year: pick!.year, price: 31000, zip: "32801", mileage: null, userId: seller.id, description: "Pontoon with a tritoon package, lake ready." });
    const values = (await loadEditableListing(seller.id, typed.id))!;
    const input = listingSchema.parse(values);
    const made = await prisma.$transaction((tx) => createListingRecord(tx, seller.id, input));
    expect(await prisma.vehicle.findUniqueOrThrow({ where: { id: made.id } })).toMatchObject({ boatType: "pontoon", engineSize: pick!.engine_size });
    const found = async () => (await search(`type=boat&boatType=pontoon&engineSize=${pick!.engine_size}&zipCode=32801&radius=25`)).vehicles.map((v) => v.id);
    expect(await found()).toContain(made.id);
    expect(await found()).not.toContain(typed.id);

    await prisma.vehicle.update({ where: { id: typed.id }, data: { boatType: null, engineSize: null } });
    expect(await updateListing(seller.id, typed.id, { ...values, price: "30500" })).toEqual({ ok: true });
    expect(await prisma.vehicle.findUniqueOrThrow({ where: { id: typed.id } })).toMatchObject({ boatType: "pontoon", engineSize: pick!.engine_size });
    expect(await found()).toContain(typed.id);
  });

  it("keep the per-status, per-type counts exact through inserts, status changes, type changes and deletes", async () => {
    const user = await createUser(prisma);
    const bike = await createListing(prisma, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2018, price: 4100, zip: "99501", userId: user.id });
    const boat = await createListing(prisma, { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2016, price: 21500, zip: "99501", userId: user.id, status: "sold" });
    expect(await keptCounts()).toEqual(await actualCounts());

    await prisma.listing.update({ where: { vehicleId: bike.id }, data: { status: "sold" } });
    expect(await keptCounts()).toEqual(await actualCounts());

    const atv = await prisma.vehicleModel.findFirstOrThrow({ where: { make: { vehicleType: { slug: "atv" } } }, include: { make: true } });
    await prisma.vehicle.update({ where: { id: boat.id }, data: { vehicleTypeId: atv.make.vehicleTypeId, vehicleMakeId: atv.vehicleMakeId, vehicleModelId: atv.id } });
    expect(await keptCounts()).toEqual(await actualCounts());

    await prisma.vehicle.delete({ where: { id: bike.id } });
    await prisma.listing.deleteMany({ where: { vehicleId: boat.id } });
    expect(await keptCounts()).toEqual(await actualCounts());
  });

  it("answer the unfiltered and type-only totals the same as counting the rows", async () => {
    await createListing(prisma, { type: "rv", make: "Winnebago", model: "View", year: 2021, price: 98000, zip: "80202", status: "pending" });
    for (const query of ["", "type=rv", "includeSoldListings=true", "type=rv&includeSoldListings=true", "type=dirtbike&sortBy=price_low"]) {
      const parsed = parseSearchParams(new URLSearchParams(query));
      if (!parsed.ok) throw new Error(parsed.error);
      const f = parsed.filters;
      const [exact] = await prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM listings l JOIN vehicle_types t ON t.id = l.vehicle_type_id
         WHERE (${f.includeSoldListings} OR l.status IN ('active', 'pending')) AND (${f.type ?? null}::text IS NULL OR t.slug = ${f.type ?? null})`;
      expect((await searchListings(await resolved(f))).total, query).toBe(exact!.n);
    }
  });
});
