// Builds listings with exactly the attributes a test names, on top of the reference catalog.
import type { PrismaClient } from "../../app/generated/prisma/client";
import { liveExpiry } from "../../prisma/seed/demo/package-expiry";

export interface ListingFixture {
  type: string;
  make: string;
  model: string;
  year: number;
  price: number;
  zip: string;
  mileage?: number | null;
  condition?: string;
  package?: "pro" | "elite" | "showstopper";
  status?: "active" | "sold" | "pending" | "expired";
  /** Defaults to the package's duration from createdAt, renewed until it is ahead (a live listing). */
  packageExpiry?: Date | null;
  description?: string;
  createdAt?: Date;
  images?: string[];
  userId?: number;
  /** The vehicle's id, when a test needs one no other test file's vehicle has. */
  vehicleId?: number;
  extras?: Partial<{ length: number; fuelType: string; boatType: string; hullMaterial: string; engineSize: number; transmission: string; driveType: string }>;
}

let userCounter = 0;

export async function createUser(db: PrismaClient, overrides: Partial<{ email: string; firstName: string; lastName: string; password: string }> = {}) {
  userCounter += 1;
  return db.user.create({
    data: {
      email: overrides.email ?? `fixture-${Date.now()}-${userCounter}@example.com`,
      password: overrides.password ?? "not-a-real-hash",
      firstName: overrides.firstName ?? "Fiona",
      lastName: overrides.lastName ?? "Fixture",
    },
  });
}

export async function createListing(db: PrismaClient, f: ListingFixture) {
  const model = await db.vehicleModel.findFirst({
    where: { name: f.model, make: { name: f.make, vehicleType: { slug: f.type } } },
    include: { make: true },
  });
  if (!model) throw new Error(`No ${f.type} ${f.make} ${f.model} in the catalog`);
  const [condition, pkg, zip] = await Promise.all([
    db.vehicleCondition.findUniqueOrThrow({ where: { slug: f.condition ?? "good" } }),
    db.vehiclePackage.findUniqueOrThrow({ where: { slug: f.package ?? "pro" } }),
    db.zipCode.findUniqueOrThrow({ where: { zipCode: f.zip } }),
  ]);
  const userId = f.userId ?? (await createUser(db)).id;
  const createdAt = f.createdAt ?? new Date();
  return db.vehicle.create({
    data: {
      userId,
      vehicleTypeId: model.make.vehicleTypeId,
      vehicleMakeId: model.vehicleMakeId,
      vehicleModelId: model.id,
      year: f.year,
      mileage: f.mileage === undefined ? 1000 : f.mileage,
      description: f.description ?? `A ${f.year} ${f.make} ${f.model} in good running order.`,
      vehicleConditionId: condition.id,
      images: f.images ?? [],
      createdAt,
      ...(f.vehicleId === undefined ? {} : { id: f.vehicleId }),
      ...f.extras,
      listing: {
        create: {
          userId,
          zipCode: zip.zipCode,
          latitude: zip.latitude,
          longitude: zip.longitude,
          price: f.price.toFixed(2),
          vehiclePackageId: pkg.id,
          packageExpiry: f.packageExpiry !== undefined ? f.packageExpiry : liveExpiry(createdAt, pkg.durationDays, new Date()),
          status: f.status ?? "active",
          createdAt,
        },
      },
    },
    include: { listing: true },
  });
}
