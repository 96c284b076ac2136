import { describe, expect, it } from "vitest";
import { mediaStorage } from "~/modules/media/storage.server";
import { requestApp } from "../../tests/support/app-requests";
import { loader } from "./media";

const get = (key: string) => requestApp({ url: `/media/${key}` });

describe("/media/*", () => {
  it("serves a stored photo with its image type and nosniff, whatever type it was stored with", async () => {
    const key = `test/${Date.now()}-photo.webp`;
    await mediaStorage().put(key, Buffer.from("RIFF0000WEBPVP8 "), "text/html");
    const response = await get(key);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    await mediaStorage().delete(key);
  });

  it("answers 404 for keys that are not photos", async () => {
    for (const key of ["test/page.html", "test/image.svg", "..%2Fetc%2Fpasswd.png"]) {
      expect((await get(key)).status, key).toBe(404);
    }
    // A URL's ".." is resolved before any route sees it, so only a direct call hands the loader this key.
    const traversal = await loader({ request: new Request("http://localhost/media/x"), params: { "*": "../etc/passwd.png" }, context: {} } as never);
    expect(traversal.status).toBe(404);
  });
});
