import { describe, expect, it, vi } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { prisma } from "~/utils/db.server";
import { createUser } from "../../../tests/support/fixtures";
import { requestApp, sessionCookieFor, type AppOutcome } from "../../../tests/support/app-requests";
import { hashPassword, verifyPassword } from "./password.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, newPasswordProblem, serverChangePasswordSchema, serverResetPasswordSchema, serverSignUpSchema } from "./password-policy.server";
import { DEMO_PASSWORD, TEST_USER } from "../../../prisma/seed/demo/index";
import { PASSWORD_MAX, signInSchema, signUpSchema } from "./schemas";
import { readSession } from "~/edge/cookies/session.server";
import { WRONG_CURRENT_PASSWORD } from "./change-password.server";
import { WEAK_PASSWORD } from "./password-rules";

const signUp = (password: string, email = `pw-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`) => ({
  firstName: "Pat",
  lastName: "Word",
  email,
  password,
  confirmPassword: password,
});
// Sign-ups are limited per address: each registration comes from its own.
let address = 0;
async function register(body: Record<string, string>) {
  const outcome = await requestApp({ url: "/api/auth/register", json: body, address: `10.31.${Math.floor(++address / 250)}.${address % 250}` });
  return { status: outcome.status, body: JSON.parse(outcome.text) as { error?: string; user?: { id: number } } };
}

/** A page action's answer: its status, and its data when it answered with data rather than a redirect. */
const pageReply = (outcome: AppOutcome) => ({ status: outcome.status, location: outcome.location, data: outcome.location ? null : (JSON.parse(outcome.text) as { passwordReply: { error: Record<string, string[]> } }) });

const fieldErrors = (schema: typeof serverSignUpSchema | typeof signInSchema, values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? {} : (submission.error ?? {});
};

describe("new passwords", () => {
  it("need at least 8 characters, while sign-in still accepts existing 6-character ones", () => {
    expect(fieldErrors(serverSignUpSchema, signUp("tr0ut4x")).password).toEqual(["Password must be at least 8 characters"]);
    expect(fieldErrors(serverSignUpSchema, signUp("x7#kLm2!")).password).toBeUndefined();
    expect(fieldErrors(signInSchema, { email: "a@example.com", password: "abc12z" })).toEqual({});
    expect(fieldErrors(signInSchema, { email: "a@example.com", password: "abc1" }).password).toEqual(["Password must be at least 6 characters"]);
  });

  it("may be 128 characters long and are hashed whole, never truncated", async () => {
    expect(PASSWORD_MAX).toBeGreaterThanOrEqual(64);
    const long = "horse-battery-staple-".repeat(7).slice(0, PASSWORD_MAX);
    expect(long).toHaveLength(PASSWORD_MAX);
    expect(fieldErrors(serverSignUpSchema, signUp(long)).password).toBeUndefined();
    expect(fieldErrors(serverSignUpSchema, signUp(`${long}x`)).password).toEqual([`Password must be at most ${PASSWORD_MAX} characters`]);
    const hash = await hashPassword(long);
    expect(await verifyPassword(hash, long)).toBe(true);
    // Only the last character differs: a truncating hash would accept it.
    expect(await verifyPassword(hash, `${long.slice(0, -1)}#`)).toBe(false);
  });

  it("refuses the 10,000 most common passwords, whatever their case, at sign-up and change", () => {
    for (const common of ["password123", "Qwerty123", "iloveyou1"]) {
      expect(isCommonPassword(common)).toBe(true);
      expect(fieldErrors(serverSignUpSchema, signUp(common)).password).toEqual([COMMON_PASSWORD_MESSAGE]);
    }
    expect(COMMON_PASSWORD_MESSAGE).toBe("This password is too common. Please choose another.");
    expect(isCommonPassword("ridemarket-123")).toBe(false);
    // The browser's schema stays light: the list is a server rule only.
    expect(parseWithZod(toForm(signUp("password123")), { schema: signUpSchema }).status).toBe("success");
    const change = parseWithZod(toForm({ currentPassword: "x", newPassword: "password123", confirmNewPassword: "password123" }), { schema: serverChangePasswordSchema({ email: "pat@example.com" }) });
    expect(change.status === "error" && change.error?.newPassword).toEqual([COMMON_PASSWORD_MESSAGE]);
  });

  it("are refused at registration with the product's message, and stored as argon2id m>=19 MiB, t>=2", async () => {
    const refused = await register(signUp("baseball1"));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: COMMON_PASSWORD_MESSAGE });

    const created = await register(signUp("gravel-trail-42"));
    expect(created.status).toBe(201);
    const { password: stored } = await prisma.user.findUniqueOrThrow({ where: { id: created.body.user!.id }, select: { password: true } });
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    expect(params).not.toBeNull();
    expect(Number(params![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(params![2])).toBeGreaterThanOrEqual(2);
    expect(Number(params![3])).toBeGreaterThanOrEqual(1);
  });
});

