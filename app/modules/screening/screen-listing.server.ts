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

interface FactsRow {
  id: number;
  user_id: number;
  vehicle_id: number;
  status: string;
  price: string;
  typical_value: string | null;
  created_at: Date;
  phone_verified_at: Date | null;
  suspended_at: Date | null;
  year: number;
  description: string;
  identifier: string | null;
  images: string[];
  make: string;
  model: string;
  condition: string | null;
  dealership_id: number | null;
}

/** The listing, its vehicle and its seller as the rules read them: one statement, by primary keys. */
async function factsOf(db: Prisma.TransactionClient, listingId: number, clientHash: string | null): Promise<ListingFacts & { status: string }> {
  const [l] = await db.$queryRaw<FactsRow[]>`
    SELECT l.id, l.user_id, l.vehicle_id, l.status::text AS status, l.price::text AS price, l.typical_value::text AS typical_value,
           u.created_at, u.phone_verified_at, u.suspended_at, v.year, v.description, v.identifier, v.images,
           mk.name AS make, md.name AS model, c.slug AS condition, l.dealership_id
      FROM listings l
      JOIN users u ON u.id = l.user_id
      JOIN vehicles v ON v.id = l.vehicle_id
      JOIN vehicle_makes mk ON mk.id = v.vehicle_make_id
      JOIN vehicle_models md ON md.id = v.vehicle_model_id
      LEFT JOIN vehicle_conditions c ON c.id = v.vehicle_condition_id
     WHERE l.id = ${listingId}`;
  if (!l) throw new AppError("The listing to screen does not exist.", { status: 404, code: "not-found" });
  return {
    listingId: l.id,
    vehicleId: l.vehicle_id,
    userId: l.user_id,
    dealershipId: l.dealership_id,
    status: l.status,
    price: Number(l.price),
    typicalValue: l.typical_value === null ? null : Number(l.typical_value),
    condition: l.condition,
    title: `${l.year} ${l.make} ${l.model}`,
    description: l.description,
    identifier: l.identifier,
    photos: l.images,
    seller: { createdAt: l.created_at, phoneVerifiedAt: l.phone_verified_at, suspendedAt: l.suspended_at },
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
