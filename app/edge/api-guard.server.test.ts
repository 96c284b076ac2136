import { describe, expect, it } from "vitest";
import { requestApp, sessionCookieFor } from "../../tests/support/app-requests";
import { createUser } from "../../tests/support/fixtures";
import { prisma } from "~/utils/db.server";
import { namesAnotherUser } from "./api-guard.server";

describe("a body that names a user", () => {
  it("names another user unless it is the caller's id, as a number or digits", () => {
    expect(namesAnotherUser(undefined, 7)).toBe(false);
    expect(namesAnotherUser(7, 7)).toBe(false);
    expect(namesAnotherUser("7", 7)).toBe(false);
    expect(namesAnotherUser(8, 7)).toBe(true);
    expect(namesAnotherUser(null, 7)).toBe(true);
    expect(namesAnotherUser([7], 7)).toBe(true);
    // An object JSON can carry that has no way to become a number must not crash the check.
    expect(namesAnotherUser({ valueOf: 1, toString: 1 }, 7)).toBe(true);
  });

  it("is refused with 403 by the passkey endpoints, never a 500", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    for (const path of ["/api/auth/passkey/register/begin", "/api/auth/passkey/register/finish"]) {
      const answer = await requestApp({ url: path, cookie, json: '{"userId":{"valueOf":1,"toString":1},"response":{}}' });
      expect(answer.status, answer.text).toBe(403);
    }
  });
});
