// What the photos are before any script runs: a swipeable strip, sized for the screen.
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Gallery } from "./gallery";

const photos = ["/media/demo/boat-0-1280.webp", "/media/demo/boat-1-1280.webp", "/media/demo/boat-2-1280.webp"];
const render = (images: string[], placeholder?: string) => renderToStaticMarkup(<Gallery images={images} title="2019 Sea Ray SPX 190" initial={0} placeholder={placeholder} />);

describe("Gallery", () => {
  it("lays every photo in a scroll-snap strip, with thumbnails linking to each", () => {
    const html = render(photos);
    expect(html).toMatch(/<ul[^>]*class="[^"]*snap-x snap-mandatory overflow-x-auto/);
    expect(html.match(/data-testid="photo-slide"/g)).toHaveLength(3);
    for (const n of [1, 2, 3]) {
      expect(html).toContain(`id="photo-${n}"`);
      expect(html).toContain(`href="#photo-${n}"`);
    }
  });

  it("never offers a phone the 1280 px original: below 768 px the widest is 960", () => {
    const html = render(photos);
    const phone = html.match(/<source media="\(max-width: 767px\)" srcSet="([^"]+)"/)?.[1];
    expect(phone).toBe("/media/demo/boat-0-320.webp 320w, /media/demo/boat-0-640.webp 640w, /media/demo/boat-0-960.webp 960w");
    expect(html).toMatch(/<img[^>]*srcSet="[^"]*boat-0-960\.webp 960w, [^"]*boat-0-1280\.webp 1280w"/);
    expect(html).toMatch(/<img[^>]*width="1280" height="853"/);
  });

  it("preloads the first photo for phones and for wider screens, each at most what it shows", () => {
    const html = renderToString(<html><head /><body><Gallery images={photos} title="2019 Sea Ray SPX 190" initial={0} /></body></html>);
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain('media="(max-width: 767px)"');
    expect(preloads[0]).not.toContain("1280w");
    expect(preloads[1]).toContain('media="(min-width: 768px)"');
    expect(preloads[1]).toContain("boat-0-1280.webp 1280w");
  });

  it("shows a listing without photos with its type's picture", () => {
    const html = render([], "/categories/boat-800.webp");
    expect(html).toMatch(/<img[^>]*src="\/categories\/boat-800\.webp"/);
    expect(html).not.toContain("atv-800");
  });
});
