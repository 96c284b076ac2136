import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { mediaStorage } from "~/modules/media/storage.server";
import { createUser } from "../../../tests/support/fixtures";
import { requestApp, sessionCookieFor, type FormValues } from "../../../tests/support/app-requests";
import { action } from "./upload-images";

async function signedInCookie() {
  return sessionCookieFor((await createUser(prisma)).id);
}

const png = () => sharp({ create: { width: 300, height: 200, channels: 3, background: "#345" } }).png().toBuffer();

/** A multipart POST as the photo picker sends it, read the way it reads the answer. */
async function post(form: FormValues, { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {}) {
  const outcome = await requestApp({ url: "/api/upload/images", method: "POST", form, cookie, headers });
  return { status: outcome.status, headers: outcome.headers, json: async () => JSON.parse(outcome.text) };
}

function photos(...files: [Uint8Array, string][]): FormValues {
  return { images: files.map(([bytes, name]) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" })) };
}

describe("POST /api/upload/images", () => {
  it("answers 401 when signed out, storing nothing", async () => {
    const response = await post(photos([await png(), "a.png"]));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Not signed in" });
  });

  it("refuses a cross-site upload", async () => {
    const response = await post(photos([await png(), "a.png"]), { cookie: await signedInCookie(), headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(403);
  });

  it("stores the photos and answers their URLs", async () => {
    const response = await post(photos([await png(), "a.png"], [await png(), "b.jpg"]), { cookie: await signedInCookie() });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { urls } = (await response.json()) as { urls: string[] };
    expect(urls).toHaveLength(2);
    const stored = await mediaStorage().get(urls[0]!.replace("/media/", ""));
    expect((await sharp(stored!.body).metadata()).format).toBe("webp");
  });

  it("answers 400 with the message for content that is not an image", async () => {
    const response = await post(photos([Buffer.from("plain text pretending"), "photo.jpg"]), { cookie: await signedInCookie() });
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ error: '"photo.jpg" is not a supported image. Upload JPEG, PNG, WebP, AVIF, HEIF or GIF photos.' });
  });

  it("counts the listing's existing photos towards the limit", async () => {
    const form = photos([await png(), "a.png"]);
    form.existingCount = "10";
    const response = await post(form, { cookie: await signedInCookie() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "You can only upload up to 10 images" });

    const bad = photos([await png(), "a.png"]);
    bad.existingCount = "-1";
    expect((await post(bad, { cookie: await signedInCookie() })).status).toBe(400);
  });

  it("answers 400 when no files are sent", async () => {
    const response = await post({}, { cookie: await signedInCookie() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Choose at least one photo to upload." });
  });

  it("answers 413 for a declared body larger than ten full-size photos, before parsing", async () => {
    // The server's body guard refuses such a body before any route runs (and fetch cannot declare a false length): only a direct call reaches the route's own check.
    const form = new FormData();
    form.append("images", new File([new Uint8Array(await png())], "a.png", { type: "image/jpeg" }));
    const headers = { Cookie: await signedInCookie(), "Sec-Fetch-Site": "same-origin", "Content-Length": String(200 * 1024 * 1024) };
    const response = await action({ request: new Request("http://localhost/api/upload/images", { method: "POST", body: form, headers }), params: {}, context: {} } as never);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Each photo must be 15 MB or smaller" });
  });

  it("answers 413 for one file over 15 MB", async () => {
    const response = await post(photos([new Uint8Array(15 * 1024 * 1024 + 1), "big.jpg"]), { cookie: await signedInCookie() });
    expect(response.status).toBe(413);
  });
});
