// Holding back a dealership's units over its plan (issue 35): when a period begins with fewer
// listings allowed than are active, the oldest stay and the newest beyond the count are taken off
// the market (unpublished; their feed unit, where there is one, says "over_plan"). The owners are
// told by mail, never silently. When the plan allows more again (a bigger plan, a first plan, a
// renewal after a lapse), the units held back go back on the market at once, oldest first, up to
// the count: a dealer who uploaded a feed before choosing a plan sees it listed when they choose.
import { prisma } from "~/utils/db.server";
import { composeMail } from "~/modules/mail/layout.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { queueMail } from "~/modules/jobs/mail-queue.server";
import { log } from "~/shared/log";

export const OVER_PLAN = "over_plan";

export const heldBackText = (count: number, allowed: number) =>
  `${count} ${count === 1 ? "unit was" : "units were"} taken off the market because your plan allows ${allowed} active ${allowed === 1 ? "listing" : "listings"}.`;

/** Holds back the newest active units beyond `allowed`; answers how many were held back. */
export async function holdBackOverPlan(dealershipId: number, allowed: number): Promise<number> {
  const held = await prisma.$transaction(async (tx) => {
    // One dealership's plan is applied by one transaction at a time.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('dealer-plan'), ${dealershipId})`;
    const over = await tx.listing.findMany({
      where: { dealershipId, status: "active" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: allowed,
      select: { id: true, vehicleId: true },
    });
    if (!over.length) return 0;
    await tx.listing.updateMany({ where: { id: { in: over.map((l) => l.id) } }, data: { status: "unpublished" } });
    await tx.dealerFeedUnit.updateMany({ where: { dealershipId, vehicleId: { in: over.map((l) => l.vehicleId) } }, data: { offReason: OVER_PLAN } });
    return over.length;
  });
  if (held) await tellOwners(dealershipId, held, allowed);
  return held;
}

/** Puts units held back over the plan back on the market, up to `allowed` active listings; answers how many. */
export async function releaseHeldBack(dealershipId: number, allowed: number): Promise<number> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('dealer-plan'), ${dealershipId})`;
    const room = allowed - (await tx.listing.count({ where: { dealershipId, status: "active" } }));
    if (room <= 0) return 0;
    const held = await tx.dealerFeedUnit.findMany({
      where: { dealershipId, offReason: OVER_PLAN, vehicle: { listing: { status: "unpublished" } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: room,
      select: { id: true, vehicleId: true },
    });
    if (!held.length) return 0;
    await tx.listing.updateMany({ where: { vehicleId: { in: held.map((u) => u.vehicleId!) }, status: "unpublished" }, data: { status: "active" } });
    await tx.dealerFeedUnit.updateMany({ where: { id: { in: held.map((u) => u.id) } }, data: { offReason: null } });
    return held.length;
  });
}

async function tellOwners(dealershipId: number, held: number, allowed: number) {
  const owners = await prisma.dealershipMember.findMany({ where: { dealershipId, role: "owner" }, select: { user: { select: { email: true } } } });
  for (const { user } of owners) {
    const mail = composeMail({
      to: user.email,
      subject: "Some of your units were held back",
      heading: "Some of your units were held back",
      paragraphs: [heldBackText(held, allowed), "Choose a larger plan to put them back on the market."],
      action: { label: "See your plan", url: `${appOrigin()}/dealer/plan` },
    });
    try {
      await queueMail(mail);
    } catch (error) {
      log("error", "plan mail could not be queued", { dealershipId, error: String(error) });
    }
  }
}
