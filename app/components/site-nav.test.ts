import { describe, expect, it } from "vitest";
import { isNavItemActive } from "./site-nav";

describe("header link highlighting", () => {
  it("highlights Home only on exactly /", () => {
    expect(isNavItemActive("/", "/")).toBe(true);
    expect(isNavItemActive("/buy", "/")).toBe(false);
    expect(isNavItemActive("/research/some-post", "/")).toBe(false);
  });

  it("highlights the other links on any path starting with their route", () => {
    expect(isNavItemActive("/buy", "/buy")).toBe(true);
    expect(isNavItemActive("/buy/anything", "/buy")).toBe(true);
    expect(isNavItemActive("/research/how-to", "/research")).toBe(true);
    expect(isNavItemActive("/sell", "/buy")).toBe(false);
    expect(isNavItemActive("/", "/sell")).toBe(false);
  });
});
