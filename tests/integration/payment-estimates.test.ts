// The payment estimate (decision 54): GET /api/vehicles/:id/payment, the vehicle page's GET form
// read from the URL, and a buyer's saved defaults. A listing in 90210 is in California: 7.25%
// state sales tax, $15 title and $70 registration in the seeded reference data.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../support/fixtures";
import { callPage, requestApp, sessionCookieFor } from "../support/app-requests";

const listing = (price = 20_000, userId?: number) =>
  createListing(prisma, { type: "atv", make: "Polaris", model: "Sportsman 570", year: 2021, price, zip: "90210", userId });

const quote = async (path: string, cookie?: string) => {
  const answer = await requestApp({ url: path, cookie });
  return { ...answer, body: JSON.parse(answer.text) as Record<string, unknown> };
};

interface PagePayment {
  inputs: { down: number; termMonths: number; apr: number; state: string | null };
  estimate: { monthlyCents: number; totalCents: number; taxCents: number; feesCents: number } | null;
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } | null;
  fromSavedDefaults: boolean;
}

const pagePayment = (data: unknown) => (data as { payment: PagePayment }).payment;

describe("GET /api/vehicles/:id/payment", () => {
  it("estimates with the visitor's defaults and the listing's state: 10% down, 60 months at 7.5%, California tax and fees", async () => {
    const v = await listing();
    const answer = await quote(`/api/vehicles/${v.id}/payment`);
    expect(answer.status).toBe(200);
    // 20,000 + 1,450 tax + 85 fees - 2,000 down = 19,535 at 0.625% a month for 60 months.
    expect(answer.body).toMatchObject({ state: "CA", down: "2000.00", termMonths: 60, apr: 7.5, tax: "1450.00", fees: "85.00", amountFinanced: "19535.00", monthly: "391.44", total: "25486.40", asOf: "2025-01-01" });
    expect(answer.headers.get("cache-control")).toMatch(/\bpublic\b/);
  });

  it("takes every input from the query, with the tax of the state asked for", async () => {
    const v = await listing();
    const texas = await quote(`/api/vehicles/${v.id}/payment?down=5000&termMonths=60&apr=0&state=tx`);
    expect(texas.status).toBe(200);
    // Texas 6.25%: 1,250 tax, 33 + 51 fees; 16,334 / 60 at 0% = 272.2333 -> 272.23.
    expect(texas.body).toMatchObject({ state: "TX", tax: "1250.00", fees: "84.00", monthly: "272.23", total: "21333.80" });
    const oregon = await quote(`/api/vehicles/${v.id}/payment?down=0&termMonths=72&apr=4.99&state=OR`);
    expect(oregon.body).toMatchObject({ state: "OR", tax: "0.00", fees: "227.00" });
    const california = await quote(`/api/vehicles/${v.id}/payment?down=0&termMonths=72&apr=4.99`);
    // 21,535 at 4.99% for 72 months = 346.7198 -> 346.72.
    expect(california.body).toMatchObject({ state: "CA", monthly: "346.72", total: "24963.84" });
  });

  it.each([
    ["apr=31", "apr"],
    ["apr=abc", "apr"],
    ["termMonths=6", "termMonths"],
    ["termMonths=60.5", "termMonths"],
    ["down=20001", "down"],
    ["down=-5", "down"],
    ["down=", "down"],
    ["state=ZZ", "state"],
    ["state=Texas", "state"],
  ])("refuses %s with 400 and a message naming the field", async (query, field) => {
    const v = await listing();
    const answer = await quote(`/api/vehicles/${v.id}/payment?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    expect(String(answer.body.error)).toMatch(new RegExp(`^${field}`));
  });

  it("answers 404 for an unknown vehicle and for a held listing to anyone but its owner", async () => {
    expect((await quote("/api/vehicles/987654321/payment")).status).toBe(404);
    expect((await quote("/api/vehicles/abc/payment")).status).toBe(404);
    const owner = await createUser(prisma);
    const stranger = await createUser(prisma);
    const v = await listing(15_000, owner.id);
    await prisma.listing.update({ where: { vehicleId: v.id }, data: { status: "in_review" } });
    expect((await quote(`/api/vehicles/${v.id}/payment`)).status).toBe(404);
    expect((await quote(`/api/vehicles/${v.id}/payment`, await sessionCookieFor(stranger.id))).status).toBe(404);
    const own = await quote(`/api/vehicles/${v.id}/payment`, await sessionCookieFor(owner.id));
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the estimate on the vehicle page", () => {
  it("reads its inputs from the URL and shows the same numbers as the API", async () => {
    const v = await listing();
    const page = await callPage(`/vehicles/${v.id}?down=5000&termMonths=60&apr=0&state=TX`, null);
    expect(page.status).toBe(200);
    const payment = pagePayment(page.data);
    expect(payment.inputs).toEqual({ down: 5000, termMonths: 60, apr: 0, state: "TX" });
    expect(payment.estimate).toMatchObject({ monthlyCents: 27_223, taxCents: 125_000, feesCents: 8_400 });
    const html = await requestApp({ url: `/vehicles/${v.id}?down=5000&termMonths=60&apr=0&state=TX`, document: true });
    expect(html.text).toContain("Estimate your payment");
    expect(html.text).toContain("$272.23");
    expect(html.text).toContain("An estimate, not a loan offer");
  });

  it("leaves tax and fees out when the buyer picks no state, and fills a left-out input from the defaults", async () => {
    const v = await listing();
    const none = pagePayment((await callPage(`/vehicles/${v.id}?down=0&termMonths=12&apr=0&state=`, null)).data);
    expect(none.inputs.state).toBeNull();
    expect(none.estimate).toMatchObject({ taxCents: 0, feesCents: 0, monthlyCents: 166_667 });
    const partial = pagePayment((await callPage(`/vehicles/${v.id}?apr=0`, null)).data);
    expect(partial.inputs).toEqual({ down: 2000, termMonths: 60, apr: 0, state: "CA" });
  });

  it("keeps the public page cacheable with the same default estimate for every visitor", async () => {
    const v = await listing();
    const page = await callPage(`/vehicles/${v.id}`, null);
    expect(pagePayment(page.data).estimate?.monthlyCents).toBe(39_144);
    const html = await requestApp({ url: `/vehicles/${v.id}`, document: true });
    expect(html.headers.get("cache-control")).toMatch(/^public\b/);
    expect(html.text).not.toContain("Save as my defaults");
  });

  it("shows a refused input beside its field, keeps what was typed and shows no numbers", async () => {
    const v = await listing();
    const page = await callPage(`/vehicles/${v.id}?down=2000&termMonths=60&apr=45&state=CA`, null);
    expect(page.status).toBe(200);
    const payment = pagePayment(page.data);
    expect(payment.estimate).toBeNull();
    expect(payment.result?.error?.apr?.[0]).toBe("The APR must be 0 to 30%");
    expect(payment.result?.initialValue).toMatchObject({ apr: "45", down: "2000" });
  });
});

describe("a buyer's saved payment defaults", () => {
  it("saves the typed inputs (the down payment as a share of the price) and starts every vehicle page from them", async () => {
    const buyer = await createUser(prisma);
    const cookie = await sessionCookieFor(buyer.id);
    const first = await listing(20_000);
    const before = await callPage(`/vehicles/${first.id}`, cookie);
    expect(pagePayment(before.data).fromSavedDefaults).toBe(false);

    const saved = await requestApp({ url: `/vehicles/${first.id}/payment-defaults`, method: "POST", cookie, form: { down: "5000", termMonths: "48", apr: "5.25", state: "TX" } });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/vehicles/${first.id}?down=5000&termMonths=48&apr=5.25&state=TX#payment`);
    const prefs = await prisma.userPreferences.findUniqueOrThrow({ where: { userId: buyer.id } });
    expect(prefs).toMatchObject({ paymentDownPercent: 25, paymentTermMonths: 48, paymentState: "TX" });
    expect(Number(prefs.paymentApr)).toBe(5.25);

    const other = await listing(8_000);
    const page = await callPage(`/vehicles/${other.id}`, cookie);
    const payment = pagePayment(page.data);
    expect(payment.fromSavedDefaults).toBe(true);
    expect(payment.inputs).toEqual({ down: 2000, termMonths: 48, apr: 5.25, state: "TX" });
    // Texas on 8,000: 500 tax, 84 fees.
    expect(payment.estimate).toMatchObject({ taxCents: 50_000, feesCents: 8_400 });
    const html = await requestApp({ url: `/vehicles/${other.id}`, cookie, document: true });
    expect(html.headers.get("cache-control")).toBe("private, no-store");
    expect(html.text).toContain("Save as my defaults");
  });

  it("saves nothing from refused inputs and sends the buyer back to see why", async () => {
    const buyer = await createUser(prisma);
    const cookie = await sessionCookieFor(buyer.id);
    const v = await listing(20_000);
    const refused = await requestApp({ url: `/vehicles/${v.id}/payment-defaults`, method: "POST", cookie, form: { down: "25000", termMonths: "48", apr: "5", state: "TX" } });
    expect(refused.status).toBe(302);
    expect(refused.location).toBe(`/vehicles/${v.id}?down=25000&termMonths=48&apr=5&state=TX#payment`);
    expect(await prisma.userPreferences.findUnique({ where: { userId: buyer.id } })).toBeNull();
    const page = await callPage(`/vehicles/${v.id}?down=25000&termMonths=48&apr=5&state=TX`, cookie);
    expect(pagePayment(page.data).result?.error?.down?.[0]).toBe("The down payment cannot be more than the price ($20000)");
  });

  it("asks a visitor to sign in before saving", async () => {
    const v = await listing();
    const answer = await requestApp({ url: `/vehicles/${v.id}/payment-defaults`, method: "POST", form: { down: "1", termMonths: "48", apr: "5", state: "TX" } });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/login\?redirect=/);
  });
});

describe("the tax and fee reference data", () => {
  it("has every state and DC once, dated, with rates and whole-dollar fees in sensible ranges", async () => {
    const rows = await prisma.salesTaxRate.findMany();
    expect(rows).toHaveLength(51);
    expect(new Set(rows.map((r) => r.state)).size).toBe(51);
    expect(rows.map((r) => r.state)).toEqual(expect.arrayContaining(["DC", "CA", "TX", "OR", "NY"]));
    for (const row of rows) {
      expect(Number(row.ratePercent)).toBeGreaterThanOrEqual(0);
      expect(Number(row.ratePercent)).toBeLessThan(8);
      expect(row.titleFee + row.registrationFee).toBeGreaterThan(0);
      expect(row.asOf.toISOString().slice(0, 10)).toBe("2025-01-01");
    }
    // The five states with no state sales tax.
    expect(rows.filter((r) => Number(r.ratePercent) === 0).map((r) => r.state).sort()).toEqual(["AK", "DE", "MT", "NH", "OR"]);
  });
});
