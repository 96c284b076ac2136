// The status rules that need no database: what buyers see past an expiry, when Renew is
// offered, and where a renewal's new expiry starts.
import { describe, expect, it } from "vitest";
import { MOVES_TO, effectiveStatus, listingStatusBadge } from "~/modules/listings/status";
import { offersRenewal } from "./renewal-offer";
import { renewedExpiry } from "./renew.server";

const DAY_MS = 86_400_000;
const now = new Date("2026-11-25T12:00:00Z");
const at = (days: number) => new Date(now.getTime() + days * DAY_MS);

describe("a listing's status", () => {
  it("is expired to everyone once an on-market listing's expiry has passed, whatever the stored status says", () => {
    expect(effectiveStatus("active", at(-0.001), now)).toBe("expired");
    expect(effectiveStatus("pending", now, now)).toBe("expired");
    expect(effectiveStatus("active", at(1), now)).toBe("active");
    expect(effectiveStatus("active", null, now)).toBe("active");
    expect(effectiveStatus("sold", at(-5), now)).toBe("sold");
    expect(listingStatusBadge("pending").label).toBe("Sale pending");
    expect(listingStatusBadge("expired").label).toBe("Expired");
    expect(listingStatusBadge("mystery").label).toBe("Active");
  });

  it("only reaches the market again from sold or pending, never from expired", () => {
    expect(MOVES_TO.active).not.toContain("expired");
    expect(MOVES_TO.pending).toEqual(["active"]);
    expect(MOVES_TO.sold).toContain("expired");
  });

  it("offers Renew for expired listings, those expiring within 14 days, and sold ones whose package ran out", () => {
    const row = (status: string, days: number | null) => ({ status, packageExpiry: days === null ? null : at(days).toISOString() });
    expect(offersRenewal(row("expired", -3), now)).toBe(true);
    expect(offersRenewal(row("active", 14), now)).toBe(true);
    expect(offersRenewal(row("pending", 2), now)).toBe(true);
    expect(offersRenewal(row("active", 15), now)).toBe(false);
    expect(offersRenewal(row("active", null), now)).toBe(false);
    expect(offersRenewal(row("sold", -1), now)).toBe(true);
    expect(offersRenewal(row("sold", 30), now)).toBe(false);
  });

  it("renews from the later of now and the old expiry", () => {
    expect(renewedExpiry(at(10), 90, now)).toEqual(at(100));
    expect(renewedExpiry(at(-10), 90, now)).toEqual(at(90));
    expect(renewedExpiry(null, 30, now)).toEqual(at(30));
  });
});
