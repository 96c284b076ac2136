// The listing packages as sold. The database is the source of truth at run time;
// this is what the reference seed writes.
export const PACKAGES = [
  {
    slug: "pro",
    name: "Pro",
    price: "59.00",
    durationDays: 90,
    recommended: false,
    features: ["Basic listing", "Photo gallery", "Contact information"],
  },
  {
    slug: "elite",
    name: "Elite",
    price: "99.00",
    durationDays: 365,
    recommended: true,
    features: ["Everything in Pro", "Priority placement", "3 social media reposts"],
  },
  {
    slug: "showstopper",
    name: "Showstopper",
    price: "199.00",
    durationDays: 365,
    recommended: false,
    features: ["Everything in Elite", "Featured listing", "Monthly social media reposts", "Spotlight feature for 7 days"],
  },
] as const;

export type PackageSlug = (typeof PACKAGES)[number]["slug"];

const BADGES: Record<PackageSlug, { label: string; style: "default" | "secondary" | "destructive" }> = {
  pro: { label: "Featured", style: "default" },
  elite: { label: "Popular", style: "secondary" },
  showstopper: { label: "Premium", style: "destructive" },
};

/** Card badge for a package; unknown values fall back to pro. */
export function packageBadge(slug: string | null | undefined) {
  return BADGES[(slug ?? "pro") as PackageSlug] ?? BADGES.pro;
}
