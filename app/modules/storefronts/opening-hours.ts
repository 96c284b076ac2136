// A dealership's opening hours as stored (dealerships.hours: one entry per open day, Sunday 0)
// and as a storefront shows them: the whole week from Monday, closed days named, today marked.
// Browser-safe: the storefront renders the week from its loader data.

export interface OpeningHours {
  day: number;
  opens: string;
  closes: string;
}

export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The stored JSON read defensively: entries that are not a day with two times are left out. */
export function openingHoursOf(stored: unknown): OpeningHours[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((h): h is OpeningHours =>
      typeof h === "object" && h !== null && Number.isInteger(h.day) && h.day >= 0 && h.day <= 6 && TIME.test(String(h.opens)) && TIME.test(String(h.closes)))
    .map(({ day, opens, closes }) => ({ day, opens, closes }))
    .sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));
}

export interface WeekDay {
  day: number;
  name: string;
  /** "9:00 AM – 6:00 PM" per opening, or empty when closed. */
  times: string[];
  today: boolean;
}

const clock = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
};

/** The week from Monday, each day with its openings; `today` is the day of the week (Sunday 0). */
export function weekOf(hours: OpeningHours[], today: number): WeekDay[] {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    day,
    name: DAY_NAMES[day]!,
    times: hours.filter((h) => h.day === day).map((h) => `${clock(h.opens)} – ${clock(h.closes)}`),
    today: day === today,
  }));
}

/**
 * The day of the week (Sunday 0) at a place, by its solar time zone (longitude / 15 hours): close
 * enough to mark "today" without a time-zone table; the middle of the country when unknown.
 */
export function weekdayAt(longitude: number | null, now: Date = new Date()): number {
  const offsetHours = Math.round((longitude ?? -90) / 15);
  return new Date(now.getTime() + offsetHours * 3_600_000).getUTCDay();
}
