// Who may manage a listing (decision 47): its seller, or any member of the dealership it belongs
// to. Every read and write of a seller's private listing data names the user through these, so
// a user of another account or another dealership matches nothing.
import type { Prisma } from "~/generated/prisma/client";

/** Where-clause for the listings `userId` manages. */
export function listingsManagedBy(userId: number): Prisma.ListingWhereInput {
  return { OR: [{ userId }, { dealership: { members: { some: { userId } } } }] };
}

/** Where-clause for the vehicles `userId` manages. */
export function vehiclesManagedBy(userId: number): Prisma.VehicleWhereInput {
  return { OR: [{ userId }, { dealership: { members: { some: { userId } } } }] };
}

export interface ListingOwnership {
  userId: number;
  dealershipId: number | null;
}

/**
 * Whether `userId` manages a listing already read, given the dealership the user belongs to
 * (`dealerMembership` in modules/dealers), or null for a private seller.
 */
export function managesListing(userId: number, listing: ListingOwnership, userDealershipId: number | null): boolean {
  return listing.userId === userId || (listing.dealershipId !== null && listing.dealershipId === userDealershipId);
}
