import { describe, expect, it } from "vitest";
import { daysSince, daysUntil, formatDate, formatDateTime, formatMonthDay } from "./dates";

const DAY_MS = 86_400_000;

describe("the one rule for dates", () => {
  it("writes every date out in full, in UTC, as Intl's en-US long date does", () => {
    const dates = ["2026-01-01T00:00:00Z", "2026-03-07T23:59:59Z", "1999-12-31T12:00:00Z", "2024-02-29T05:00:00Z", "2030-11-09T00:30:00Z"];
    for (const iso of dates) {
      expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }));
      expect(formatDate(new Date(iso))).toBe(formatDate(iso));
    }
    expect(formatDate("2026-11-27T10:00:00Z")).toBe("November 27, 2026");
    expect(formatMonthDay("2026-11-27T10:00:00Z")).toBe("November 27");
  });

  it("adds the time of day after the date", () => {
    expect(formatDateTime("2026-11-27T15:04:00Z")).toBe("November 27, 2026, 3:04 PM UTC");
    expect(formatDateTime("2026-11-27T00:05:00Z")).toBe("November 27, 2026, 12:05 AM UTC");
    expect(formatDateTime("2026-11-27T12:00:00Z")).toBe("November 27, 2026, 12:00 PM UTC");
  });
});

describe("days until", () => {
  it("reads a 365-day package bought today as 365 days, whatever the hour", () => {
    for (const bought of ["2026-11-27T00:00:01Z", "2026-11-27T10:30:00Z", "2026-11-27T23:59:59Z"]) {
      const now = new Date(bought);
      const expiry = new Date(now.getTime() + 365 * DAY_MS);
      expect(daysUntil(expiry, now)).toBe(365);
      expect(daysUntil(expiry, new Date("2026-11-27T23:59:59Z"))).toBe(365);
    }
  });

  it("counts calendar days: 0 on the day itself, negative once past", () => {
    const now = new Date("2026-11-27T23:00:00Z");
    expect(daysUntil("2026-11-28T01:00:00Z", now)).toBe(1);
    expect(daysUntil("2026-11-27T01:00:00Z", now)).toBe(0);
    expect(daysUntil("2026-11-24T23:59:00Z", now)).toBe(-3);
  });
});

describe("days since", () => {
  it("agrees with the date: a listing from just before midnight UTC was listed yesterday", () => {
    const listed = "2026-11-26T23:50:00Z";
    const now = new Date("2026-11-27T00:10:00Z");
    expect(formatDate(listed)).toBe("November 26, 2026");
    expect(daysSince(listed, now)).toBe(1);
    expect(daysSince("2026-11-27T00:01:00Z", now)).toBe(0);
    expect(daysSince("2026-11-28T00:01:00Z", now)).toBe(0);
  });
});
