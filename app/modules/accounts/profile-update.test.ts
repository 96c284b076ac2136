import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { CLIENT_ADDRESS_HEADER } from "~/modules/security/client-address.server";
import { createUser } from "../../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../../tests/support/app-requests";
import { authenticateJson, failureMessage } from "../../edge/json-auth.server";
import { WRONG_CURRENT_PASSWORD } from "./current-password.server";
import { hashPassword } from "./password.server";
import { CURRENT_PASSWORD_FOR_EMAIL } from "./profile-update.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function member(password = "owners-password-1") {
  const user = await createUser(prisma, { email: `member-${unique()}@example.com`, password: await hashPassword(password) });
  return { user, cookie: await sessionCookieFor(user.id) };
}
const emailOf = async (id: number) => (await prisma.user.findUniqueOrThrow({ where: { id } })).email;

const profile = (user: { email: string }, changes: Record<string, string> = {}) => ({ intent: "update-profile", firstName: "Fiona", lastName: "Fixture", email: user.email, ...changes });
const postForm = (cookie: string, form: Record<string, string>, address = "198.51.100.1") =>
  requestApp({ url: "/account", cookie, form, address });
const putJson = (cookie: string, id: number, json: Record<string, string>, address = "198.51.100.1") =>
  requestApp({ url: `/api/users/${id}`, method: "PUT", cookie, json, address });

/** The field errors of a refused My Info form. */
const errorsOf = (text: string) => (JSON.parse(text) as { reply: { error: Record<string, string[]> } }).reply.error;

const saved = { perIp: { ...LIMITS.emailChangePerIp } };
afterEach(() => {
  LIMITS.emailChangePerIp = { ...saved.perIp };
});

describe("changing the email on /account", () => {
  it("needs the current password, with the message next to that field, and works as a plain form", async () => {
    const { user, cookie } = await member();
    const newEmail = `moved-${unique()}@example.com`;

    const missing = await postForm(cookie, profile(user, { email: newEmail }));
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.text).currentPassword).toEqual([CURRENT_PASSWORD_FOR_EMAIL]);

    const wrong = await postForm(cookie, profile(user, { email: newEmail, currentPassword: "not-my-password" }));
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.text).currentPassword).toEqual([WRONG_CURRENT_PASSWORD]);
    // The password typed is never sent back into the form.
    expect(wrong.text).not.toContain("not-my-password");
    expect(await emailOf(user.id)).toBe(user.email);

    const right = await postForm(cookie, profile(user, { email: newEmail, currentPassword: "owners-password-1" }));
    expect(right.status).toBe(302);
    expect(right.location).toBe("/account");
    expect(await emailOf(user.id)).toBe(newEmail);
  });

  it("does not ask for the password when the email stays the same", async () => {
    const { user, cookie } = await member();
    const result = await postForm(cookie, profile(user, { firstName: "Morgan", email: user.email.toUpperCase() }));
    expect(result.status).toBe(302);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe("Morgan");
  });

  it("counts wrong current passwords against the same limit as the password change", async () => {
    const { user, cookie } = await member();
    const attempt = () => postForm(cookie, profile(user, { email: `moved-${unique()}@example.com`, currentPassword: "guess-password" }));
    for (let i = 0; i < LIMITS.currentPasswordPerUser.limit; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.text).toMatch(/Too many attempts/);
    const changePassword = await postForm(cookie, { intent: "change-password", currentPassword: "owners-password-1", newPassword: "new-gravel-route", confirmNewPassword: "new-gravel-route" });
    expect(changePassword.status).toBe(429);
    expect(await emailOf(user.id)).toBe(user.email);
  });
});

describe("changing the email through PUT /api/users/:id", () => {
  it("needs the current password", async () => {
    const { user, cookie } = await member();
    const body = { firstName: "Fiona", lastName: "Fixture", email: `api-${unique()}@example.com` };
    const missing = await putJson(cookie, user.id, body);
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.text)).toEqual({ error: CURRENT_PASSWORD_FOR_EMAIL });
    const wrong = await putJson(cookie, user.id, { ...body, currentPassword: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.text)).toEqual({ error: WRONG_CURRENT_PASSWORD });
    expect(await emailOf(user.id)).toBe(user.email);
    const right = await putJson(cookie, user.id, { ...body, currentPassword: "owners-password-1" });
    expect(right.status).toBe(200);
    expect(await emailOf(user.id)).toBe(body.email);
  });
});

describe("probing which emails have accounts", () => {
  it("through PUT /api/users/:id is limited per user: the 11th probe is a 429", async () => {
    const { user, cookie } = await member();
    const taken = await createUser(prisma, { email: `taken-${unique()}@example.com` });
    const statuses = [];
    for (let i = 0; i < LIMITS.emailChangePerUser.limit + 1; i++) {
      statuses.push((await putJson(cookie, user.id, { firstName: "Fiona", lastName: "Fixture", email: taken.email, currentPassword: "owners-password-1" }, `198.51.100.${10 + i}`)).status);
    }
    expect(LIMITS.emailChangePerUser.limit).toBe(10);
    expect(statuses).toEqual([...Array(10).fill(409), 429]);
  });

  it("through PUT /api/users/:id is limited per address, across accounts", async () => {
    LIMITS.emailChangePerIp = { name: "email_change_per_ip", limit: 3, windowMs: 60 * 60_000 };
    const taken = await createUser(prisma, { email: `taken-${unique()}@example.com` });
    const statuses = [];
    for (const { user, cookie } of [await member(), await member()]) {
      for (let i = 0; i < 2; i++) statuses.push((await putJson(cookie, user.id, { firstName: "F", lastName: "F", email: taken.email, currentPassword: "owners-password-1" }, "203.0.113.77")).status);
    }
    expect(statuses).toEqual([409, 409, 409, 429]);
  });

  it("through sign-up is limited per address: the 11th probe is a 429", async () => {
    const taken = await createUser(prisma, { email: `taken-${unique()}@example.com` });
    const limit = LIMITS.signUpPerIp.limit;
    const statuses = [];
    let last = "";
    for (let i = 0; i < limit + 1; i++) {
      const request = new Request("http://localhost/api/auth/register", { method: "POST", headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.88" } });
      const result = await authenticateJson("register", request, { firstName: "Pat", lastName: "Probe", email: taken.email, password: "gravel-trail-42", confirmPassword: "gravel-trail-42" });
      statuses.push(result.ok ? 201 : result.failure.status);
      if (!result.ok) last = failureMessage(result.failure);
    }
    expect(statuses).toEqual([...Array(limit).fill(409), 429]);
    expect(last).toMatch(/Too many attempts/);
  });
});
