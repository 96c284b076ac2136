// Password reset and email verification, with the real job queue and a mailer that keeps what it sends.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import type { OutgoingMail } from "~/modules/mail/mail.server";
import { keepSentMail } from "../../../tests/support/kept-mail";
import { CLIENT_ADDRESS_HEADER } from "~/modules/security/client-address.server";
import { requestApp, sessionCookieFor } from "../../../tests/support/app-requests";
import { createUser } from "../../../tests/support/fixtures";
import { handleJsonAuth } from "../../edge/json-auth.server";
import { TOKEN_TTL_MS, consumeAccountToken, hashAccountToken, inspectAccountToken, issueAccountToken } from "./account-tokens.server";
import { isEmailVerified } from "./email-verification.server";
import { hashPassword, verifyPassword } from "./password.server";
import { resetPasswordWithToken, RESET_MAIL_SUBJECT } from "./password-reset.server";
import { VERIFY_MAIL_SUBJECT } from "./email-verification.server";

const sent = keepSentMail();
beforeEach(() => {
  sent.splice(0);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function mailTo(to: string, subject: string, timeoutMs = 10_000): Promise<OutgoingMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sent.find((m) => m.to === to && m.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${to}`);
    await sleep(100);
  }
}
const tokenIn = (mail: OutgoingMail) => /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

let addressCounter = 0;
/** Each test asks from its own client address, so the per-address limit is its own. */
const nextAddress = () => `198.51.100.${++addressCounter}`;

async function askForReset(email: string, address = nextAddress()) {
  return requestApp({ url: "/forgot-password", form: { email }, address });
}

async function accountWithPassword(password = "old-gravel-pass-1") {
  const user = await createUser(prisma, { password: await hashPassword(password) });
  return user;
}

describe("asking for a password reset", () => {
  it("answers the same for an unknown address, and mails only an account's owner", async () => {
    const user = await accountWithPassword();
    const known = await askForReset(user.email);
    const unknown = await askForReset(`nobody-${Date.now()}@example.com`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    const mail = await mailTo(user.email, RESET_MAIL_SUBJECT);
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    await sleep(1500);
    expect(sent).toHaveLength(1);
  });

  it("puts a message next to the field for a malformed address", async () => {
    const answer = await askForReset("not-an-email");
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Please enter a valid email address");
  });

  it("stores only the token's hash: neither the token table nor the job queue holds the token", async () => {
    const user = await accountWithPassword();
    await askForReset(user.email);
    const token = tokenIn(await mailTo(user.email, RESET_MAIL_SUBJECT));
    const rows = await prisma.accountToken.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.id)).toEqual([hashAccountToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const [row] = await prisma.$queryRaw<{ n: bigint }[]>`
      SELECT (SELECT count(*) FROM pgboss.job WHERE data::text LIKE ${"%" + token + "%"})
           + (SELECT count(*) FROM pgboss.archive WHERE data::text LIKE ${"%" + token + "%"}) AS n`;
    expect(Number(row!.n)).toBe(0);
  });

  it("limits mails per address to 3 an hour without changing the answer, and requests per client address", async () => {
    const user = await accountWithPassword();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await askForReset(user.email));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    await sleep(3000);
    expect(sent.filter((m) => m.to === user.email)).toHaveLength(3);

    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await askForReset(`someone-${i}@example.com`, address)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("reset tokens", () => {
  it("work once", async () => {
    const user = await accountWithPassword();
    const token = await issueAccountToken(user.id, user.email, "password_reset");
    expect(await resetPasswordWithToken(token, user.id, "new-gravel-pass-2")).toBe(true);
    expect(await resetPasswordWithToken(token, user.id, "new-gravel-pass-3")).toBe(false);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.password, "new-gravel-pass-2")).toBe(true);
    expect((await inspectAccountToken(token, "password_reset")).state).toBe("used");
  });

  it("expire 30 minutes after they are made", async () => {
    expect(TOKEN_TTL_MS.password_reset).toBe(30 * 60 * 1000);
    const user = await accountWithPassword();
    const fresh = await issueAccountToken(user.id, user.email, "password_reset", new Date(Date.now() - 29 * 60 * 1000));
    const stale = await issueAccountToken(user.id, user.email, "password_reset", new Date(Date.now() - 31 * 60 * 1000));
    expect((await inspectAccountToken(fresh, "password_reset")).state).toBe("usable");
    expect((await inspectAccountToken(stale, "password_reset")).state).toBe("expired");
    expect(await prisma.$transaction((tx) => consumeAccountToken(tx, stale, "password_reset", user.id))).toBe(false);
    expect(await resetPasswordWithToken(stale, user.id, "new-gravel-pass-2")).toBe(false);
    expect(await resetPasswordWithToken(fresh, user.id, "new-gravel-pass-2")).toBe(true);
  });

  it("stop working when the account's email changes, and never serve another purpose", async () => {
    const user = await accountWithPassword();
    const token = await issueAccountToken(user.id, user.email, "password_reset");
    expect((await inspectAccountToken(token, "email_verification")).state).toBe("unknown");
    await prisma.user.update({ where: { id: user.id }, data: { email: `moved-${user.email}` } });
    expect((await inspectAccountToken(token, "password_reset")).state).toBe("unknown");
    expect(await resetPasswordWithToken(token, user.id, "new-gravel-pass-2")).toBe(false);
  });
});

describe("the reset page", () => {
  it("sets the new password, ends every session and sends the user to sign in; the link then fails", async () => {
    const user = await accountWithPassword();
    const token = await issueAccountToken(user.id, user.email, "password_reset");
    const cookie = await sessionCookieFor(user.id);
    await sessionCookieFor(user.id);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(2);

    expect((await requestApp({ url: `/reset-password?token=${token}` })).status).toBe(200);
    const done = await requestApp({ url: "/reset-password", cookie, form: { token, password: "fresh-trail-987", confirmPassword: "fresh-trail-987" } });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/login");
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.password, "fresh-trail-987")).toBe(true);
    expect(await verifyPassword(stored.password, "old-gravel-pass-1")).toBe(false);

    expect((await requestApp({ url: `/reset-password?token=${token}` })).status).toBe(410);
    const again = await requestApp({ url: "/reset-password", form: { token, password: "other-trail-987", confirmPassword: "other-trail-987" } });
    expect(again.status).toBe(410);
  });

  it("applies the sign-up password rules, next to the field", async () => {
    const user = await accountWithPassword();
    const token = await issueAccountToken(user.id, user.email, "password_reset");
    const attempt = (password: string, confirmPassword = password) => requestApp({ url: "/reset-password", form: { token, password, confirmPassword } });
    const short = await attempt("short");
    expect(short.status).toBe(400);
    expect(short.text).toContain("Password must be at least 8 characters");
    expect((await attempt("password123")).text).toContain("This password is too common. Please choose another.");
    expect((await attempt(`${user.email.split("@")[0]}-x1`)).text).toContain("Password can't contain your email address");
    expect((await attempt("fresh-trail-987", "fresh-trail-988")).text).toContain("Passwords don't match");
    // None of these used the link.
    expect((await inspectAccountToken(token, "password_reset")).state).toBe("usable");
  });

  it("answers an unknown, malformed or missing token with a page, never a 500", async () => {
    for (const url of ["/reset-password", "/reset-password?token=abc", `/reset-password?token=${"A".repeat(43)}`]) {
      expect((await requestApp({ url })).status).toBe(410);
    }
    expect((await requestApp({ url: "/reset-password", form: { password: "fresh-trail-987", confirmPassword: "fresh-trail-987" } })).status).toBe(410);
  });
});

describe("email verification", () => {
  it("mails new accounts a single-use link that marks the address verified", async () => {
    const email = `new-${Date.now()}@example.com`;
    const request = new Request("http://localhost/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", [CLIENT_ADDRESS_HEADER]: nextAddress() },
      body: JSON.stringify({ firstName: "Vera", lastName: "Verify", email, password: "dusty-canyon-42", confirmPassword: "dusty-canyon-42" }),
    });
    const answer = await handleJsonAuth(request, "register");
    expect(answer.status).toBe(201);
    const { user } = (await answer.json()) as { user: { id: number } };
    expect(await isEmailVerified(user.id)).toBe(false);

    const mail = await mailTo(email, VERIFY_MAIL_SUBJECT);
    const token = tokenIn(mail);
    expect(mail.html).toContain(`/verify-email?token=${token}`);
    expect(await prisma.accountToken.count({ where: { id: token } })).toBe(0);

    const opened = await requestApp({ url: `/verify-email?token=${token}` });
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("verified");
    expect(await isEmailVerified(user.id)).toBe(true);
    // Opened again (a mail scanner came first): still says verified, and the token stays used.
    expect(JSON.parse((await requestApp({ url: `/verify-email?token=${token}` })).text)).toEqual({ outcome: "already-verified" });
    expect((await inspectAccountToken(token, "email_verification")).state).toBe("used");
  });

  it("refuses an unknown or reset-purpose token", async () => {
    const user = await accountWithPassword();
    const reset = await issueAccountToken(user.id, user.email, "password_reset");
    for (const token of [reset, "A".repeat(43), "short"]) {
      expect((await requestApp({ url: `/verify-email?token=${token}` })).status).toBe(410);
    }
    expect(await isEmailVerified(user.id)).toBe(false);
  });
});
