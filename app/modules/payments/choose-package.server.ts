import { prisma } from "~/utils/db.server";
import { getDraft, setDraftPackage } from "~/modules/seller-listings/drafts.server";
import { draftIncomplete } from "./errors";

/** Points the user's draft at another package (the checkout's package switch). */
export async function choosePackage(userId: number, packageId: number) {
  const [pkg, draft] = await Promise.all([
    prisma.vehiclePackage.findUnique({ where: { id: packageId }, select: { id: true } }),
    getDraft(userId),
  ]);
  if (!pkg) throw draftIncomplete("Package is required");
  if (!draft) throw draftIncomplete();
  if (draft.vehiclePackageId !== pkg.id) await setDraftPackage(draft.id, pkg.id);
}
