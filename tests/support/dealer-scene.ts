// A dealership as the inbox tests meet it, made directly in the database (the accounts and feed
// pages are other parts of issue 35): its members in their roles and a listing of its own.
import { prisma } from "../../app/utils/db.server";
import type { DealerRole } from "../../app/generated/prisma/client";
import { bike, person, type Person } from "./relay-scene";

let n = 0;

export interface DealerScene {
  dealershipId: number;
  slug: string;
  name: string;
  owner: Person;
  manager: Person;
  sales: Person;
  sales2: Person;
  /** A vehicle of the dealership, listed by its owner. */
  vehicleId: number;
}

export async function addMember(dealershipId: number, user: Person, role: DealerRole) {
  await prisma.dealershipMember.create({ data: { dealershipId, userId: user.id, role } });
}

/** Lists a fresh bike for the dealership, by `userId`; returns the vehicle's id. */
export async function dealerBike(dealershipId: number, userId: number): Promise<number> {
  const vehicle = await bike(userId);
  await prisma.vehicle.update({ where: { id: vehicle.id }, data: { dealershipId } });
  await prisma.listing.update({ where: { vehicleId: vehicle.id }, data: { dealershipId } });
  return vehicle.id;
}

export async function dealerScene(name = "Canyon Powersports"): Promise<DealerScene> {
  n += 1;
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${n}-${Date.now()}`;
  const dealership = await prisma.dealership.create({ data: { name, slug, city: "Boise", state: "ID", zip: "83702", phone: "208-555-0100" } });
  const [owner, manager, sales, sales2] = [await person("Olive"), await person("Marco"), await person("Sam"), await person("Tess")];
  await addMember(dealership.id, owner, "owner");
  await addMember(dealership.id, manager, "manager");
  await addMember(dealership.id, sales, "sales");
  await addMember(dealership.id, sales2, "sales");
  return { dealershipId: dealership.id, slug, name, owner, manager, sales, sales2, vehicleId: await dealerBike(dealership.id, owner.id) };
}
