// Staff confirm it is them with a passkey on /staff/confirm (decision 43), through the production
// request pipeline: the same verification as a passkey sign-in, and only their own passkey counts.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { RECENT_SIGN_IN_MS } from "~/modules/staff/staff-access.server";
import { WRONG_PASSKEY } from "~/modules/staff/schemas";
import { createSoftwarePasskey } from "../support/software-passkey";
import { requestApp, sessionCookieFor } from "../support/app-requests";
import { member, moderator } from "../support/moderation-scene";

async function staleModerator() {
  const staff = await moderator();
  const cookie = await sessionCookieFor(staff.id);
  await prisma.session.updateMany({ where: { userId: staff.id }, data: { authenticatedAt: new Date(Date.now() - RECENT_SIGN_IN_MS - 60_000) } });
  return { ...staff, cookie };
}

const challenge = async () => (JSON.parse((await requestApp({ url: "/api/auth/passkey/authenticate/begin", json: {} })).text) as { challenge: string }).challenge;
const confirm = (cookie: string, passkey: unknown) =>
  requestApp({ url: "/staff/confirm", cookie, form: { intent: "passkey", passkey: typeof passkey === "string" ? passkey : JSON.stringify(passkey), redirectTo: "/staff?page=2" } });

describe("confirming with a passkey", () => {
  it("the moderator's own passkey confirms the sign-in and leads back; the same signature is not accepted twice", async () => {
    const staff = await staleModerator();
    const passkey = await createSoftwarePasskey(prisma, staff.id);
    expect((await requestApp({ url: "/staff", cookie: staff.cookie })).status).toBe(302);
    const assertion = passkey.assert(await challenge());
    const confirmed = await confirm(staff.cookie, assertion);
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/staff?page=2");
    expect((await requestApp({ url: "/staff", cookie: staff.cookie })).status).toBe(200);

    const other = await staleModerator();
    await createSoftwarePasskey(prisma, other.id);
    expect((await confirm(other.cookie, assertion)).status).toBe(401);
  });

  it("another account's passkey, a made-up answer or a broken one are refused and the sign-in stays old", async () => {
    const staff = await staleModerator();
    const someone = await member();
    const theirs = await createSoftwarePasskey(prisma, someone.id);
    const refused = await confirm(staff.cookie, theirs.assert(await challenge()));
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.text)).toEqual({ passkeyError: WRONG_PASSKEY });
    expect((await confirm(staff.cookie, { id: "nothing", response: {} })).status).toBe(401);
    expect((await confirm(staff.cookie, "{not json")).status).toBe(400);
    expect((await requestApp({ url: "/staff", cookie: staff.cookie })).status).toBe(302);
  });

  it("is a 404 for a member, whatever the passkey", async () => {
    const someone = await member();
    const passkey = await createSoftwarePasskey(prisma, someone.id);
    const outcome = await confirm(await sessionCookieFor(someone.id), passkey.assert(await challenge()));
    expect(outcome.status).toBe(404);
  });

  it("the confirm page offers the passkey beside the password", async () => {
    const staff = await staleModerator();
    const page = await requestApp({ url: "/staff/confirm?redirectTo=%2Fstaff", cookie: staff.cookie, document: true });
    expect(page.text).toContain("Use a passkey instead");
  });
});
