import { prisma } from "~/utils/db.server";
import { DraftIncompleteError } from "./errors";

/** Points the user's draft at another package (the checkout's package switch). */
export async function choosePackage(userId: number, packageId: number) {
  const pkg = await prisma.vehiclePackage.findUnique({ where: { id: packageId }, select: { id: true } });
  if (!pkg) throw new DraftIncompleteError("Package is required");
  const { count } = await prisma.listingDraft.updateMany({ where: { userId }, data: { vehiclePackageId: pkg.id } });
  if (count === 0) throw new DraftIncompleteError();
}
