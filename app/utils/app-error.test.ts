import { describe, expect, it } from "vitest";
import { AppError, isAppError } from "./app-error";
import { invariantResponse } from "../edge/invariant-response";

describe("AppError", () => {
  it("carries a message to show, a status (400 unless given) and a code", () => {
    const plain = new AppError("Please enter a valid zip code", { field: "zipCode", code: "listing-input" });
    expect(plain).toBeInstanceOf(Error);
    expect(plain).toMatchObject({ message: "Please enter a valid zip code", status: 400, code: "listing-input", field: "zipCode" });
    expect(new AppError("Something is off")).toMatchObject({ status: 400, code: "bad-request" });
    const cause = new Error("socket hang up");
    expect(new AppError("Try again", { status: 502, code: "description-failed", cause }).cause).toBe(cause);
  });

  it("is told apart by code, not by class", () => {
    const refused = new AppError("Too many searches", { status: 429, code: "search-refused", retryAfterSeconds: 7 });
    expect(isAppError(refused)).toBe(true);
    expect(isAppError(refused, "search-refused")).toBe(true);
    expect(isAppError(refused, "listing-input", "search-refused")).toBe(true);
    expect(isAppError(refused, "upload-refused")).toBe(false);
    expect(isAppError(new Error("Too many searches"))).toBe(false);
    expect(isAppError({ status: 429, code: "search-refused", message: "forged" }, "search-refused")).toBe(false);
  });
});

describe("invariantResponse", () => {
  it("lets a route go on when the condition holds", () => {
    expect(() => invariantResponse({ id: 1 }, "Vehicle Not Found", 404)).not.toThrow();
  });

  it("throws a route error response with the message and status when it fails", () => {
    for (const missing of [null, undefined, 0, false, ""]) {
      let thrown: unknown;
      try {
        invariantResponse(missing, "Vehicle Not Found", 404);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ data: "Vehicle Not Found", init: { status: 404 } });
    }
  });
});
