// Writes a feed's plan in batches, each in its own transaction, so a 10,000-unit feed applies
// without one long transaction; an unchanged unit is not written at all. New and changed
// listings are screened in the transaction that writes them, as the wizard's are.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { screenListing } from "~/modules/screening/screen-listing.server";
import { priceDropWrittenIn } from "~/modules/seller-listings/price-history.server";
import { recordPriceDrop } from "~/modules/seller-listings/price-drop-digest.server";
import type { FeedPlan, UnitWrite } from "./feed-plan";

const BATCH = 200;

export interface ApplyContext {
  dealershipId: number;
  ownerId: number;
  packageId: number;
  runId: number;
}

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Applies the plan; returns the vehicles created or changed, whose photos are to be fetched. */
export async function applyFeedPlan(plan: FeedPlan, ctx: ApplyContext): Promise<number[]> {
  const photoVehicles: number[] = [];
  const priceDrops: number[] = [];
  for (const batch of chunks(plan.creates)) {
    photoVehicles.push(...(await prisma.$transaction((tx) => createUnits(tx, batch, ctx), { timeout: 120_000 })));
  }
  for (const batch of chunks(plan.changes)) {
    const written = await prisma.$transaction((tx) => changeUnits(tx, batch, ctx), { timeout: 120_000 });
    photoVehicles.push(...written.vehicleIds);
    priceDrops.push(...written.priceDrops);
  }
  for (const batch of chunks(plan.moves, 1000)) await prisma.$transaction((tx) => moveUnits(tx, batch, ctx));
  for (const batch of chunks(plan.missing, 1000)) {
    await prisma.$transaction(async (tx) => {
      const vehicleIds = batch.map((s) => s.vehicleId!);
      await tx.listing.updateMany({ where: { vehicleId: { in: vehicleIds }, status: { in: ["active", "pending"] } }, data: { status: "unpublished" } });
      await tx.dealerFeedUnit.updateMany({ where: { id: { in: batch.map((s) => s.id) } }, data: { offReason: "missing", lastRunId: ctx.runId } });
    });
  }
  for (const id of priceDrops) await recordPriceDrop(id);
  return photoVehicles;
}

/**
 * New units in a few statements: their ids drawn first, so each vehicle, listing and unit row is
 * written knowing the others' without a round trip per unit. Then each listing is screened.
 */
