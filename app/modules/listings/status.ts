// A listing's statuses and the moves between them (decision 21). Browser-safe: the account page
// and the cards read the badges; manage.server.ts applies the moves.

export const LISTING_STATUSES = ["active", "pending", "sold", "expired", "in_review", "hidden", "rejected", "unpublished"] as const;
export type ListingStatusName = (typeof LISTING_STATUSES)[number];

/**
 * The statuses screening or staff keep a listing in, off the market (decision 39), and a dealer's
 * feed unit unpublished by its feed (decision 47): only its owner and staff see it, and its seller
 * cannot move it by the status buttons or the API.
 */
export const HELD_STATUSES = ["in_review", "hidden", "rejected", "unpublished"] as const;

export const isHeldStatus = (status: string) => (HELD_STATUSES as readonly string[]).includes(status);

/** The lists of the account page and of GET /api/users/:id/vehicles/:status. */
const MANAGED_STATUSES = ["active", "sold"] as const;
export type ManagedStatus = (typeof MANAGED_STATUSES)[number];

export function isManagedStatus(value: unknown): value is ManagedStatus {
  return typeof value === "string" && (MANAGED_STATUSES as readonly string[]).includes(value);
}

/** What a seller may set a listing to (PATCH /api/listings/:id, the account page's buttons). */
export const SETTABLE_STATUSES = ["active", "pending", "sold"] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

export function isSettableStatus(value: unknown): value is SettableStatus {
  return typeof value === "string" && (SETTABLE_STATUSES as readonly string[]).includes(value);
}

/**
 * The one table of moves: the statuses a listing may come from to reach each settable status.
 * Active and pending both need an expiry still ahead (checked with the move); an expired
 * listing goes back on the market only through a renewal, which is not a status move.
 */
export const MOVES_TO: Record<SettableStatus, readonly ListingStatusName[]> = {
  active: ["sold", "pending"],
  pending: ["active"],
  sold: ["active", "pending", "expired"],
};

/**
 * The statuses a search (and a saved search's alert) shows, named one by one: a held listing
 * (in review, hidden, removed) and an expired one are never among them.
 */
export const searchedStatuses = (includeSold: boolean): readonly ListingStatusName[] => (includeSold ? ["active", "pending", "sold"] : ["active", "pending"]);

/** Whether a status is on the market: in search, on its page as for sale. */
export const isOnMarket = (status: string) => status === "active" || status === "pending";

/**
 * The status buyers and the seller see: a listing on the market whose expiry has passed is
 * expired even before the scheduled run has moved it.
 */
export function effectiveStatus(status: string, packageExpiry: Date | string | null, now: Date = new Date()): string {
  if (!isOnMarket(status) || packageExpiry === null) return status;
  return new Date(packageExpiry).getTime() <= now.getTime() ? "expired" : status;
}

type StatusBadge = { label: string; variant: "default" | "secondary" | "outline" };

const BADGES: Record<string, StatusBadge> = {
  active: { label: "Active", variant: "default" },
  sold: { label: "Sold", variant: "secondary" },
  pending: { label: "Sale pending", variant: "outline" },
  expired: { label: "Expired", variant: "secondary" },
  in_review: { label: "In review", variant: "outline" },
  hidden: { label: "Hidden", variant: "secondary" },
  rejected: { label: "Removed", variant: "secondary" },
  unpublished: { label: "Unpublished", variant: "secondary" },
};

/** Badge for a listing status; anything unknown shows as Active (spec section 4). */
export function listingStatusBadge(status: string): StatusBadge {
  return BADGES[status] ?? BADGES.active!;
}