describe("easily guessed passwords", () => {
  const email = "riley.rider@example.com";
  const refused: [string, string][] = [
    ["aaaaaaaa", WEAK_PASSWORD.repeated],
    ["ZZZZZZZZZZZZ", WEAK_PASSWORD.repeated],
    ["        ", WEAK_PASSWORD.whitespace],
    ["\t \t \t \t ", WEAK_PASSWORD.whitespace],
    [email, WEAK_PASSWORD.email],
    ["RILEY.RIDER-2024", WEAK_PASSWORD.email],
    ["my-riley.rider!", WEAK_PASSWORD.email],
    ["ridemarket", WEAK_PASSWORD.siteName],
    ["RideMarket2024!", WEAK_PASSWORD.siteName],
    ["my-ride market pw", WEAK_PASSWORD.siteName],
  ];

  it.each(refused)("%j is refused at sign-up next to the password field", (password, message) => {
    expect(fieldErrors(serverSignUpSchema, signUp(password, email)).password).toContain(message);
    // The browser's own schema carries these rules too.
    const browser = parseWithZod(toForm(signUp(password, email)), { schema: signUpSchema });
    expect(browser.status === "error" && browser.error?.password).toContain(message);
  });

  it("are refused only when they match: other passwords, and short email names, pass", () => {
    for (const password of ["gravel-trail-42", "  spaced out  ", "ride-the-market"]) {
      expect(fieldErrors(serverSignUpSchema, signUp(password, email)).password, password).toBeUndefined();
    }
    // "al" is too short a name part to rule out.
    expect(fieldErrors(serverSignUpSchema, signUp("total-gravel-42", "al@example.com")).password).toBeUndefined();
  });

  it("are refused by the registration API with the message", async () => {
    const result = await register(signUp("ridemarket"));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: WEAK_PASSWORD.siteName });
  });

  it("are refused as a new password on /account, including the account's own email", async () => {
    const user = await createUser(prisma, { email: `casey.${Date.now()}@example.com`, password: await hashPassword("old-password-9") });
    const cookie = await sessionCookieFor(user.id);
    const before = (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).password;
    for (const [newPassword, message] of [
      ["aaaaaaaa", WEAK_PASSWORD.repeated],
      ["        ", WEAK_PASSWORD.whitespace],
      [user.email, WEAK_PASSWORD.email],
      [`${user.email.split("@")[0]}!X`, WEAK_PASSWORD.email],
      ["ridemarket", WEAK_PASSWORD.siteName],
    ] as const) {
      const result = pageReply(await requestApp({ url: "/account", cookie, form: { intent: "change-password", currentPassword: "old-password-9", newPassword, confirmNewPassword: newPassword } }));
      expect(result.status, newPassword).toBe(400);
      expect(result.data!.passwordReply.error.newPassword, newPassword).toContain(message);
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).password).toBe(before);
  });
});