async function createUnits(tx: Prisma.TransactionClient, batch: UnitWrite[], ctx: ApplyContext): Promise<number[]> {
  const n = batch.length;
  const vehicleIds = (await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('vehicles', 'id'))::int AS id FROM generate_series(1, ${n}::int)`).map((r) => r.id);
  const listingIds = (await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('listings', 'id'))::int AS id FROM generate_series(1, ${n}::int)`).map((r) => r.id);
  const v = batch.map((w) => w.unit.vehicle);
  const l = batch.map((w) => w.unit.listing);
  const col = <T>(pick: (i: number) => T) => batch.map((_, i) => pick(i));
  await tx.$executeRaw`
    INSERT INTO vehicles (id, user_id, dealership_id, vehicle_type_id, vehicle_make_id, vehicle_model_id, year, vehicle_condition_id, mileage, identifier, description,
                          images, length, engine_size, fuel_type, boat_type, hull_material, transmission, drive_type, updated_at)
    SELECT t.id, ${ctx.ownerId}::int, ${ctx.dealershipId}::int, t.type, t.make, t.model, t.year, t.cond, t.mileage, t.identifier, t.description,
           '{}'::text[], t.length, t.engine_size, t.fuel_type, t.boat_type, t.hull_material, t.transmission, t.drive_type, now()
      FROM unnest(${vehicleIds}::int[], ${col((i) => v[i]!.vehicleTypeId)}::int[], ${col((i) => v[i]!.vehicleMakeId)}::int[], ${col((i) => v[i]!.vehicleModelId)}::int[],
                  ${col((i) => v[i]!.year)}::int[], ${col((i) => v[i]!.vehicleConditionId)}::int[], ${col((i) => v[i]!.mileage)}::int[], ${col((i) => v[i]!.identifier)}::text[],
                  ${col((i) => v[i]!.description)}::text[], ${col((i) => v[i]!.length)}::int[], ${col((i) => v[i]!.engineSize)}::int[], ${col((i) => v[i]!.fuelType)}::text[],
                  ${col((i) => v[i]!.boatType)}::text[], ${col((i) => v[i]!.hullMaterial)}::text[], ${col((i) => v[i]!.transmission)}::text[], ${col((i) => v[i]!.driveType)}::text[])
        AS t(id, type, make, model, year, cond, mileage, identifier, description, length, engine_size, fuel_type, boat_type, hull_material, transmission, drive_type)`;
  // Dealers pay by plan: a feed's listing has no package expiry.
  await tx.$executeRaw`
    INSERT INTO listings (id, user_id, dealership_id, vehicle_id, zip_code, latitude, longitude, price, vehicle_package_id, package_expiry, status, updated_at)
    SELECT t.id, ${ctx.ownerId}::int, ${ctx.dealershipId}::int, t.vehicle_id, t.zip, t.lat, t.lon, t.price, ${ctx.packageId}::int, NULL, 'active', now()
      FROM unnest(${listingIds}::int[], ${vehicleIds}::int[], ${col((i) => l[i]!.zipCode)}::text[], ${col((i) => l[i]!.latitude)}::float8[],
                  ${col((i) => l[i]!.longitude)}::float8[], ${col((i) => l[i]!.price)}::numeric[]) AS t(id, vehicle_id, zip, lat, lon, price)`;
  // Screened on the market, as the wizard's are; a unit over the plan then waits off it, unless screening holds it.
  for (const id of listingIds) await screenListing(tx, id);
  const overPlan = listingIds.filter((_, i) => batch[i]!.status === "unpublished");
  if (overPlan.length) await tx.listing.updateMany({ where: { id: { in: overPlan }, status: "active" }, data: { status: "unpublished" } });
  await tx.$executeRaw`
    INSERT INTO dealer_feed_units (dealership_id, stock_number, vehicle_id, row_hash, photo_urls, off_reason, last_run_id, updated_at)
    SELECT ${ctx.dealershipId}::int, t.stock, t.vehicle_id, t.hash, ARRAY(SELECT jsonb_array_elements_text(t.photos::jsonb)), t.off, ${ctx.runId}::int, now()
      FROM unnest(${col((i) => batch[i]!.unit.stockNumber)}::text[], ${vehicleIds}::int[], ${col((i) => batch[i]!.unit.hash)}::text[],
                  ${col((i) => JSON.stringify(batch[i]!.unit.photos))}::text[], ${col((i) => batch[i]!.offReason)}::text[]) AS t(stock, vehicle_id, hash, photos, off)
    ON CONFLICT (dealership_id, stock_number) DO UPDATE
       SET vehicle_id = EXCLUDED.vehicle_id, row_hash = EXCLUDED.row_hash, photo_urls = EXCLUDED.photo_urls, off_reason = EXCLUDED.off_reason,
           last_run_id = EXCLUDED.last_run_id, updated_at = now()`;
  await notePhotos(tx, batch, ctx.dealershipId);
  return vehicleIds;
}

async function changeUnits(tx: Prisma.TransactionClient, batch: UnitWrite[], ctx: ApplyContext) {
  const vehicleIds: number[] = [];
  const priceDrops: number[] = [];
  for (const w of batch) {
    const vehicleId = w.stored!.vehicleId!;
    await tx.vehicle.update({ where: { id: vehicleId }, data: w.unit.vehicle });
    const listing = await tx.listing.update({
      where: { vehicleId },
      data: { ...w.unit.listing, ...(w.status ? { status: w.status } : {}) },
      select: { id: true },
    });
    const drop = await priceDropWrittenIn(tx, listing.id);
    if (drop !== null) priceDrops.push(drop);
    await screenListing(tx, listing.id);
    await tx.dealerFeedUnit.update({ where: { id: w.stored!.id }, data: { rowHash: w.unit.hash, photoUrls: w.unit.photos, offReason: w.offReason, lastRunId: ctx.runId } });
    vehicleIds.push(vehicleId);
  }
  await notePhotos(tx, batch, ctx.dealershipId);
  return { vehicleIds, priceDrops };
}

/** Status moves only: each group of units going the same way is one statement. */
async function moveUnits(tx: Prisma.TransactionClient, batch: UnitWrite[], ctx: ApplyContext) {
  for (const status of ["active", "unpublished"] as const) {
    const going = batch.filter((w) => w.status === status);
    if (!going.length) continue;
    await tx.listing.updateMany({ where: { vehicleId: { in: going.map((w) => w.stored!.vehicleId!) }, status: { in: ["active", "unpublished"] } }, data: { status } });
    await tx.dealerFeedUnit.updateMany({ where: { id: { in: going.map((w) => w.stored!.id) } }, data: { offReason: status === "active" ? null : "over_plan", lastRunId: ctx.runId } });
  }
}

/** The photo URLs of written units, each kept once per dealership; the photo job fetches what it has not yet. */
async function notePhotos(tx: Prisma.TransactionClient, batch: UnitWrite[], dealershipId: number) {
  const urls = [...new Set(batch.flatMap((w) => w.unit.photos))];
  if (urls.length) await tx.dealerFeedPhoto.createMany({ data: urls.map((url) => ({ dealershipId, url })), skipDuplicates: true });
}
