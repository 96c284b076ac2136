// A seller's own listings (and their dealership's, decision 47): the account page's lists and
// the status changes and deletion it offers. Every write names the user through
// listingsManagedBy/vehiclesManagedBy in its WHERE clause, so a request for a record the user
// does not manage changes nothing and reports false; refusalStatus tells 403 from 404, and
// deleteOwnVehicle (like status-change.server.ts) throws that refusal as an AppError.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { deleteStoredPhotos } from "~/modules/media/cleanup.server";
import { forgetDeletedPhotos } from "~/modules/media/photo-ownership.server";
import { listingsManagedBy, vehiclesManagedBy, type ListingOwnership } from "~/modules/listings/managed-by";
import { userManagesListing } from "~/modules/dealers/membership.server";
import { HELD_STATUSES, MOVES_TO, effectiveStatus, type ManagedStatus, type SettableStatus } from "~/modules/listings/status";

export interface MyListing {
  id: number;
  vehicleId: number;
  year: number;
  make: string;
  model: string;
  price: string;
  zipCode: string;
  /** As buyers see it: a listing past its expiry is "expired" even before the scheduled run. */
  status: string;
  /** When the package runs out (ISO), or null for a listing without one. */
  packageExpiry: string | null;
  createdAt: string;
  updatedAt: string;
  /** Buyers' conversations about this listing. */
  conversations: number;
  /** The seller has an edit staged that is not on the listing yet. */
  stagedEdit: boolean;
}

const myListingSelect = {
  id: true,
  vehicleId: true,
  price: true,
  zipCode: true,
  status: true,
  packageExpiry: true,
  createdAt: true,
  updatedAt: true,
  vehicle: {
    select: { year: true, make: { select: { name: true } }, model: { select: { name: true } }, editDraft: { select: { id: true } }, _count: { select: { conversations: true } } },
  },
} satisfies Prisma.ListingSelect;

/**
 * The "active" list also holds pending listings ("Sale pending") and expired ones ("Expired",
 * with Renew), since they are not sold and the seller would otherwise not see them anywhere.
 * Active lists newest listing first; sold lists the most recently sold first.
 */
export async function listMyListings(userId: number, status: ManagedStatus, now = new Date()): Promise<MyListing[]> {
  const rows = await prisma.listing.findMany({
    where: { ...listingsManagedBy(userId), status: status === "sold" ? "sold" : { in: ["active", "pending", "expired", ...HELD_STATUSES] } },
    orderBy: status === "sold" ? [{ updatedAt: "desc" }, { id: "desc" }] : [{ createdAt: "desc" }, { id: "desc" }],
    select: myListingSelect,
  });
  return rows.map((r) => ({
    id: r.id,
    vehicleId: r.vehicleId,
    year: r.vehicle.year,
    make: r.vehicle.make.name,
    model: r.vehicle.model.name,
    price: r.price.toFixed(2),
    zipCode: r.zipCode,
    status: effectiveStatus(r.status, r.packageExpiry, now),
    packageExpiry: r.packageExpiry?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    conversations: r.vehicle._count.conversations,
    stagedEdit: r.vehicle.editDraft !== null,
  }));
}

/**
 * Moves the user's listing to `status`, by the moves of `MOVES_TO` (status.ts). True when it
 * is now in that status (a repeated submit of the same change counts as done and leaves the
 * dates alone); false when the listing is not the user's, does not exist, or cannot make that
 * move (a listing past its expiry goes back on the market only by a renewal).
 */
export async function setListingStatus(userId: number, listingId: number, status: SettableStatus, now = new Date()): Promise<boolean> {
  const unexpired: Prisma.ListingWhereInput = status === "sold" ? {} : { OR: [{ packageExpiry: null }, { packageExpiry: { gt: now } }] };
  const { count } = await prisma.listing.updateMany({
    where: { id: listingId, status: { in: [...MOVES_TO[status]] }, AND: [listingsManagedBy(userId), unexpired] },
    data: { status },
  });
  if (count > 0) return true;
  return (await prisma.listing.count({ where: { id: listingId, status, AND: [listingsManagedBy(userId), unexpired] } })) > 0;
}

/**
 * Deletes the user's vehicle (its listing and everyone's saved entries go with it), then
 * its photos. Photos still named by another vehicle or a draft (the demo seed shares a
 * pool) are kept. A storage failure is logged: the listing is gone either way.
 */
export async function deleteVehicle(userId: number, vehicleId: number): Promise<boolean> {
  let images: string[];
  try {
    ({ images } = await prisma.vehicle.delete({ where: { id: vehicleId, AND: [vehiclesManagedBy(userId)] }, select: { images: true } }));
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") return false;
    throw error;
  }
  await removePhotosNoLongerUsed(images);
  return true;
}

/**
 * A change to a vehicle the user may not make, as the API refuses it: someone else's (403) or
 * none (404). A vehicle the user owns can always be deleted or edited.
 */
export async function vehicleRefusal(userId: number, vehicleId: number): Promise<AppError> {
  if ((await refusalStatus(await vehicleOwnership(vehicleId), userId)) === 403) return new AppError("Forbidden", { status: 403, code: "forbidden" });
  return new AppError("Vehicle not found", { status: 404, code: "not-found" });
}

/** Deletes the user's vehicle (deleteVehicle); refused when it is someone else's or not there (vehicleRefusal). */
export async function deleteOwnVehicle(userId: number, vehicleId: number): Promise<void> {
  if (!(await deleteVehicle(userId, vehicleId))) throw await vehicleRefusal(userId, vehicleId);
}

/** Deletes stored photos no vehicle or draft names any more; a storage failure is only logged. */
export async function removePhotosNoLongerUsed(urls: string[]): Promise<void> {
  try {
    const unused = await unreferenced(urls);
    await forgetDeletedPhotos(unused);
    await deleteStoredPhotos(unused);
  } catch (error) {
    console.error("Photos that are no longer used were not removed", error);
  }
}

async function unreferenced(urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const [vehicles, drafts, edits] = await Promise.all([
    prisma.vehicle.findMany({ where: { images: { hasSome: urls } }, select: { images: true } }),
    prisma.listingDraft.findMany({ where: { images: { hasSome: urls } }, select: { images: true } }),
    prisma.listingEditDraft.findMany({ where: { images: { hasSome: urls } }, select: { images: true } }),
  ]);
  const inUse = new Set([...vehicles, ...drafts, ...edits].flatMap((r) => r.images));
  return urls.filter((url) => !inUse.has(url));
}

const OWNERSHIP = { userId: true, dealershipId: true } as const;

/** Who owns a listing or vehicle, for telling "not yours" (403) from "no such thing" (404) after a refusal. */
export async function listingOwnership(listingId: number): Promise<ListingOwnership | null> {
  return prisma.listing.findUnique({ where: { id: listingId }, select: OWNERSHIP });
}

export async function vehicleOwnership(vehicleId: number): Promise<ListingOwnership | null> {
  return prisma.vehicle.findUnique({ where: { id: vehicleId }, select: OWNERSHIP });
}

/** 403 for a record the user does not manage, 404 for none, 409 for one they manage that could not change. */
export async function refusalStatus(owner: ListingOwnership | null, userId: number): Promise<403 | 404 | 409> {
  if (owner === null) return 404;
  return (await userManagesListing(userId, owner)) ? 409 : 403;
}
