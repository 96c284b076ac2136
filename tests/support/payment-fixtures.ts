// A seller with a completed listing draft (every wizard step done), for payment tests.
import type { PrismaClient } from "../../app/generated/prisma/client";
import { createSession } from "../../app/edge/cookies/session.server";
import { createUser } from "./fixtures";

export async function createSellerWithDraft(db: PrismaClient, options: { package?: "pro" | "elite" | "showstopper"; price?: string } = {}) {
  const user = await createUser(db);
  const model = await db.vehicleModel.findFirstOrThrow({
    where: { name: "CRF450R", make: { name: "Honda", vehicleType: { slug: "dirtbike" } } },
    include: { make: true },
  });
  const [condition, pkg] = await Promise.all([
    db.vehicleCondition.findUniqueOrThrow({ where: { slug: "good" } }),
    db.vehiclePackage.findUniqueOrThrow({ where: { slug: options.package ?? "elite" } }),
  ]);
  const draft = await db.listingDraft.create({
    data: {
      userId: user.id,
      vehicleTypeId: model.make.vehicleTypeId,
      vehicleMakeId: model.vehicleMakeId,
      vehicleModelId: model.id,
      year: 2021,
      vehicleConditionId: condition.id,
      mileage: 1200,
      zipCode: "90210",
      description: "Fresh top end, new tires, always garaged.",
      images: [],
      price: options.price ?? "7200.00",
      vehiclePackageId: pkg.id,
    },
  });
  return { user, draft, pkg };
}

/** Headers of a same-origin request from the user's signed-in browser. */
export async function signedInHeaders(userId: number): Promise<Record<string, string>> {
  const cookie = (await createSession(userId, new Request("http://localhost/"))).split(";")[0]!;
  return { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" };
}

/** The arguments a resource route's action receives. */
export const routeArgs = (request: Request) => ({ request, params: {}, context: {} }) as never;
