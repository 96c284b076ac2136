import { prisma } from "~/utils/db.server";
import { draftIncomplete } from "./errors";

/** Points the user's draft at another package (the checkout's package switch). */
export async function choosePackage(userId: number, packageId: number) {
  const [pkg, draft] = await Promise.all([
    prisma.vehiclePackage.findUnique({ where: { id: packageId }, select: { id: true } }),
    prisma.listingDraft.findUnique({ where: { userId }, select: { id: true, vehiclePackageId: true } }),
  ]);
  if (!pkg) throw draftIncomplete("Package is required");
  if (!draft) throw draftIncomplete();
  if (draft.vehiclePackageId !== pkg.id) await prisma.listingDraft.update({ where: { id: draft.id }, data: { vehiclePackageId: pkg.id } });
}
