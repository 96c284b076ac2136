// What a card shows before any script runs: the type's own picture when there is no photo, and
// a Sold mark on a sold listing.
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { VehicleCardData } from "~/modules/public-listings/card-data";
import { VehicleCard } from "./vehicle-card";

const base: VehicleCardData = { id: 7, year: 2019, make: "Sea Ray", model: "SPX 190", price: "28500.00", mileage: null, zipCode: "33101", condition: "good", images: [], package: "pro", type: "boat", status: "active" };
// A data router, as on the site: the card's compare button is a fetcher form.
const render = (vehicle: Partial<VehicleCardData>) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <VehicleCard vehicle={{ ...base, ...vehicle }} sizes="100vw" /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
};
const imgSrc = (html: string) => html.match(/<img\b[^>]*\bsrc="([^"]+)"/)?.[1];

describe("VehicleCard", () => {
  it("offers Compare beside the card's link, never inside it", () => {
    const html = render({});
    expect(html).toMatch(/<form[^>]*action="\/compare"[^>]*method="post"/);
    expect(html).toContain('name="id" value="7"');
    // The link closes before the form opens: no form nested in an anchor.
    expect(html.indexOf("</a>")).toBeLessThan(html.indexOf('action="/compare"'));
  });

  it("shows a listing without photos with its own type's picture, not the ATV's", () => {
    expect(imgSrc(render({}))).toBe("/categories/boat-800.webp");
    expect(imgSrc(render({ type: "camper", make: "Airstream" }))).toBe("/categories/camper-800.webp");
    // An unknown type keeps the ATV picture.
    expect(imgSrc(render({ type: "hovercraft" }))).toBe("/categories/atv-800.webp");
  });

  it("shows the listing's photo when it has one", () => {
    expect(imgSrc(render({ images: ["/media/photos/abc-1280.webp"] }))).toContain("/media/photos/abc");
  });

  it("marks a sold listing at a glance, and tells screen readers too", () => {
    const html = render({ status: "sold" });
    expect(html).toContain('data-testid="sold-mark"');
    expect(html).toContain("(sold)");
    expect(render({ status: "active" })).not.toContain("sold-mark");
  });

  it("marks a sale pending and an expired listing, in words", () => {
    const pending = render({ status: "pending" });
    expect(pending).toContain('data-testid="pending-mark"');
    expect(pending).toContain(">Sale pending<");
    expect(pending).toContain("(sale pending)");
    expect(render({ status: "expired" })).toContain('data-testid="expired-mark"');
    expect(render({ status: "active" })).not.toMatch(/pending-mark|expired-mark/);
  });

  it("labels each fact whose value alone does not say what it is", () => {
    const text = render({ zipCode: "78701", condition: "excellent", mileage: 1234 }).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Zip 78701");
    expect(text).toContain("Condition: Excellent");
    expect(text).toContain("Mileage 1,234 miles");
  });
});
