// The server-rendered markup, which is what a browser without JavaScript works with.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhotoUploader } from "./photo-uploader";

const photos = ["/media/photos/aaa-1280.webp", "/images/demo/atv.jpg", "https://cdn.example.com/photos/bbb-1280.webp"];
const render = (props: Partial<Parameters<typeof PhotoUploader>[0]> = {}) => renderToStaticMarkup(<PhotoUploader name="images" images={photos} {...props} />);
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, "g"))?.length ?? 0;
/** The opening tag of the first element of a kind that has every given attribute, in any order. */
const tagWith = (html: string, element: string, ...attributes: string[]) =>
  html.match(new RegExp(`<${element}\\b[^>]*>`, "g"))?.find((tag) => attributes.every((a) => tag.includes(a)));

describe("PhotoUploader without JavaScript", () => {
  it("labels the group with the count and carries the list in hidden inputs, in order", () => {
    const html = render();
    expect(html).toContain("Photos (3/10)");
    const hidden = [...html.matchAll(/<input type="hidden" name="images" value="([^"]+)"/g)].map((m) => m[1]);
    expect(hidden).toEqual(photos);
  });

  it("offers a file input and an Upload submit button that skips form validation", () => {
    const html = render();
    const inputId = /<label for="([^"]+)"[^>]*>Add Photos<input id="([^"]+)"/.exec(html);
    expect(inputId?.[1]).toBe(inputId?.[2]);
    expect(tagWith(html, "input", 'type="file"', 'name="photoFiles"', 'multiple=""', 'accept="image/*"')).toBeDefined();
    expect(html).toMatch(/<button [^>]*>Upload<\/button>/);
    expect(tagWith(html, "button", 'type="submit"', 'name="photoIntent"', 'value="upload"', 'formNoValidate=""')).toBeDefined();
  });

  it("renders thumbnails with alt text and size, the first marked Main Photo, each with its buttons", () => {
    const html = render();
    expect(html).toContain('alt="Photo 1 of 3" width="320" height="213"');
    expect(html).toContain('src="/media/photos/aaa-320.webp"');
    expect(html).toContain('src="/images/demo/atv.jpg"');
    expect(html).toContain("https://cdn.example.com/photos/bbb-640.webp 640w");
    expect(count(html, /Main Photo/)).toBe(1);
    expect(html.indexOf("Main Photo")).toBeLessThan(html.indexOf("Photo 2 of 3"));
    for (const [value, label] of [["remove:1", "Remove photo 2"], ["left:1", "Move photo 2 earlier"], ["right:1", "Move photo 2 later"]]) {
      expect(tagWith(html, "button", 'type="submit"', 'name="photoIntent"', `value="${value}"`, 'formNoValidate=""', `aria-label="${label}"`)).toBeDefined();
    }
    expect(tagWith(html, "button", 'value="left:0"', 'disabled=""')).toBeDefined();
    expect(tagWith(html, "button", 'value="right:2"', 'disabled=""')).toBeDefined();
    expect(tagWith(html, "button", 'value="right:1"', 'disabled=""')).toBeUndefined();
  });

  it("shows the empty state", () => {
    const html = render({ images: [] });
    expect(html).toContain("Photos (0/10)");
    expect(html).toContain("No photos uploaded yet");
    expect(html).toContain("Click &quot;Add Photos&quot; to upload images");
    expect(html).not.toContain('type="hidden"');
  });

  it("disables adding once the maximum is reached", () => {
    const html = render({ max: 3 });
    expect(html).toContain("Photos (3/3)");
    expect(tagWith(html, "input", 'type="file"', 'disabled=""')).toBeDefined();
    expect(tagWith(html, "button", 'value="upload"', 'disabled=""')).toBeDefined();
  });

  it("shows the server's message as an alert tied to the group", () => {
    const html = render({ error: "You can only upload up to 10 images" });
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="([^"]+)".*<p id="\1"[^>]*role="alert">You can only upload up to 10 images<\/p>/s);
  });
});
