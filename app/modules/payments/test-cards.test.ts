import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, checkTestCard, luhnValid, parseExpiry } from "./test-cards";

const now = new Date("2026-06-15T12:00:00Z");
const card = (overrides: Partial<Parameters<typeof checkTestCard>[0]> = {}) =>
  checkTestCard({ number: "4242 4242 4242 4242", expMonth: 12, expYear: 30, cvc: "123", ...overrides }, now);

describe("built-in test cards", () => {
  it("accepts 4242 4242 4242 4242", () => {
    expect(card()).toEqual({ ok: true });
  });

  it.each([
    ["4000 0000 0000 0002", CARD_MESSAGES.declined],
    ["4000000000009995", CARD_MESSAGES.insufficientFunds],
    ["4242 4242 4242 4241", CARD_MESSAGES.invalidNumber],
    ["1234", CARD_MESSAGES.invalidNumber],
    ["abcd efgh", CARD_MESSAGES.invalidNumber],
  ])("answers %s with '%s'", (number, message) => {
    expect(card({ number })).toEqual({ ok: false, message });
  });

  it("refuses past, impossible and missing expiry dates", () => {
    expect(card({ expMonth: 5, expYear: 26 })).toEqual({ ok: false, message: CARD_MESSAGES.expired });
    expect(card({ expMonth: 6, expYear: 2026 })).toEqual({ ok: true });
    expect(card({ expMonth: 13, expYear: 30 })).toEqual({ ok: false, message: CARD_MESSAGES.invalidExpiry });
    expect(card({ expMonth: NaN, expYear: NaN })).toEqual({ ok: false, message: CARD_MESSAGES.invalidExpiry });
  });

  it("refuses a bad security code", () => {
    expect(card({ cvc: "12" })).toEqual({ ok: false, message: CARD_MESSAGES.invalidCvc });
    expect(card({ cvc: "12a" })).toEqual({ ok: false, message: CARD_MESSAGES.invalidCvc });
    expect(card({ number: "3782 822463 10005", cvc: "123" })).toEqual({ ok: false, message: CARD_MESSAGES.invalidCvc });
    expect(card({ number: "3782 822463 10005", cvc: "1234" })).toEqual({ ok: true });
  });

  it("implements the Luhn check and reads MM/YY", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424243")).toBe(false);
    expect(parseExpiry("04/29")).toEqual({ expMonth: 4, expYear: 29 });
    expect(parseExpiry(" 4 / 2031 ")).toEqual({ expMonth: 4, expYear: 2031 });
    expect(parseExpiry("soon")).toEqual({ expMonth: NaN, expYear: NaN });
  });
});