describe("the strength estimate (NIST SP 800-63B: length, known passwords, an estimator; no composition rules)", () => {
  // The probe's weak passwords, each with the reason the person sees next to the field.
  const weak: [string, RegExp][] = [
    ["        a", /^Password must be at least 8 characters, not counting spaces at the start or end\.$/],
    ["aaaaaaab", /^Repeated characters like "aaa" are easy to guess\./],
    ["abababab", /^Repeated character patterns like "abcabcabc" are easy to guess\./],
    ["11111112", /^Repeated characters like "aaa" are easy to guess\./],
    ["abcdefgh", /^Common character sequences like "abc" are easy to guess\./],
    ["passw0rd!", /^This is similar to a commonly used password\./],
  ];
  const reset = (password: string) => ({ token: "t".repeat(43), password, confirmPassword: password });
  const change = (newPassword: string) => ({ currentPassword: "x", newPassword, confirmNewPassword: newPassword });
  const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) => {
    const submission = parseWithZod(toForm(values), { schema });
    return submission.status === "success" ? {} : (submission.error ?? {});
  };

  it.each(weak)("%j is refused with a reason at sign-up, reset and change", (password, reason) => {
    const account = { email: "riley@example.com", firstName: "Riley", lastName: "Rider" };
    for (const messages of [
      errorsOf(serverSignUpSchema, signUp(password, account.email)).password,
      errorsOf(serverResetPasswordSchema(account), reset(password)).password,
      errorsOf(serverChangePasswordSchema(account), change(password)).newPassword,
    ]) {
      expect(messages, password).toHaveLength(1);
      expect(messages![0], password).toMatch(reason);
    }
  });

  it("says why in plain words: zxcvbn's warning, then what to do", () => {
    expect(fieldErrors(serverSignUpSchema, signUp("passw0rd!")).password).toEqual(["This is similar to a commonly used password. Add more words that are less common."]);
  });

  it("counts the account's own names and email as easy guesses", () => {
    const account = { email: "juniper.hawthorne@example.com", firstName: "Juniper", lastName: "Hawthorne" };
    expect(errorsOf(serverResetPasswordSchema(account), reset("hawthorne1987")).password?.[0]).toMatch(/personal/);
    expect(errorsOf(serverResetPasswordSchema({ email: "someone@example.com" }), reset("hawthorne1987")).password?.[0]).toMatch(/names/);
    expect(errorsOf(serverResetPasswordSchema(account), reset("ouzelbrook1987")).password).toBeUndefined();
    expect(errorsOf(serverResetPasswordSchema({ ...account, lastName: "Ouzelbrook" }), reset("ouzelbrook1987")).password?.[0]).toMatch(/personal/);
  });

  it("keeps spaces: a password is never trimmed, only its length counted without them", () => {
    expect(fieldErrors(serverSignUpSchema, signUp("  gravel trail  ")).password).toBeUndefined();
    expect(fieldErrors(serverSignUpSchema, signUp("   trail-9   ")).password).toEqual([WEAK_PASSWORD.spacesAtEnds]);
    // The browser's schema holds the length rule too (it has no word lists).
    const browser = parseWithZod(toForm(signUp("        a")), { schema: signUpSchema });
    expect(browser.status === "error" && browser.error?.password).toEqual([WEAK_PASSWORD.spacesAtEnds]);
  });

  it("lets strong passwords through, passphrases and long ones too", () => {
    for (const password of ["gravel-trail-42", "correct horse battery staple", "x7#kLm2!", "horse-battery-staple-".repeat(7).slice(0, PASSWORD_MAX)]) {
      expect(fieldErrors(serverSignUpSchema, signUp(password)).password, password).toBeUndefined();
    }
  });

  it("holds for the demo accounts' documented password too", () => {
    expect(newPasswordProblem(DEMO_PASSWORD, TEST_USER)).toBeNull();
    expect(fieldErrors(serverSignUpSchema, signUp(DEMO_PASSWORD, TEST_USER.email)).password).toBeUndefined();
  });

  it("refuses a weak password through the registration API with the reason", async () => {
    const result = await register(signUp("abababab"));
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(/^Repeated character patterns/);
  });
});

function toForm(values: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
}

