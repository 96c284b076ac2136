import { describe, expect, it } from "vitest";
import { ACCOUNT_SECTIONS } from "~/shared/account-paths";
import { infoPageFor } from "./info-pages";

describe("the Help page", () => {
  const text = () => infoPageFor("/help")!.sections.flatMap((s) => s.paragraphs).join(" ");

  it("names the Save button by the word it shows, and where saved listings are found", () => {
    expect(text()).not.toMatch(/heart/i);
    expect(text()).toContain("Save a listing with its Save button");
    const saved = ACCOUNT_SECTIONS.find((s) => s.id === "saved")!;
    expect(text()).toContain(`My Account, ${saved.label}`);
  });
});
