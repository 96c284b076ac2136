import { describe, expect, it } from "vitest";
import { RECENT_SIGN_IN_MS, staffAccess } from "./staff-access.server";

const now = Date.parse("2026-11-27T12:00:00Z");
const signedIn = (msAgo: number) => new Date(now - msAgo);

describe("staffAccess", () => {
  it("is not-staff for a visitor and for a member, however recent the sign-in", () => {
    expect(staffAccess(null, { recent: true }, now)).toBe("not-staff");
    expect(staffAccess({ role: "member", authenticatedAt: signedIn(0) }, { recent: false }, now)).toBe("not-staff");
  });

  it("lets moderators and admins in within 15 minutes of their sign-in, and asks them to confirm after", () => {
    for (const role of ["moderator", "admin"] as const) {
      expect(staffAccess({ role, authenticatedAt: signedIn(RECENT_SIGN_IN_MS) }, { recent: true }, now)).toBe("allowed");
      expect(staffAccess({ role, authenticatedAt: signedIn(RECENT_SIGN_IN_MS + 1) }, { recent: true }, now)).toBe("confirm");
      expect(staffAccess({ role, authenticatedAt: signedIn(RECENT_SIGN_IN_MS + 1) }, { recent: false }, now)).toBe("allowed");
    }
  });
});
