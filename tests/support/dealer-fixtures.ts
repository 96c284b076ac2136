// Dealerships for tests, made directly with prisma: a dealership with its owner, and its units
// (listings built by fixtures.ts, then given to the dealership the way a feed's are).
import type { ListingStatus, PrismaClient } from "../../app/generated/prisma/client";
import { createListing, createUser, type ListingFixture } from "./fixtures";

let counter = 0;

export interface DealershipFixture {
  name?: string;
  slug?: string;
  street?: string | null;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string;
  hours?: { day: number; opens: string; closes: string }[];
  logo?: string | null;
  licenseNumber?: string | null;
  planSlug?: string | null;
  /** An existing user as its owner (a new user when omitted). */
  ownerId?: number;
}

/** A dealership and its owner, placed at its zip code's point. */
export async function createDealership(db: PrismaClient, f: DealershipFixture = {}) {
  counter += 1;
  const owner = f.ownerId ? await db.user.findUniqueOrThrow({ where: { id: f.ownerId } }) : await createUser(db);
  const zip = await db.zipCode.findUniqueOrThrow({ where: { zipCode: f.zip ?? "90210" } });
  const plan = f.planSlug ? await db.dealerPlan.findUniqueOrThrow({ where: { slug: f.planSlug } }) : null;
  const dealership = await db.dealership.create({
    data: {
      name: f.name ?? `Test Motors ${counter}`,
      slug: f.slug ?? `test-motors-${counter}-${Date.now()}`,
      street: f.street === undefined ? "100 Main St" : f.street,
      city: f.city ?? zip.city,
      state: f.state ?? zip.state,
      zip: zip.zipCode,
      latitude: zip.latitude,
      longitude: zip.longitude,
      phone: f.phone ?? "(310) 555-0100",
      hours: f.hours ?? [],
      logo: f.logo ?? null,
      licenseNumber: f.licenseNumber ?? null,
      planId: plan?.id ?? null,
      members: { create: { userId: owner.id, role: "owner" } },
    },
  });
  return { dealership, owner };
}

/** A unit of the dealership: a listing of its owner's, belonging to the dealership, in the status asked. */
export async function createDealerListing(
  db: PrismaClient,
  dealer: { dealership: { id: number }; owner: { id: number } },
  f: Omit<ListingFixture, "status" | "userId"> & { status?: ListingStatus },
) {
  const { status, ...fixture } = f;
  const vehicle = await createListing(db, { ...fixture, userId: dealer.owner.id });
  await db.vehicle.update({ where: { id: vehicle.id }, data: { dealershipId: dealer.dealership.id } });
  const listing = await db.listing.update({ where: { vehicleId: vehicle.id }, data: { dealershipId: dealer.dealership.id, status: status ?? "active" } });
  return { vehicle, listing };
}
