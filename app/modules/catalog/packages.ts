// The listing packages as sold, and what each one does: this is the one place that says it.
// The database is the source of truth at run time; this is what the reference seed writes.
//
// - placement: the rank in /buy's default order ("Recommended"); higher comes first (decision 22).
// - featured: shown in the home page's Featured Listings (rotating) and highlighted on cards.
// - durationDays: the listing's package expiry is this many days after it starts.
// Every line of `features` names something one of these fields makes the product do.
export const PACKAGES = [
  {
    slug: "pro",
    name: "Pro",
    price: "59.00",
    durationDays: 90,
    recommended: false,
    placement: 0,
    featured: false,
    features: ["Basic listing", "Photo gallery", "Contact information"],
  },
  {
    slug: "elite",
    name: "Elite",
    price: "99.00",
    durationDays: 365,
    recommended: true,
    placement: 1,
    featured: false,
    features: ["Everything in Pro", "Priority placement in search results"],
  },
  {
    slug: "showstopper",
    name: "Showstopper",
    price: "199.00",
    durationDays: 365,
    recommended: false,
    placement: 1,
    featured: true,
    features: ["Everything in Elite", "Featured listing on the home page", "Highlighted card in search results"],
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

/** Whether a package's cards are highlighted (the featured packages'). */
export function isHighlightedPackage(slug: string | null | undefined): boolean {
  return PACKAGES.some((p) => p.slug === slug && p.featured);
}
