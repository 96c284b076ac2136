import { describe, expect, it } from "vitest";
import { caretAfterDigits, formatCardExpiry, formatCardNumber } from "./card-format";
import { checkTestCard, parseExpiry } from "~/modules/payments/test-cards";

describe("the local card form's fields as typed", () => {
  it("groups the card number by four and writes the expiry as MM/YY", () => {
    expect(formatCardNumber("4000000000000002")).toBe("4000 0000 0000 0002");
    expect(formatCardNumber("4242 42")).toBe("4242 42");
    expect(formatCardNumber("4242-4242x4242 4242 999")).toBe("4242 4242 4242 4242 999");
    expect(formatCardNumber("")).toBe("");
    expect(formatCardExpiry("1228")).toBe("12/28");
    expect(formatCardExpiry("12/2")).toBe("12/2");
    expect(formatCardExpiry("12")).toBe("12");
    expect(formatCardExpiry("12/2031")).toBe("12/2031");
  });

  it("keeps the caret after the same digit", () => {
    expect(caretAfterDigits("4242 4", 5)).toBe(6);
    expect(caretAfterDigits("12/28", 2)).toBe(2);
    expect(caretAfterDigits("12/28", 3)).toBe(4);
    expect(caretAfterDigits("12/28", 0)).toBe(0);
  });

  it("is read by the server formatted as typed or bare", () => {
    for (const [number, expiry] of [["4000 0000 0000 0002", "12/28"], ["4000000000000002", "1228"]] as const) {
      expect(checkTestCard({ number, ...parseExpiry(expiry), cvc: "123" }, new Date("2026-11-28T00:00:00Z"))).toEqual({ ok: false, message: "Your card was declined." });
    }
    expect(checkTestCard({ number: formatCardNumber("4242424242424242"), ...parseExpiry(formatCardExpiry("1228")), cvc: "123" }, new Date("2026-11-28T00:00:00Z"))).toEqual({ ok: true });
  });
});
