import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";

let userId: number;
let vehicleId: number;

beforeAll(async () => {
  const user = await prisma.user.create({
    data: { email: "owner@example.com", password: "x", firstName: "Olive", lastName: "Owner" },
  });
  userId = user.id;
  const model = await prisma.vehicleModel.findFirstOrThrow({ include: { make: true } });
  const condition = await prisma.vehicleCondition.findFirstOrThrow();
  const pkg = await prisma.vehiclePackage.findFirstOrThrow({ where: { slug: "pro" } });
  const vehicle = await prisma.vehicle.create({
    data: {
      userId,
      vehicleTypeId: model.make.vehicleTypeId,
      vehicleMakeId: model.vehicleMakeId,
      vehicleModelId: model.id,
      year: model.startYear,
      description: "A well kept machine with a clean title.",
      vehicleConditionId: condition.id,
      listing: { create: { userId, zipCode: "90210", price: "1000.00", vehiclePackageId: pkg.id } },
    },
    include: { listing: true },
  });
  vehicleId = vehicle.id;
  expect(vehicle.listing?.status).toBe("active");
});

describe("database constraints", () => {
  it("keeps user emails unique", async () => {
    await expect(
      prisma.user.create({ data: { email: "owner@example.com", password: "y", firstName: "A", lastName: "B" } }),
    ).rejects.toMatchObject({ code: "P2002" });
  });

  it("saves a vehicle at most once per user", async () => {
    await prisma.savedVehicle.create({ data: { userId, vehicleId } });
    await expect(prisma.savedVehicle.create({ data: { userId, vehicleId } })).rejects.toMatchObject({ code: "P2002" });
  });

  it("refuses a listing that points at a missing package", async () => {
    const other = await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicleId } });
    await expect(
      prisma.listing.create({ data: { userId, vehicleId: other.id + 100000, zipCode: "90210", price: "5", vehiclePackageId: 999 } }),
    ).rejects.toBeTruthy();
  });

  it("gives a user default preferences of 85% trade-in and USD", async () => {
    const prefs = await prisma.userPreferences.create({ data: { userId } });
    expect(prefs.tradeInPercentage).toBe(85);
    expect(prefs.defaultCurrency).toBe("USD");
  });

  it("keeps the keyword document current through the trigger", async () => {
    await prisma.vehicle.update({ where: { id: vehicleId }, data: { description: "Garage kept with new tires and a winch" } });
    const [row] = await prisma.$queryRaw<{ hit: boolean }[]>`
      SELECT search_document @@ websearch_to_tsquery('english', 'tire winches') AS hit FROM vehicles WHERE id = ${vehicleId}`;
    expect(row!.hit).toBe(true);
  });

  it("deletes a vehicle's listing and saves with it", async () => {
    await prisma.vehicle.delete({ where: { id: vehicleId } });
    expect(await prisma.listing.count({ where: { vehicleId } })).toBe(0);
    expect(await prisma.savedVehicle.count({ where: { vehicleId } })).toBe(0);
  });
});
