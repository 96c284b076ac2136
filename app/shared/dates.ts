// The one rule for dates the product shows: written out in en-US ("November 27, 2026"), and
// every date and every count of days read in UTC calendar days, so "Listed today" and "Listed
// November 26" can never disagree, and a page drawn on the server reads the same once hydrated.
// Written out rather than through Intl for the reason given in ./format.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAY_MS = 86_400_000;

type DateLike = string | Date;

/** "November 27, 2026". */
export function formatDate(at: DateLike): string {
  const d = new Date(at);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "November 27", for a day whose year is plain from its place (a chart of the last 30 days). */
export function formatMonthDay(at: DateLike): string {
  const d = new Date(at);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** "November 27, 2026, 3:04 PM UTC": named, since a reader elsewhere would take it for their own clock. */
export function formatDateTime(at: DateLike): string {
  const d = new Date(at);
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  return `${formatDate(d)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"} UTC`;
}

/** The calendar day a moment falls on, as a day number. */
const dayNumber = (at: DateLike) => {
  const d = new Date(at);
  return Math.round(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) / DAY_MS);
};

/**
 * Calendar days from now until `at`: 0 on its own day, negative once past. A package of N days
 * bought today reads N, whatever the hour.
 */
export const daysUntil = (at: DateLike, now: DateLike = new Date()) => dayNumber(at) - dayNumber(now);

/** Calendar days since `at`: 0 on its own day ("today"), never negative. */
export const daysSince = (at: DateLike, now: DateLike = new Date()) => Math.max(0, dayNumber(now) - dayNumber(at));
