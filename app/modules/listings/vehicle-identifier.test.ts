import { describe, expect, it } from "vitest";
import {
  IDENTIFIER_MESSAGES,
  checkIdentifier,
  identifierKindFor,
  maskIdentifier,
  normalizeIdentifier,
  shownIdentifier,
  validIdentifierOf,
  vinCheckDigit,
} from "./vehicle-identifier";

const vin = (entered: string | undefined) => checkIdentifier("vin", entered);
const hin = (entered: string | undefined) => checkIdentifier("hin", entered);

describe("VINs", () => {
  it.each([
    ["1HGCM82633A004352", "a Honda Accord (North American, check digit 3)"],
    ["11111111111111111", "all ones (the weighted sum leaves 1)"],
    ["1M8GDM9AXKP042788", "a check digit of X (remainder 10)"],
    ["5YJ3E1EA2KF317000", "a North American VIN starting with 5"],
    ["JH2PC40046M200001", "a Japanese VIN (no check digit required)"],
    ["WVWZZZ1JZXW000001", "a European VIN whose 9th character is a letter"],
  ])("accepts %s: %s", (value) => {
    expect(vin(value)).toEqual({ ok: true, value });
  });

  it("normalizes what the seller typed: case, spaces and dashes", () => {
    expect(vin("  1hgcm8-2633a 004352 ")).toEqual({ ok: true, value: "1HGCM82633A004352" });
    expect(normalizeIdentifier(" ab-c d\t1 ")).toBe("ABCD1");
  });

  it("refuses a wrong check digit in a North American VIN, saying which character to check", () => {
    expect(vin("1HGCM82633A004353")).toEqual({ ok: false, message: IDENTIFIER_MESSAGES.vinCheckDigit });
    expect(vin("1HGCM82643A004352")).toEqual({ ok: false, message: IDENTIFIER_MESSAGES.vinCheckDigit });
    expect(vin("11111111211111111")).toEqual({ ok: false, message: IDENTIFIER_MESSAGES.vinCheckDigit });
    expect(IDENTIFIER_MESSAGES.vinCheckDigit).toContain("9th character");
  });

  it("computes the check digit of 49 CFR 565", () => {
    expect(vinCheckDigit("1HGCM82633A004352")).toBe("3");
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(vinCheckDigit("11111111111111111")).toBe("1");
  });

  it.each([
    ["1HGCM82633A00435", "16 characters"],
    ["1HGCM82633A0043521", "18 characters"],
    ["1HGCM82633A0O4352", "the letter O"],
    ["1HGCM8263IA004352", "the letter I"],
    ["1HGCM82633Q004352", "the letter Q"],
    ["1HGCM82633A00435*", "a symbol"],
  ])("refuses %s (%s) with the format message", (value) => {
    expect(vin(value)).toEqual({ ok: false, message: IDENTIFIER_MESSAGES.vinFormat });
  });

  it("is optional: nothing entered is nothing stored", () => {
    expect(vin("")).toEqual({ ok: true, value: null });
    expect(vin("  - ")).toEqual({ ok: true, value: null });
    expect(vin(undefined)).toEqual({ ok: true, value: null });
  });
});

describe("HINs (33 CFR 181.25)", () => {
  it.each([
    ["SERV3817H405", "certified August 2004, model year 2005 (the model year starts in August)"],
    ["BWC12345D404", "certified April 2004, model year 2004"],
    ["GNR4A7B2L920", "certified December 2019, model year 2020 (across a decade)"],
    ["ABC00001A000", "certified January 2000, model year 2000"],
  ])("accepts %s: %s", (value) => {
    expect(hin(value)).toEqual({ ok: true, value });
  });

  it("normalizes case, spaces and dashes, and drops the US country prefix", () => {
    expect(hin("ser-v3817 h405")).toEqual({ ok: true, value: "SERV3817H405" });
    expect(hin("US-SERV3817H405")).toEqual({ ok: true, value: "SERV3817H405" });
  });

  it.each([
    ["SERV3817H40", "11 characters"],
    ["SERV3817H4055", "13 characters"],
    ["S3RV3817H405", "a digit in the maker code"],
    ["SERO3817H405", "the letter O in the serial"],
    ["SERV38I7H405", "the letter I in the serial"],
    ["SERV3817M405", "a month letter after L"],
    ["SERV38174405", "a digit for the month"],
    ["SERV3817HA05", "a letter for the year of certification"],
    ["SERV3817H4A5", "a letter in the model year"],
    ["SERV3817H405US", "a country suffix rather than a prefix"],
  ])("refuses %s (%s) with the format message", (value) => {
    expect(hin(value)).toEqual({ ok: false, message: IDENTIFIER_MESSAGES.hinFormat });
  });

  it("refuses a model year that is neither the certification year nor the next", () => {
    expect(hin("SERV3817H407")).toEqual({ ok: false, message: IDENTIFIER_MESSAGES.hinModelYear });
    expect(hin("SERV3817H403")).toEqual({ ok: false, message: IDENTIFIER_MESSAGES.hinModelYear });
    expect(hin("GNR4A7B2L921")).toEqual({ ok: false, message: IDENTIFIER_MESSAGES.hinModelYear });
  });

  it("a VIN is not a HIN, nor a HIN a VIN", () => {
    expect(hin("1HGCM82633A004352")).toEqual({ ok: false, message: IDENTIFIER_MESSAGES.hinFormat });
    expect(vin("SERV3817H405")).toEqual({ ok: false, message: IDENTIFIER_MESSAGES.vinFormat });
  });
});

describe("which identifier a type takes", () => {
  it("boats take a HIN; every other type a VIN", () => {
    expect(identifierKindFor("boat")).toBe("hin");
    for (const slug of ["motorcycle", "rv", "camper", "dirtbike", "atv", "utv", "sandrail", undefined]) expect(identifierKindFor(slug)).toBe("vin");
  });

  it("a keyword is an identifier only when it is exactly a valid VIN or HIN", () => {
    expect(validIdentifierOf("1hgcm82633a004352")).toBe("1HGCM82633A004352");
    expect(validIdentifierOf(" SERV-3817-H405 ")).toBe("SERV3817H405");
    for (const keyword of ["1HGCM82633A004353", "honda", "honda crf450r", "SERV3817H407", "2021 yamaha", "", undefined]) {
      expect(validIdentifierOf(keyword)).toBeNull();
    }
  });
});

describe("masking", () => {
  it("shows a VIN's last 8 characters and a HIN's maker code and dates, never the rest", () => {
    expect(maskIdentifier("vin", "1HGCM82633A004352")).toBe("…3A004352");
    expect(maskIdentifier("hin", "SERV3817H405")).toBe("SER•••••H405");
  });

  it("gives the whole identifier to the owner only", () => {
    expect(shownIdentifier("motorcycle", "1HGCM82633A004352", true)).toEqual({ kind: "vin", label: "VIN", value: "1HGCM82633A004352", full: true });
    expect(shownIdentifier("motorcycle", "1HGCM82633A004352", false)).toEqual({ kind: "vin", label: "VIN", value: "…3A004352", full: false });
    expect(shownIdentifier("boat", "SERV3817H405", false)).toEqual({ kind: "hin", label: "HIN", value: "SER•••••H405", full: false });
    expect(shownIdentifier("boat", null, true)).toBeNull();
  });
});
