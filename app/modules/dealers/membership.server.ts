// A user's place in a dealership (decision 47): at most one, with a role that says what they may do.
import { prisma } from "~/utils/db.server";
import type { DealerRole } from "~/generated/prisma/client";
import { managesListing, type ListingOwnership } from "~/modules/listings/managed-by";

export type { DealerRole };

export interface DealerMembership {
  dealershipId: number;
  slug: string;
  name: string;
  role: DealerRole;
}

export async function dealerMembership(userId: number): Promise<DealerMembership | null> {
  const row = await prisma.dealershipMember.findUnique({
    where: { userId },
    select: { role: true, dealership: { select: { id: true, slug: true, name: true } } },
  });
  return row ? { dealershipId: row.dealership.id, slug: row.dealership.slug, name: row.dealership.name, role: row.role } : null;
}

/** What each role may do; an owner may do everything a manager may, a manager everything sales may. */
const RANK: Record<DealerRole, number> = { sales: 1, manager: 2, owner: 3 };

export const hasDealerRole = (membership: Pick<DealerMembership, "role">, atLeast: DealerRole) => RANK[membership.role] >= RANK[atLeast];

/** Whether `userId` manages the listing, looking up the user's dealership only when it could matter. */
export async function userManagesListing(userId: number, listing: ListingOwnership): Promise<boolean> {
  if (listing.userId === userId) return true;
  if (listing.dealershipId === null) return false;
  const membership = await dealerMembership(userId);
  return managesListing(userId, listing, membership?.dealershipId ?? null);
}
