// The one error boundary, rendered as the server renders it: which message a visitor sees for a
// refusal, a missing page and an unexpected failure, and a route's own panel.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteErrorBoundary, type ErrorPanel } from "./route-error-boundary";

const render = (error: unknown, panel?: ErrorPanel) => renderToStaticMarkup(<MemoryRouter><RouteErrorBoundary error={error} panel={panel} /></MemoryRouter>);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();

describe("RouteErrorBoundary", () => {
  it("shows the Page Not Found page for a 404", () => {
    const html = render(new ErrorResponse(404, "Not Found", "Not Found"));
    expect(text(html)).toContain("Page Not Found");
    expect(html).toContain('href="/buy"');
  });

  it("shows a refusal's own message under 'Request Problem'", () => {
    const html = text(render(new ErrorResponse(400, "Bad Request", "The form could not be read.")));
    expect(html).toBe("Request Problem The form could not be read.");
  });

  it("never shows React Router's internal refusals, which name route modules", () => {
    const internal = new ErrorResponse(405, "Method Not Allowed", 'You made a POST request to "/" but did not provide an `action` for route "routes/home"', true);
    expect(text(render(internal))).toBe("Request Problem Something went wrong on our side. Please try again in a moment.");
  });

  it("shows a generic message, and no detail, for anything unexpected", () => {
    for (const error of [new TypeError("secret detail"), new ErrorResponse(500, "Internal Server Error", "secret detail")]) {
      expect(text(render(error))).toBe("Unexpected Error Something went wrong on our side. Please try again in a moment.");
    }
  });

  it("shows the route's own panel, with its way back, for whatever went wrong", () => {
    const panel = { title: "Vehicle Not Found", message: "The vehicle you're looking for doesn't exist or has been removed.", back: { to: "/buy", label: "Back to Listings" }, testId: "vehicle-not-found" };
    for (const error of [new ErrorResponse(404, "Not Found", "Vehicle Not Found"), new Error("boom")]) {
      const html = render(error, panel);
      expect(text(html)).toBe("Vehicle Not Found The vehicle you're looking for doesn't exist or has been removed. Back to Listings");
      expect(html).toContain('data-testid="vehicle-not-found"');
      expect(html).toMatch(/<a [^>]*href="\/buy"/);
    }
  });
});
