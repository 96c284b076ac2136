// Dealerships for feed tests, written directly: an owner (and other members as asked), a plan, and CSV feeds.
import type { DealerRole, PrismaClient } from "../../app/generated/prisma/client";
import { createUser } from "./fixtures";

let counter = 0;

export async function createDealership(db: PrismaClient, options: { plan?: string | null; subscriptionStatus?: string; endsAt?: Date; zip?: string } = {}) {
  counter += 1;
  const owner = await createUser(db);
  const plan = options.plan === null ? null : await db.dealerPlan.findUniqueOrThrow({ where: { slug: options.plan ?? "lot-100" } });
  const dealership = await db.dealership.create({
    data: {
      name: `Fixture Motors ${counter}`,
      slug: `fixture-motors-${Date.now()}-${counter}`,
      city: "Austin",
      state: "TX",
      zip: options.zip ?? "78701",
      phone: "512-555-0100",
      planId: plan?.id ?? null,
      subscriptionStatus: plan ? (options.subscriptionStatus ?? "active") : null,
      subscriptionEndsAt: plan ? (options.endsAt ?? new Date(Date.now() + 30 * 86_400_000)) : null,
      members: { create: { userId: owner.id, role: "owner" } },
    },
  });
  return { dealership, owner };
}

export async function addDealerMember(db: PrismaClient, dealershipId: number, role: DealerRole) {
  const user = await createUser(db);
  await db.dealershipMember.create({ data: { dealershipId, userId: user.id, role } });
  return user;
}

export interface FeedUnitFixture {
  stock: string;
  type?: string;
  make?: string;
  model?: string;
  year?: string;
  price?: string;
  condition?: string;
  mileage?: string;
  zip?: string;
  vin?: string;
  description?: string;
  photos?: string[];
}

const COLUMNS = ["stock_number", "type", "make", "model", "year", "price", "condition", "mileage", "zip", "vin", "description", "photos"];
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A CSV feed of dirt bikes (Honda CRF450R unless told), one line per unit after the header. */
export function feedCsv(units: FeedUnitFixture[]): string {
  const lines = units.map((u) =>
    [
      u.stock,
      u.type ?? "dirtbike",
      u.make ?? "Honda",
      u.model ?? "CRF450R",
      u.year ?? "2021",
      u.price ?? "7500",
      u.condition ?? "good",
      u.mileage ?? "1200",
      u.zip ?? "",
      u.vin ?? "",
      u.description ?? `A clean ${u.stock} ready to ride, serviced by our shop.`,
      (u.photos ?? []).join("|"),
    ]
      .map(quote)
      .join(","),
  );
  return [COLUMNS.join(","), ...lines].join("\r\n") + "\r\n";
}
