import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Request, Response } from "express";
import { afterAll, describe, expect, it, vi } from "vitest";
import { precompressedAssets } from "./precompressed-assets";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
fs.writeFileSync(path.join(dir, "entry-abc123.js"), "console.log('built');".repeat(50));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function call(handler: ReturnType<typeof precompressedAssets>, name: string) {
  const sent: { status?: number; body?: Buffer } = {};
  const res = {
    vary: () => res,
    set: () => res,
    setHeader: () => res,
    hasHeader: () => false,
    status: (code: number) => ((sent.status = code), res),
    end: (body?: Buffer) => ((sent.body = body), res),
  } as unknown as Response;
  const req = { method: "GET", path: `/${name}`, get: (h: string) => (h.toLowerCase() === "accept-encoding" ? "gzip, br" : undefined) } as unknown as Request;
  return new Promise<{ next: boolean; status?: number; body?: Buffer }>((resolve) => {
    handler(req, res, () => resolve({ next: true }));
    const wait = setInterval(() => sent.status && (clearInterval(wait), resolve({ next: false, ...sent })), 5);
    setTimeout(() => clearInterval(wait), 2000);
  });
}

describe("precompressed assets", () => {
  it("serves a file of the build brotli-compressed", async () => {
    const answer = await call(precompressedAssets(dir), "entry-abc123.js");
    expect(answer.status).toBe(200);
    expect(answer.body!.length).toBeGreaterThan(0);
  });

  it("passes made-up names on without reading the disk or keeping anything for them", async () => {
    const handler = precompressedAssets(dir);
    const readFile = vi.spyOn(fsp, "readFile");
    for (let i = 0; i < 50; i++) expect((await call(handler, `${"x".repeat(500)}${i}.js`)).next).toBe(true);
    expect(readFile).not.toHaveBeenCalled();
    readFile.mockRestore();
  });
});
