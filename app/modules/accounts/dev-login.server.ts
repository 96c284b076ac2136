import { prisma } from "~/utils/db.server";
import { isProduction } from "~/utils/env.server";

const DEV_TEST_USER_EMAIL = "test@ridemarket.dev";

/** The development login's user (the seeded test account); never in production. */
export async function devLoginUserId(): Promise<number | null> {
  if (isProduction()) return null;
  const user = await prisma.user.findUnique({ where: { email: DEV_TEST_USER_EMAIL }, select: { id: true } });
  return user?.id ?? null;
}
