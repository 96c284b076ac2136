import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PaymentView } from "~/modules/payments/payment-view";
import { PaymentStep } from "./payment-step";

const payment: PaymentView = {
  paymentId: 7,
  provider: "local",
  providerPaymentId: "lpi_abc123",
  clientSecret: "lpi_abc123_secret_xyz",
  amount: "99.00",
  packageId: 2,
  packageName: "Elite",
  packageSlug: "elite",
  durationDays: 365,
  supportEmail: "help@ridemarket.test",
};

function render(view: PaymentView, formError?: string) {
  const Stub = createRoutesStub([{ path: "/sell", Component: () => <PaymentStep payment={view} formError={formError} onSuccessUrl={(id) => `/sell?step=6&vehicle=${id}`} /> }]);
  // React separates adjacent text with comments; they are not part of what a reader sees.
  return renderToString(<Stub initialEntries={["/sell?step=5"]} />).replace(/<!-- -->/g, "");
}

describe("PaymentStep", () => {
  it("renders the built-in provider's checkout as a plain form that posts to the page", () => {
    const html = render(payment, "Your card was declined.");
    expect(html).toContain("Secure Checkout");
    expect(html).toMatch(/Elite Package.*\$99\.00/s);
    expect(html).toContain("365 days");
    expect(html).toMatch(/Processing fee.*\$0\.00/s);
    for (const s of ["256-bit SSL encryption", "PCI DSS compliant", "Fraud protection", "Secure tokenization"]) expect(html).toContain(s);
    expect(html).toContain("Questions? Contact");
    expect(html).toContain("help@ridemarket.test");
    expect(html).toMatch(/<form [^>]*action="\/sell\?step=5" method="post"/);
    expect(html).toContain('name="intent" value="pay"');
    expect(html).toContain('name="paymentIntentId" value="lpi_abc123"');
    expect(html).toMatch(/<input id="card-number" inputMode="numeric" autoComplete="cc-number"[^>]* required=""/i);
    expect(html).toContain("Pay $99.00");
    expect(html).toContain("built-in test payment provider");
    expect(html).toMatch(/role="alert"[^>]*>Your card was declined\./);
  });

  it("shows the preparing state for Stripe until the browser has loaded it", () => {
    const html = render({ ...payment, provider: "stripe", providerPaymentId: "pi_1", clientSecret: "pi_1_secret_2", publishableKey: "pk_test_1" });
    expect(html).toContain("Preparing your payment...");
    expect(html).toContain("Loading payment form...");
    expect(html).not.toContain("<form");
  });
});
