import { describe, expect, it } from "vitest";
import { AppError } from "~/utils/app-error";
import { readMultipartUpload, type MultipartLimits } from "./multipart-upload.server";
import { MAX_PHOTO_BYTES } from "./limits";

const BOUNDARY = "unit-boundary-42";
const MB = 1024 * 1024;

type Part = { name: string; value: string } | { name: string; filename?: string; type?: string; bytes: number | Uint8Array };

/** A multipart body made as it is read (a pull stream), counting the bytes taken from it. */
function multipartRequest(parts: Part[], headers: Record<string, string> = {}) {
  function* pieces(): Generator<Uint8Array> {
    for (const part of parts) {
      if ("value" in part) {
        yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
        continue;
      }
      const filename = part.filename === undefined ? "" : `; filename="${part.filename}"`;
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\nContent-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`);
      if (typeof part.bytes !== "number") yield part.bytes;
      else for (let left = part.bytes; left > 0; left -= 64 * 1024) yield new Uint8Array(Math.min(left, 64 * 1024)).fill(7);
      yield Buffer.from("\r\n");
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  const source = pieces();
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = source.next();
        if (next.done) return controller.close();
        counter.pulled += next.value.byteLength;
        controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/api/upload/images", {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    duplex: "half",
  } as RequestInit);
  return { request, counter };
}

const smallLimits: MultipartLimits = { fileBytes: 1000, files: 2, fields: 3, fieldBytes: 20, textBytes: 40, bodyBytes: 10_000 };

describe("readMultipartUpload", () => {
  it("reads fields and files in order, each file kept on disk until discarded", async () => {
    const { request } = multipartRequest([
      { name: "description", value: "Garage kept" },
      { name: "images", filename: "a.jpg", type: "image/jpeg", bytes: Buffer.from("first") },
      { name: "images", filename: "b.png", type: "image/png", bytes: 3000 },
      { name: "existingCount", value: "2" },
    ]);
    const upload = await readMultipartUpload(request);
    expect(upload.refusal).toBeNull();
    expect(upload.form.get("description")).toBe("Garage kept");
    expect(upload.form.get("existingCount")).toBe("2");
    const [a, b] = upload.form.getAll("images") as File[];
    expect([a!.name, a!.type, await a!.text()]).toEqual(["a.jpg", "image/jpeg", "first"]);
    expect([b!.name, b!.type, b!.size]).toEqual(["b.png", "image/png", 3000]);
    await upload.discard();
    await expect(a!.text()).rejects.toThrow();
  });

  it("stops reading at the first byte of a file over the cap: the rest of a 150 MB body is never read", async () => {
    const { request, counter } = multipartRequest([{ name: "images", filename: "huge.jpg", bytes: 150 * MB }]);
    const upload = await readMultipartUpload(request);
    expect(upload.refusal).toMatchObject({ status: 413, message: "Each photo must be 15 MB or smaller" });
    expect(upload.bytesRead).toBeGreaterThan(MAX_PHOTO_BYTES);
    // What was read is the cap and the framing around it, within a chunk or two.
    expect(counter.pulled).toBeLessThan(MAX_PHOTO_BYTES + 256 * 1024);
    await upload.discard();
  });

  it("takes a file of exactly the cap", async () => {
    const { request } = multipartRequest([{ name: "images", filename: "exact.jpg", bytes: 1000 }]);
    const upload = await readMultipartUpload(request, { limits: smallLimits });
    expect(upload.refusal).toBeNull();
    expect((upload.form.get("images") as File).size).toBe(1000);
    await upload.discard();
  });

  it("refuses a file more than the most allowed before reading its bytes, with the photo count message", async () => {
    const { request, counter } = multipartRequest([1, 2, 3].map((i) => ({ name: "images", filename: `${i}.jpg`, bytes: MB })));
    const upload = await readMultipartUpload(request, { limits: { ...smallLimits, fileBytes: 2 * MB, bodyBytes: 10 * MB } });
    expect(upload.refusal).toMatchObject({ status: 400, message: "You can only upload up to 2 images" });
    // Two files, and at most a chunk of the third.
    expect(counter.pulled).toBeLessThan(2 * MB + 200 * 1024);
    await upload.discard();
  });

  it("asks before the first file's bytes, once, and not for an empty file input", async () => {
    let asked = 0;
    const beforeFirstFile = async () => void asked++;
    const empty = multipartRequest([{ name: "description", value: "x" }, { name: "photoFiles", bytes: 0 }]);
    const none = await readMultipartUpload(empty.request, { beforeFirstFile });
    expect(asked).toBe(0);
    expect(none.form.getAll("photoFiles")).toEqual([expect.objectContaining({ size: 0, name: "" })]);

    const two = multipartRequest([{ name: "images", filename: "a.jpg", bytes: 10 }, { name: "images", filename: "b.jpg", bytes: 10 }]);
    const upload = await readMultipartUpload(two.request, { beforeFirstFile });
    expect(asked).toBe(1);
    expect(upload.form.getAll("images")).toHaveLength(2);
    await upload.discard();
  });

  it("stops at a refusal from the first-file check, keeping the fields read before it", async () => {
    const { request, counter } = multipartRequest([{ name: "description", value: "Kept" }, { name: "images", filename: "a.jpg", bytes: 5 * MB }]);
    const upload = await readMultipartUpload(request, {
      beforeFirstFile: async () => {
        throw new AppError("Too many uploads.", { status: 429, code: "upload-refused", retryAfterSeconds: 60 });
      },
    });
    expect(upload.refusal).toMatchObject({ status: 429, retryAfterSeconds: 60 });
    expect(upload.form.get("description")).toBe("Kept");
    expect(upload.form.has("images")).toBe(false);
    expect(counter.pulled).toBeLessThan(MB);
  });

  it("refuses text fields past their caps, and a body past its own, with 413", async () => {
    const longValue = multipartRequest([{ name: "a", value: "x".repeat(21) }]);
    expect((await readMultipartUpload(longValue.request, { limits: smallLimits })).refusal).toMatchObject({ status: 413, code: "request-too-large" });
    const manyFields = multipartRequest([1, 2, 3, 4].map((i) => ({ name: `f${i}`, value: "v" })));
    expect((await readMultipartUpload(manyFields.request, { limits: smallLimits })).refusal).toMatchObject({ status: 413 });
    const muchText = multipartRequest([1, 2, 3].map((i) => ({ name: `f${i}`, value: "y".repeat(18) })));
    expect((await readMultipartUpload(muchText.request, { limits: smallLimits })).refusal).toMatchObject({ status: 413 });
    const body = multipartRequest([{ name: "images", filename: "a.jpg", bytes: 900 }, { name: "images", filename: "b.jpg", bytes: 900 }]);
    expect((await readMultipartUpload(body.request, { limits: { ...smallLimits, bodyBytes: 1500 } })).refusal).toMatchObject({ status: 413 });
  });

  it("refuses a declared length over the cap without reading anything", async () => {
    const { request, counter } = multipartRequest([{ name: "images", filename: "a.jpg", bytes: 10 }], { "Content-Length": String(200 * MB) });
    const upload = await readMultipartUpload(request);
    expect(upload.refusal).toMatchObject({ status: 413 });
    expect(counter.pulled).toBe(0);
  });

  it("answers a broken or cut-off form 400, leaving no file behind", async () => {
    const notMultipart = new Request("http://localhost/", { method: "POST", body: "x=1", headers: { "Content-Type": "text/plain" } });
    expect((await readMultipartUpload(notMultipart)).refusal).toMatchObject({ status: 400, code: "unreadable-body" });
    const cut = new Request("http://localhost/", {
      method: "POST",
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nhalf a photo`,
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    });
    const upload = await readMultipartUpload(cut);
    expect(upload.refusal).toMatchObject({ status: 400, code: "unreadable-body" });
    expect(upload.form.has("images")).toBe(false);
    await upload.discard();
  });
});
