// Staff decisions on a listing (decision 43): approve, reject, hide, restore. Each is one
// transaction with its audit entry (decision 38): the listing row is locked first, so two staff
// deciding at once are served one after the other. A decision closes the listing's open reports
// and unreviewed screenings. Rejecting writes the refunds of what was paid for the listing in the
// same transaction; the provider is asked after the commit (payments/refunds.server.ts).
import type { ListingStatus, Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { recordAudit } from "~/modules/staff/audit-log.server";
import { queueListingRefunds, settleListingRefunds } from "~/modules/payments/refunds.server";
import { auditActor, type Moderator } from "./actor";
import type { ListingAction } from "./decision-schema";
import { mailReporters, mailSeller, OUTCOME_TEXT, type Reporter } from "./outcome-mail.server";
import { conflict, MODERATION_TEXT, notFound } from "./refusals";

export interface ListingDecision {
  listingId: number;
  vehicleId: number;
  action: ListingAction;
  status: ListingStatus;
}

const HIDEABLE: ListingStatus[] = ["active", "pending", "in_review", "expired"];

type Change = { status: ListingStatus; statusBeforeModeration: ListingStatus | null; hiddenWithSeller: boolean };

interface Locked {
  id: number;
  vehicleId: number;
  status: ListingStatus;
  statusBeforeModeration: ListingStatus | null;
  hiddenWithSeller: boolean;
  openItems: number;
}

/** The listing's next state for the action, or the refusal that explains why not. */
function nextState(listing: Locked, action: ListingAction): Change {
  const keep = { statusBeforeModeration: null, hiddenWithSeller: false };
  switch (action) {
    case "approve":
      if (listing.status === "in_review") return { status: "active", ...keep };
      if (listing.openItems > 0 && listing.status !== "rejected") return { status: listing.status, statusBeforeModeration: listing.statusBeforeModeration, hiddenWithSeller: listing.hiddenWithSeller };
      throw conflict(MODERATION_TEXT.notApprovable);
    case "reject":
      if (listing.status === "rejected") throw conflict(MODERATION_TEXT.alreadyRejected);
      return { status: "rejected", statusBeforeModeration: listing.status === "hidden" ? listing.statusBeforeModeration : listing.status, hiddenWithSeller: false };
    case "hide":
      // A listing hidden with its seller becomes staff's own hide: restoring the seller leaves it hidden.
      if (listing.status === "hidden" && listing.hiddenWithSeller) return { status: "hidden", statusBeforeModeration: listing.statusBeforeModeration, hiddenWithSeller: false };
      if (!HIDEABLE.includes(listing.status)) throw conflict(MODERATION_TEXT.notHideable);
      return { status: "hidden", statusBeforeModeration: listing.status, hiddenWithSeller: false };
    case "restore":
      if (listing.status !== "hidden" || listing.hiddenWithSeller) throw conflict(MODERATION_TEXT.notRestorable);
      return { status: listing.statusBeforeModeration ?? "active", ...keep };
  }
}

async function lockListing(tx: Prisma.TransactionClient, listingId: number): Promise<Locked> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM listings WHERE id = ${listingId} FOR UPDATE`;
  if (rows.length === 0) throw notFound(MODERATION_TEXT.listingNotFound);
  const listing = await tx.listing.findUniqueOrThrow({
    where: { id: listingId },
    select: { id: true, vehicleId: true, status: true, statusBeforeModeration: true, hiddenWithSeller: true },
  });
  const [reports, screenings] = await Promise.all([
    tx.listingReport.count({ where: { listingId, resolvedAt: null } }),
    tx.listingScreening.count({ where: { listingId, reviewedAt: null, outcome: { not: "publish" } } }),
  ]);
  return { ...listing, openItems: reports + screenings };
}

/** Closes the listing's open reports and screenings; answers the reporters to tell. */
async function closeOpenItems(tx: Prisma.TransactionClient, listingId: number, moderatorId: number, outcome: string, now: Date): Promise<Reporter[]> {
  const reports = await tx.listingReport.findMany({ where: { listingId, resolvedAt: null }, select: { id: true, reporter: { select: { email: true } } } });
  await tx.listingReport.updateMany({ where: { id: { in: reports.map((r) => r.id) } }, data: { resolvedAt: now, outcome } });
  await tx.listingScreening.updateMany({ where: { listingId, reviewedAt: null }, data: { reviewedAt: now, reviewedBy: moderatorId } });
  return reports.map((r) => ({ reportId: r.id, kind: "listing" as const, email: r.reporter.email }));
}

const titleOf = (v: { year: number; make: { name: string }; model: { name: string } }) => `${v.year} ${v.make.name} ${v.model.name}`;

export async function decideListing(moderator: Moderator, listingId: number, action: ListingAction, reason: string): Promise<ListingDecision> {
  const now = new Date();
  let result: { decision: ListingDecision; reporters: Reporter[]; refunds: number };
  try {
    result = await prisma.$transaction(async (tx) => {
      const listing = await lockListing(tx, listingId);
      const next = nextState(listing, action);
      await tx.listing.update({ where: { id: listingId }, data: next });
      const reporters = action === "restore" ? [] : await closeOpenItems(tx, listingId, moderator.id, OUTCOME_TEXT[action], now);
      const refunds = action === "reject" ? await queueListingRefunds(tx, listing.vehicleId, reason) : 0;
      await recordAudit(tx, {
        actor: auditActor(moderator),
        action: `listing.${action}`,
        subject: { kind: "listing", id: listingId },
        reason,
        before: { status: listing.status, statusBeforeModeration: listing.statusBeforeModeration, hiddenWithSeller: listing.hiddenWithSeller },
        after: { ...next, reportsResolved: reporters.length, ...(action === "reject" ? { refunds } : {}) },
      });
      return { decision: { listingId, vehicleId: listing.vehicleId, action, status: next.status }, reporters, refunds };
    });
  } catch (error) {
    // A repeated rejection changes nothing, but finishes a refund the provider did not take the first time.
    if (action === "reject") {
      const listing = await prisma.listing.findUnique({ where: { id: listingId }, select: { vehicleId: true, status: true } });
      if (listing?.status === "rejected") await settleListingRefunds(listing.vehicleId);
    }
    throw error;
  }

  const { decision, reporters, refunds } = result;
  if (action === "reject") await settleListingRefunds(decision.vehicleId);
  if (action !== "restore") {
    const listing = await prisma.listing.findUniqueOrThrow({
      where: { id: listingId },
      select: { user: { select: { email: true } }, vehicle: { select: { year: true, make: { select: { name: true } }, model: { select: { name: true } } } } },
    });
    const title = titleOf(listing.vehicle);
    await mailReporters(reporters, `the listing of the ${title}`, action);
    if (action === "reject" || action === "hide") await mailSeller(listing.user.email, title, action, reason, refunds > 0);
  }
  return decision;
}
