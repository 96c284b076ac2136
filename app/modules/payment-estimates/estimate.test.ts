import { describe, expect, it } from "vitest";
import { centsToDecimal, downFromPercent, estimatePayment, paymentInputSchema, percentOfPrice, priceToCents } from "./estimate";

const NONE = { ratePercent: "0", titleFee: 0, registrationFee: 0 };

describe("estimatePayment", () => {
  it("divides the amount evenly at 0% APR", () => {
    // $12,000 with $2,000 down over 48 months: $10,000 / 48 = $208.333... -> $208.33.
    const e = estimatePayment(1_200_000, { down: 2000, termMonths: 48, apr: 0 }, NONE);
    expect(e.financedCents).toBe(1_000_000);
    expect(e.monthlyCents).toBe(20_833);
    expect(e.totalCents).toBe(200_000 + 20_833 * 48);
  });

  it("amortizes $20,000 at 6% for 60 months to $386.66 a month", () => {
    // r = 0.005; 20000 x 0.005 / (1 - 1.005^-60) = 386.6560...
    const e = estimatePayment(2_000_000, { down: 0, termMonths: 60, apr: 6 }, NONE);
    expect(e.monthlyCents).toBe(38_666);
    expect(e.totalCents).toBe(38_666 * 60);
  });

  it("amortizes $10,000 at 12% for 12 months to $888.49 a month", () => {
    // r = 0.01; 10000 x 0.01 / (1 - 1.01^-12) = 888.4879...
    expect(estimatePayment(1_000_000, { down: 0, termMonths: 12, apr: 12 }, NONE).monthlyCents).toBe(88_849);
  });

  it("adds the state's tax on the whole price and its fees, then takes off the down payment", () => {
    // Texas: 6.25% of $20,000 = $1,250; fees $33 + $51 = $84; financed 20,000 + 1,250 + 84 - 5,000.
    const e = estimatePayment(2_000_000, { down: 5000, termMonths: 60, apr: 0 }, { ratePercent: "6.250", titleFee: 33, registrationFee: 51 });
    expect(e.taxCents).toBe(125_000);
    expect(e.feesCents).toBe(8_400);
    expect(e.financedCents).toBe(1_633_400);
    expect(e.monthlyCents).toBe(27_223); // 16,334 / 60 = 272.2333
    expect(e.totalCents).toBe(500_000 + 27_223 * 60);
  });

  it("rounds tax half up to a cent with a three-decimal rate", () => {
    // Minnesota 6.875% of $12,345.67 = $848.764... -> $848.76; Missouri 4.225% of $10,001 = $422.542... -> $422.54
    expect(estimatePayment(1_234_567, { down: 0, termMonths: 12, apr: 0 }, { ratePercent: "6.875", titleFee: 0, registrationFee: 0 }).taxCents).toBe(84_876);
    expect(estimatePayment(1_000_100, { down: 0, termMonths: 12, apr: 0 }, { ratePercent: "4.225", titleFee: 0, registrationFee: 0 }).taxCents).toBe(42_254);
    // Oregon has no sales tax: only its fees.
    const oregon = estimatePayment(1_000_000, { down: 0, termMonths: 12, apr: 0 }, { ratePercent: "0.000", titleFee: 101, registrationFee: 126 });
    expect(oregon.taxCents).toBe(0);
    expect(oregon.financedCents).toBe(1_022_700);
  });

  it("finances only tax and fees when the whole price is paid down", () => {
    const e = estimatePayment(500_000, { down: 5000, termMonths: 12, apr: 0 }, { ratePercent: "5.000", titleFee: 10, registrationFee: 30 });
    expect(e.financedCents).toBe(25_000 + 4_000);
    expect(e.monthlyCents).toBe(2_417);
  });
});

describe("paymentInputSchema", () => {
  const schema = paymentInputSchema(20_000);
  it("takes down 0..price, 12..84 whole months, APR 0..30 with two decimals and a state code", () => {
    expect(schema.safeParse({ down: 20_000, termMonths: 84, apr: 29.99, state: "tx" }).data).toEqual({ down: 20_000, termMonths: 84, apr: 29.99, state: "TX" });
    expect(schema.safeParse({ down: 0, termMonths: 12, apr: 0 }).success).toBe(true);
  });
  it.each([
    [{ down: 20_001, termMonths: 60, apr: 5 }, "down"],
    [{ down: -1, termMonths: 60, apr: 5 }, "down"],
    [{ down: 10.5, termMonths: 60, apr: 5 }, "down"],
    [{ down: 0, termMonths: 11, apr: 5 }, "termMonths"],
    [{ down: 0, termMonths: 85, apr: 5 }, "termMonths"],
    [{ down: 0, termMonths: 60, apr: 30.01 }, "apr"],
    [{ down: 0, termMonths: 60, apr: -0.5 }, "apr"],
    [{ down: 0, termMonths: 60, apr: 6.555 }, "apr"],
    [{ down: 0, termMonths: 60, apr: 6, state: "Texas" }, "state"],
  ])("refuses %o at %s", (input, field) => {
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });
});

describe("money helpers", () => {
  it("reads and writes cents exactly", () => {
    expect(priceToCents("12345.67")).toBe(1_234_567);
    expect(priceToCents("8000.5")).toBe(800_050);
    expect(priceToCents("8000")).toBe(800_000);
    expect(centsToDecimal(38_666)).toBe("386.66");
    expect(centsToDecimal(5)).toBe("0.05");
  });
  it("turns a default percent into whole dollars down and back", () => {
    expect(downFromPercent(1_234_567, 10)).toBe(1234);
    expect(percentOfPrice(2500, 2_000_000)).toBe(13); // 12.5% rounds to 13
    expect(percentOfPrice(20_000, 2_000_000)).toBe(100);
  });
});
