import type { Prisma } from "~/generated/prisma/client";

// What every screening rule reads and answers (decision 42). A rule is one entry in the list of
// rules.server.ts: it reads the listing's facts (and, if it must, the database in the
// transaction of the write it screens) and answers its hits, each explained for staff.

/** The listing as screening sees it, read in the transaction that wrote it. */
export interface ListingFacts {
  listingId: number;
  vehicleId: number;
  userId: number;
  /** The dealership the listing belongs to (decision 47), or null for a private seller. */
  dealershipId: number | null;
  price: number;
  /** The model year's typical retail value (the deal rating's), or null when there is none. */
  typicalValue: number | null;
  condition: string | null;
  title: string;
  description: string;
  identifier: string | null;
  /** The vehicle's photos as it holds them (vehicles.images). */
  photos: string[];
  seller: { createdAt: Date; phoneVerifiedAt: Date | null; suspendedAt: Date | null };
  /** The keyed hash of the network address the listing was published or changed from. */
  clientHash: string | null;
}

/** A photo of the listing beside the stored photo it matches, and that photo's listing (the queue shows them side by side, decision 43). */
export interface EvidencePhoto {
  /** This listing's photo (a media storage key). */
  key: string;
  /** The stored photo it matches. */
  matchedKey: string;
  /** The listing the matched photo belongs to. */
  vehicleId: number;
}

export interface RuleHit {
  rule: string;
  points: number;
  /** For staff, in plain words: what was seen and why it matters. */
  explanation: string;
  evidence: Record<string, string | number | boolean | null | string[] | number[] | EvidencePhoto[]>;
}

export interface ScreeningContext {
  db: Prisma.TransactionClient;
  now: Date;
}

export interface ScreeningRule {
  name: string;
  check(facts: ListingFacts, context: ScreeningContext): RuleHit[] | Promise<RuleHit[]>;
}
