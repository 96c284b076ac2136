// Writes a feed's plan in batches, each in its own transaction, so a 10,000-unit feed applies
// without one long transaction; an unchanged unit is not written at all. New and changed
// listings are screened in the transaction that writes them, as the wizard's are.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { screenListing } from "~/modules/screening/screen-listing.server";
import { priceDropWrittenIn } from "~/modules/seller-listings/price-history.server";
import { queuePriceDropNotices } from "~/modules/seller-listings/price-drop-mail.server";
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
  for (const id of priceDrops) await queuePriceDropNotices(id);
  return photoVehicles;
}

async function createUnits(tx: Prisma.TransactionClient, batch: UnitWrite[], ctx: ApplyContext): Promise<number[]> {
  const vehicleIds: number[] = [];
  for (const w of batch) {
    const created = await tx.vehicle.create({
      data: {
        ...w.unit.vehicle,
        images: [],
        userId: ctx.ownerId,
        dealershipId: ctx.dealershipId,
        listing: {
          create: {
            ...w.unit.listing,
            userId: ctx.ownerId,
            dealershipId: ctx.dealershipId,
            vehiclePackageId: ctx.packageId,
            // Dealers pay by plan: a feed's listing has no package expiry.
            packageExpiry: null,
            status: "active",
          },
        },
      },
      select: { id: true, listing: { select: { id: true } } },
    });
    // Screened on the market, as the wizard's are; a unit over the plan then waits off it, unless screening holds it.
    await screenListing(tx, created.listing!.id);
    if (w.status === "unpublished") await tx.listing.updateMany({ where: { id: created.listing!.id, status: "active" }, data: { status: "unpublished" } });
    vehicleIds.push(created.id);
    const unit = { vehicleId: created.id, rowHash: w.unit.hash, photoUrls: w.unit.photos, offReason: w.offReason, lastRunId: ctx.runId };
    await tx.dealerFeedUnit.upsert({
      where: { dealershipId_stockNumber: { dealershipId: ctx.dealershipId, stockNumber: w.unit.stockNumber } },
      create: { dealershipId: ctx.dealershipId, stockNumber: w.unit.stockNumber, ...unit },
      update: unit,
    });
  }
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
