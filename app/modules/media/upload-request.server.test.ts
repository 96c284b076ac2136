import { describe, expect, it } from "vitest";
import { readLimitedFormData } from "./upload-request.server";

const tooLarge = { code: "request-too-large", status: 413 };

function multipart(size: number, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append("images", new File([new Uint8Array(size)], "a.jpg", { type: "image/jpeg" }));
  return new Request("http://localhost/api/upload/images", { method: "POST", body: form, headers });
}

describe("readLimitedFormData", () => {
  it("parses a body within the limit", async () => {
    const form = await readLimitedFormData(multipart(1000), 10_000);
    expect((form.get("images") as File).size).toBe(1000);
  });

  it("refuses a declared Content-Length over the limit without reading", async () => {
    const request = multipart(10, { "Content-Length": "999999999" });
    await expect(readLimitedFormData(request, 10_000)).rejects.toMatchObject(tooLarge);
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses an undeclared body once it runs past the limit", async () => {
    await expect(readLimitedFormData(multipart(50_000), 10_000)).rejects.toMatchObject(tooLarge);
  });

  it("passes other parse failures through", async () => {
    const request = new Request("http://localhost/", { method: "POST", body: "x=1", headers: { "Content-Type": "text/plain" } });
    await expect(readLimitedFormData(request, 10_000)).rejects.not.toMatchObject(tooLarge);
  });
});
