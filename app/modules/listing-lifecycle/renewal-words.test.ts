import { describe, expect, it } from "vitest";
import { plannedOutcomeText, renewalPlanText, renewedText, type RenewalPlan } from "./renewal-words";

const plan = (kind: RenewalPlan["kind"], packageName: string): RenewalPlan => ({
  kind,
  packageName,
  currentName: "Elite",
  currentUntil: "2027-11-27T12:00:00.000Z",
  until: "2028-02-25T12:00:00.000Z",
  difference: kind === "upgrade" ? "100.00" : null,
});

describe("what a renewal says it does", () => {
  it("says before paying whether the package waits for the running one, carries it on, replaces it or starts today", () => {
    expect(renewalPlanText(plan("queue", "Pro"))).toBe("Your Elite package keeps its benefits until November 27, 2027. Pro starts then and runs until February 25, 2028.");
    expect(renewalPlanText(plan("extend", "Elite"))).toBe("Your Elite package carries on until February 25, 2028.");
    expect(renewalPlanText(plan("upgrade", "Showstopper"))).toBe(
      "Showstopper replaces your Elite package today and runs until February 25, 2028. You pay its price and $100.00, the difference for the time left on Elite.",
    );
    expect(renewalPlanText(plan("restart", "Pro"))).toBe("Pro starts today and runs until February 25, 2028.");
  });

  it("says the same after paying, whether it knew it before (a browser checkout) or reads it from the listing", () => {
    const queued = "Your Pro package starts when your Elite package ends on November 27, 2027. It now runs until February 25, 2028.";
    expect(plannedOutcomeText(plan("queue", "Pro"))).toBe(queued);
    const before = { status: "active", packageName: "Elite", packageExpiry: "2027-11-27T12:00:00.000Z", nextPackage: null };
    const after = { ...before, packageExpiry: "2028-02-25T12:00:00.000Z", nextPackage: { name: "Pro", from: "2027-11-27T12:00:00.000Z" } };
    expect(renewedText(before, after, "Pro")).toBe(queued);
    expect(renewedText(before, { ...after, nextPackage: null }, "Elite")).toBe("Your Elite package has been renewed. It now runs until February 25, 2028.");
    expect(renewedText(before, { ...after, packageName: "Showstopper", nextPackage: null }, "Showstopper")).toBe("Your Showstopper package has been activated. It now runs until February 25, 2028.");
    expect(plannedOutcomeText(plan("upgrade", "Showstopper"))).toBe("Your Showstopper package has been activated. It now runs until February 25, 2028.");
  });
});
