export const CONDITIONS = [
  { slug: "excellent", name: "Excellent" },
  { slug: "very_good", name: "Very Good" },
  { slug: "good", name: "Good" },
  { slug: "fair", name: "Fair" },
  { slug: "poor", name: "Poor" },
] as const;

export type ConditionSlug = (typeof CONDITIONS)[number]["slug"];

/** Underscores read as spaces; a missing condition shows as Good. */
export function conditionLabel(value: string | null | undefined): string {
  if (!value) return "Good";
  const known = CONDITIONS.find((c) => c.slug === value || c.name === value);
  if (known) return known.name;
  return value.replace(/_/g, " ");
}