describe("changing the password on /account", () => {
  async function userWithTwoSessions(password: string) {
    const user = await createUser(prisma, { password: await hashPassword(password) });
    const here = await sessionCookieFor(user.id);
    const elsewhere = await sessionCookieFor(user.id);
    return { user, here, elsewhere };
  }
  const post = async (cookie: string, fields: Record<string, string>) => pageReply(await requestApp({ url: "/account", cookie, form: { intent: "change-password", ...fields } }));
  const session = (cookie: string) => readSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  const storedHash = async (id: number) => (await prisma.user.findUniqueOrThrow({ where: { id }, select: { password: true } })).password;

  it("saves the new password and, as the form's default, signs out every other device but this one", async () => {
    const { user, here, elsewhere } = await userWithTwoSessions("old-password-1");
    const result = await post(here, { currentPassword: "old-password-1", newPassword: "new-gravel-route", confirmNewPassword: "new-gravel-route", signOutOthers: "on" });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/account");
    expect(await session(elsewhere)).toBeNull();
    expect((await session(here))?.userId).toBe(user.id);
    const hash = await storedHash(user.id);
    expect(await verifyPassword(hash, "new-gravel-route")).toBe(true);
    expect(await verifyPassword(hash, "old-password-1")).toBe(false);
  });

  it("keeps other devices signed in when the box is unticked", async () => {
    const { user, here, elsewhere } = await userWithTwoSessions("old-password-2");
    await post(here, { currentPassword: "old-password-2", newPassword: "new-gravel-route", confirmNewPassword: "new-gravel-route" });
    expect((await session(elsewhere))?.userId).toBe(user.id);
    expect(await verifyPassword(await storedHash(user.id), "new-gravel-route")).toBe(true);
  });

  it("refuses a wrong current password, a common or short new one, and a mismatch, changing nothing", async () => {
    const { user, here, elsewhere } = await userWithTwoSessions("old-password-3");
    const before = await storedHash(user.id);
    const cases: [Record<string, string>, string, string][] = [
      [{ currentPassword: "wrong-password", newPassword: "new-gravel-route", confirmNewPassword: "new-gravel-route" }, "currentPassword", WRONG_CURRENT_PASSWORD],
      [{ currentPassword: "old-password-3", newPassword: "password123", confirmNewPassword: "password123" }, "newPassword", COMMON_PASSWORD_MESSAGE],
      [{ currentPassword: "old-password-3", newPassword: "short1", confirmNewPassword: "short1" }, "newPassword", "Password must be at least 8 characters"],
      [{ currentPassword: "old-password-3", newPassword: "new-gravel-route", confirmNewPassword: "new-gravel-ride" }, "confirmNewPassword", "Passwords don't match"],
    ];
    for (const [fields, field, message] of cases) {
      const result = await post(here, { ...fields, signOutOthers: "on" });
      expect(result.status).toBe(400);
      expect(result.data!.passwordReply.error[field]).toEqual([message]);
    }
    expect(await storedHash(user.id)).toBe(before);
    expect((await session(elsewhere))?.userId).toBe(user.id);
  });
});

describe("cookies in production", () => {
  it("use the __Host- prefix: Secure, Path=/ and no Domain", async () => {
    vi.resetModules();
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_ORIGIN", "https://ridemarket.example");
    vi.stubEnv("ALLOW_TEST_PAYMENTS", "1");
    try {
      const { sessionCookie } = await import("~/edge/cookies/session.server");
      const { toastHeader } = await import("~/edge/cookies/toast.server");
      const { passkeyPromptHeader } = await import("~/edge/cookies/passkey-prompt.server");
      const { rememberDevice } = await import("./known-devices.server");
      for (const [name, header] of [
        ["__Host-session", await sessionCookie.serialize("token")],
        ["__Host-toast", await toastHeader({ title: "Hi" })],
        ["__Host-passkey-prompt", await passkeyPromptHeader()],
        ["__Host-device", rememberDevice(new Request("http://localhost/"), 1)],
      ] as const) {
        expect(header.startsWith(`${name}=`), header).toBe(true);
        expect(header).toMatch(/; Secure/);
        expect(header).toMatch(/; Path=\//);
        expect(header).not.toMatch(/Domain=/i);
        expect(header).toMatch(/; HttpOnly/);
      }
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
