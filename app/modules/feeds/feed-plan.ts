// What a full run does to each unit (decision 47), decided before anything is written, so a dry
// run reports exactly what applying would do. Pure: the stored units and the plan's allowance in,
// the writes out.
import type { CheckedUnit } from "./check-rows";

export interface StoredUnit {
  id: number;
  stockNumber: string;
  vehicleId: number | null;
  listingId: number | null;
  rowHash: string;
  offReason: string | null;
  /** The listing's status, or null when the vehicle is gone. */
  status: string | null;
}

export type OffReason = "missing" | "over_plan";

/** A status the feed decides: others (held by staff, sold, expired) are left as they are. */
const FEED_STATUSES = ["active", "unpublished"];
const ON_MARKET = ["active", "pending"];

export interface UnitWrite {
  unit: CheckedUnit;
  stored: StoredUnit | null;
  /** The listing's status after the run, or null to leave it as it is. */
  status: "active" | "unpublished" | null;
  offReason: OffReason | null;
}

export interface FeedPlan {
  creates: UnitWrite[];
  /** Units whose row changed: vehicle and listing written. */
  changes: UnitWrite[];
  /** Units whose row is the same but whose status moves (back in the feed, or over or within the plan). */
  moves: UnitWrite[];
  /** Units not in this feed that leave the market. */
  missing: StoredUnit[];
  unchanged: number;
  heldBack: number;
}

/**
 * `allowance`: active listings the plan allows; `othersOnMarket`: the dealership's listings on
 * the market that no unit of this feed stands for. `present`: stock numbers of the feed's rows
 * refused this time, which are neither written nor taken off the market.
 */
export function planFeed(units: CheckedUnit[], stored: Map<string, StoredUnit>, allowance: number, othersOnMarket: number, present: Set<string>): FeedPlan {
  const plan: FeedPlan = { creates: [], changes: [], moves: [], missing: [], unchanged: 0, heldBack: 0 };
  const isNew = (s: StoredUnit | undefined): s is undefined => !s || s.vehicleId === null || s.status === null;
  const decided = (s: StoredUnit | undefined) => isNew(s) || FEED_STATUSES.includes(s.status!);
  // Units already on the market keep their places before new ones take what is left.
  const listedFirst = [...units].sort((a, b) => rank(stored.get(a.stockNumber)) - rank(stored.get(b.stockNumber)));
  let slots = allowance - othersOnMarket - units.filter((u) => !decided(stored.get(u.stockNumber)) && ON_MARKET.includes(stored.get(u.stockNumber)!.status!)).length;
  const target = new Map<string, "active" | "unpublished">();
  for (const unit of listedFirst) {
    if (!decided(stored.get(unit.stockNumber))) continue;
    target.set(unit.stockNumber, slots > 0 ? "active" : "unpublished");
    slots--;
  }
  for (const unit of units) {
    const s = stored.get(unit.stockNumber);
    const status = target.get(unit.stockNumber) ?? null;
    const offReason: OffReason | null = status === "unpublished" ? "over_plan" : null;
    if (status === "unpublished") plan.heldBack++;
    const write: UnitWrite = { unit, stored: isNew(s) ? null : s, status, offReason };
    if (isNew(s)) plan.creates.push(write);
    else if (s.rowHash !== unit.hash) plan.changes.push(write);
    else if ((status !== null && status !== s.status) || (status !== null && offReason !== s.offReason)) plan.moves.push(write);
    else plan.unchanged++;
  }
  const inFeed = new Set(units.map((u) => u.stockNumber));
  for (const s of stored.values()) {
    if (inFeed.has(s.stockNumber) || present.has(s.stockNumber) || s.offReason === "missing" || s.vehicleId === null) continue;
    plan.missing.push(s);
  }
  return plan;
}

function rank(s: StoredUnit | undefined): number {
  if (s && s.offReason === null && s.status === "active") return 0;
  return 1;
}
