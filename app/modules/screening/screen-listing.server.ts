// Screening a listing as it is published or changed (decision 42), inside the transaction of the
// write it screens: the rules' hits are scored, the score decides the outcome, one
// listing_screenings row keeps them, and a hold takes the listing off the market ("in review")
// until staff approve it. The write and its screening commit or roll back together.
import type { ListingStatus, Prisma } from "~/generated/prisma/client";
import { AppError } from "~/utils/app-error";
import { SCREENING_RULES } from "./rules.server";
import { outcomeOf, type ScreeningOutcomeName } from "./thresholds";
import type { ListingFacts, RuleHit, ScreeningRule } from "./rule";
import { isHeldStatus } from "~/modules/listings/status";

export interface Screening {
  score: number;
  outcome: ScreeningOutcomeName;
  hits: RuleHit[];
}

async function factsOf(db: Prisma.TransactionClient, listingId: number, clientHash: string | null): Promise<ListingFacts & { status: string }> {
  const l = await db.listing.findUnique({
    where: { id: listingId },
    select: {
      id: true,
      userId: true,
      vehicleId: true,
      price: true,
      typicalValue: true,
      status: true,
      user: { select: { createdAt: true, phoneVerifiedAt: true, suspendedAt: true } },
      vehicle: { select: { year: true, description: true, identifier: true, make: { select: { name: true } }, model: { select: { name: true } }, condition: { select: { slug: true } } } },
    },
  });
  if (!l) throw new AppError("The listing to screen does not exist.", { status: 404, code: "not-found" });
  return {
    listingId: l.id,
    vehicleId: l.vehicleId,
    userId: l.userId,
    status: l.status,
    price: Number(l.price),
    typicalValue: l.typicalValue === null ? null : Number(l.typicalValue),
    condition: l.vehicle.condition?.slug ?? null,
    title: `${l.vehicle.year} ${l.vehicle.make.name} ${l.vehicle.model.name}`,
    description: l.vehicle.description,
    identifier: l.vehicle.identifier,
    seller: l.user,
    clientHash,
  };
}

/** The hits of every rule on a listing's facts, and what their score decides. */
export async function scoreListing(facts: ListingFacts, db: Prisma.TransactionClient, now: Date, rules: readonly ScreeningRule[] = SCREENING_RULES): Promise<Screening> {
  const hits = (await Promise.all(rules.map((rule) => rule.check(facts, { db, now })))).flat();
  const score = hits.reduce((sum, hit) => sum + hit.points, 0);
  return { score, outcome: outcomeOf(score), hits };
}

/**
 * Screens listing `listingId` as just written in `tx`, records the screening and, on a hold,
 * takes the listing off the market into "in review" (remembering the status it had).
 */
export async function screenListing(tx: Prisma.TransactionClient, listingId: number, options: { clientHash?: string | null; now?: Date } = {}): Promise<Screening> {
  const now = options.now ?? new Date();
  const facts = await factsOf(tx, listingId, options.clientHash ?? null);
  const screening = await scoreListing(facts, tx, now);
  await tx.listingScreening.create({
    data: { listingId, score: screening.score, outcome: screening.outcome, hits: screening.hits as unknown as Prisma.InputJsonArray, clientHash: facts.clientHash, createdAt: now },
  });
  if (screening.outcome === "hold" && !isHeldStatus(facts.status)) {
    await tx.listing.update({ where: { id: listingId }, data: { status: "in_review", statusBeforeModeration: facts.status as ListingStatus } });
  }
  return screening;
}
