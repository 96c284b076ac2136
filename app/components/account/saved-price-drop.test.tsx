// The saved card's drop: the old price struck through, the new price and the drop, in words too.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SavedPriceDrop } from "./saved-price-drop";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();

describe("SavedPriceDrop", () => {
  it("strikes through the price before the drop and names the new price and the drop", () => {
    const html = renderToStaticMarkup(<SavedPriceDrop price="7300.00" drop={{ amount: "500.00", daysAgo: 2 }} />);
    expect(html).toContain("<s>$7,800</s>");
    expect(html).toContain("<strong>$7,300</strong>");
    expect(text(html)).toBe("Was $7,800, now $7,300: down $500 · 2 days ago");
  });
});
