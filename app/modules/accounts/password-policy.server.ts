import commonPasswordList from "./common-passwords.txt?raw";
import { changePasswordSchema, resetPasswordSchema, signUpSchema } from "./schemas";
import { PASSWORD_MAX, PASSWORD_MIN, WEAK_PASSWORD, passwordContainsEmail, weakPasswordReason } from "./password-rules";
import { passwordStrengthProblem } from "./password-strength.server";

// The rules a new password meets on the server, on top of the browser's (schemas.ts: length,
// only spaces, one character repeated, the site's name, the email): NIST SP 800-63B's list of
// known passwords and a strength estimate, and no composition rules. One message per field,
// shown next to it by the form's reply.

// The 10,000 most common passwords (see common-passwords.LICENSE.txt). Server-only: the
// browser bundle never carries the list.
const COMMON = new Set(commonPasswordList.split("\n").filter(Boolean));

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another.";

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

interface Account {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** The browser's own rules refuse it: its schema says why, once. */
const refusedByBrowserRules = (password: string) => password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || weakPasswordReason(password) !== null;

/** Why the server refuses this new password for the account, or null (also when the browser's rules already do). */
export function newPasswordProblem(password: string, account: Account): string | null {
  if (refusedByBrowserRules(password)) return null;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  if (passwordContainsEmail(password, account.email)) return WEAK_PASSWORD.email;
  const localPart = account.email.split("@")[0] ?? "";
  return passwordStrengthProblem(password, [account.email, localPart, account.firstName ?? "", account.lastName ?? ""]);
}

type Issue = { code: "custom"; path: string[]; message: string };
const refuseWeak = (field: string, password: string, account: Account, ctx: { addIssue(issue: Issue): void }) => {
  const problem = newPasswordProblem(password, account);
  if (problem) ctx.addIssue({ code: "custom", path: [field], message: problem });
};

/** Sign-up as the browser checks it, plus the server's password rules. */
export const serverSignUpSchema = signUpSchema.superRefine((v, ctx) => {
  // The sign-up form checks the email rule itself.
  if (!passwordContainsEmail(v.password, v.email)) refuseWeak("password", v.password, v, ctx);
});

/** The change-password form as the browser checks it, plus the server's rules for this account (the form has no email field). */
export const serverChangePasswordSchema = (account: Account) =>
  changePasswordSchema.superRefine((v, ctx) => refuseWeak("newPassword", v.newPassword, account, ctx));

/** The reset form as the browser checks it, plus the server's rules for the account (known from the token). */
export const serverResetPasswordSchema = (account: Account) => resetPasswordSchema.superRefine((v, ctx) => refuseWeak("password", v.password, account, ctx));
