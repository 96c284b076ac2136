/** The statuses a seller moves a listing between from the account page. */
const MANAGED_STATUSES = ["active", "sold"] as const;
export type ManagedStatus = (typeof MANAGED_STATUSES)[number];

export function isManagedStatus(value: unknown): value is ManagedStatus {
  return typeof value === "string" && (MANAGED_STATUSES as readonly string[]).includes(value);
}

type StatusBadge = { label: string; variant: "default" | "secondary" | "outline" };

const BADGES: Record<string, StatusBadge> = {
  active: { label: "Active", variant: "default" },
  sold: { label: "Sold", variant: "secondary" },
  pending: { label: "Pending", variant: "outline" },
};

/** Badge for a listing status; anything unknown shows as Active (spec section 4). */
export function listingStatusBadge(status: string): StatusBadge {
  return BADGES[status] ?? BADGES.active!;
}
