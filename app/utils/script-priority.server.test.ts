import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./script-priority.server";

async function through(chunks: string[]): Promise<string> {
  let out = "";
  for await (const part of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityModulePreloads())) out += String(part);
  return out;
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload as low priority and leaves the rest alone", async () => {
    const html = '<head><link rel="stylesheet" href="/a.css"/></head><body><link rel="modulepreload" href="/x.js"/><link rel="modulepreload" href="/y.js"/><p>é</p></body>';
    const out = await through([html]);
    expect(out).toBe(html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'));
  });

  it("handles a tag split across chunks, at every split point", async () => {
    const html = 'ab<link rel="modulepreload" href="/x.js"/>cd';
    const want = 'ab<link rel="modulepreload" fetchpriority="low" href="/x.js"/>cd';
    for (let i = 1; i < html.length; i++) expect(await through([html.slice(0, i), html.slice(i)])).toBe(want);
  });

  it("keeps a character whose bytes are split across chunks", async () => {
    const bytes = Buffer.from("<p>é</p>");
    let out = "";
    const chunks = [bytes.subarray(0, 4), bytes.subarray(4)];
    for await (const part of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out += String(part);
    expect(out).toBe("<p>é</p>");
  });
});
