import { describe, expect, it } from "vitest";
import { cleanText, cleanTextUpTo, hasUnstorableCharacters } from "./text";

describe("storable text", () => {
  it.each([
    ["a\u0000b", "ab"],
    ["tab\tand\nlines\r\n", "tab\tand\nlines\r\n"],
    ["bell\u0007 escape\u001b del\u007f", "bell escape del"],
    ["\uD800x\uDC00", "\uFFFDx\uFFFD"],
    ["🏍️ ok", "🏍️ ok"],
  ])("cleans %j to %j", (input, expected) => {
    expect(cleanText(input)).toBe(expected);
    expect(hasUnstorableCharacters(input)).toBe(input !== expected);
  });

  it("cuts without splitting a surrogate pair", () => {
    expect(cleanTextUpTo("𐀀𐀀𐀀", 5)).toBe("𐀀𐀀");
    expect(cleanTextUpTo("abc", 5)).toBe("abc");
    expect(cleanTextUpTo("a\u0000bcdef", 3)).toBe("abc");
  });
});
