const DAY_MS = 86_400_000;

/**
 * A demo listing's package expiry: its package's duration from its creation, renewed for the
 * same duration as often as it ran out before `now`, so the demo market is live when seeded
 * (and listings come up for expiry and reminders over the following weeks, not all at once).
 */
export function liveExpiry(createdAt: Date, durationDays: number, now: Date): Date {
  const period = durationDays * DAY_MS;
  const first = createdAt.getTime() + period;
  if (first > now.getTime()) return new Date(first);
  return new Date(first + Math.ceil((now.getTime() - first + 1) / period) * period);
}
