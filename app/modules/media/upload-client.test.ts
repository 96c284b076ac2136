import { describe, expect, it } from "vitest";
import { selectionProblem, uploadPhotos } from "./upload-client";
import { MAX_PHOTO_BYTES } from "./limits";

const file = (size = 10) => new File([new Uint8Array(size)], "p.jpg", { type: "image/jpeg" });
const answer = (status: number, body: unknown) => (async () => Response.json(body, { status })) as unknown as typeof fetch;

describe("selectionProblem", () => {
  it("refuses selections over the total and oversized files before sending", () => {
    expect(selectionProblem([file(), file()], 9, 10)).toBe("You can only upload up to 10 images");
    expect(selectionProblem([file(MAX_PHOTO_BYTES + 1)], 0, 10)).toBe("Each photo must be 15 MB or smaller");
    expect(selectionProblem([file()], 9, 10)).toBeNull();
  });
});

describe("uploadPhotos", () => {
  it("sends every file in the images field with existingCount", async () => {
    let sent: FormData | undefined;
    const send = (async (url: string, init: RequestInit) => {
      expect(url).toBe("/api/upload/images");
      expect(init.method).toBe("POST");
      sent = init.body as FormData;
      return Response.json({ urls: ["/media/photos/x-1280.webp"] });
    }) as unknown as typeof fetch;
    expect(await uploadPhotos([file(), file()], 3, send)).toEqual({ urls: ["/media/photos/x-1280.webp"] });
    expect(sent?.getAll("images")).toHaveLength(2);
    expect(sent?.get("existingCount")).toBe("3");
  });

  it("shows the server's message for a refused upload, a generic one otherwise", async () => {
    expect(await uploadPhotos([file()], 0, answer(400, { error: '"x.jpg" is not a supported image.' }))).toEqual({ error: '"x.jpg" is not a supported image.' });
    expect(await uploadPhotos([file()], 0, answer(429, { error: "Too many uploads. Please try again in 5 minutes." }))).toEqual({ error: "Too many uploads. Please try again in 5 minutes." });
    expect(await uploadPhotos([file()], 0, answer(503, { error: "Photo uploads are busy right now. Please try again in a few seconds." }))).toEqual({
      error: "Photo uploads are busy right now. Please try again in a few seconds.",
    });
    expect(await uploadPhotos([file()], 0, answer(500, { error: "boom" }))).toEqual({ error: "Failed to upload images. Please try again." });
    expect(await uploadPhotos([file()], 0, answer(401, { error: "Not signed in" }))).toEqual({ error: "Failed to upload images. Please try again." });
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await uploadPhotos([file()], 0, offline)).toEqual({ error: "Failed to upload images. Please try again." });
  });
});
