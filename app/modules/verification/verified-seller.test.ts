import { describe, expect, it } from "vitest";
import { VERIFIED_SELLER_MIN_ACCOUNT_DAYS, isVerifiedSeller } from "./verified-seller";

const now = new Date("2026-11-27T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("isVerifiedSeller", () => {
  it("needs a verified phone and an account old enough", () => {
    expect(isVerifiedSeller({ createdAt: daysAgo(VERIFIED_SELLER_MIN_ACCOUNT_DAYS), phoneVerifiedAt: daysAgo(1) }, now)).toBe(true);
    expect(isVerifiedSeller({ createdAt: daysAgo(VERIFIED_SELLER_MIN_ACCOUNT_DAYS - 1), phoneVerifiedAt: daysAgo(1) }, now)).toBe(false);
    expect(isVerifiedSeller({ createdAt: daysAgo(400), phoneVerifiedAt: null }, now)).toBe(false);
  });

  it("reads dates sent as JSON strings", () => {
    expect(isVerifiedSeller({ createdAt: daysAgo(90).toISOString(), phoneVerifiedAt: daysAgo(2).toISOString() }, now)).toBe(true);
  });
});
