// Share without JavaScript: an email link with subject and address, and the address to copy.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shareLinks } from "~/modules/public-listings/share";
import { SharePanel } from "./share-panel";

describe("SharePanel", () => {
  it("links an email with the listing's title and address, and shows the address read-only", () => {
    const links = shareLinks("https://ridemarket.example/", 42, "2021 Honda CRF450R");
    expect(links.url).toBe("https://ridemarket.example/vehicles/42");
    expect(links.email).toBe("mailto:?subject=2021%20Honda%20CRF450R%20on%20RideMarket&body=https%3A%2F%2Fridemarket.example%2Fvehicles%2F42");
    const html = renderToStaticMarkup(<SharePanel {...links} title="2021 Honda CRF450R" />);
    expect(html).toMatch(/<summary[^>]*>Share<\/summary>/);
    expect(html).toContain(`href="${links.email.replace(/&/g, "&amp;")}"`);
    expect(html).toMatch(/<label for="share-url"[^>]*>Link to this listing<\/label>/);
    expect(html).toMatch(/<input id="share-url" type="text" readOnly=""[^>]*value="https:\/\/ridemarket.example\/vehicles\/42"/);
  });
});
