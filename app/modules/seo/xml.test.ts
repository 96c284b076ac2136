import { describe, expect, it } from "vitest";
import { escapeXml, w3cDatetime } from "./xml";

describe("escapeXml", () => {
  it("escapes the five markup characters and drops characters XML cannot hold", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeXml("tab\tnew\nline\u0000\u0008\u001F\uFFFE")).toBe("tab\tnew\nline");
    expect(escapeXml("lone \uD800 surrogate, pair \uD83D\uDE00")).toBe("lone  surrogate, pair \uD83D\uDE00");
  });
});

describe("w3cDatetime", () => {
  it("writes UTC to the second", () => {
    expect(w3cDatetime(new Date("2026-11-26T02:07:03.456Z"))).toBe("2026-11-26T02:07:03Z");
  });
});
