import commonPasswordList from "./common-passwords.txt?raw";
import { changePasswordSchema, resetPasswordSchema, signUpSchema } from "./schemas";
import { WEAK_PASSWORD, passwordContainsEmail } from "./password-rules";

// The 10,000 most common passwords (see common-passwords.LICENSE.txt). Server-only: the
// browser bundle never carries the list; the server adds this rule to the new-password forms.
const COMMON = new Set(commonPasswordList.split("\n").filter(Boolean));

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another.";

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** Sign-up as the browser checks it, plus the common-password rule. */
export const serverSignUpSchema = signUpSchema.refine((v) => !isCommonPassword(v.password), { path: ["password"], message: COMMON_PASSWORD_MESSAGE });

/**
 * The change-password form as the browser checks it, plus the common-password rule and, as
 * the form has no email field, the rule against the account's own email.
 */
export const serverChangePasswordSchema = (email: string) =>
  changePasswordSchema
    .refine((v) => !isCommonPassword(v.newPassword), { path: ["newPassword"], message: COMMON_PASSWORD_MESSAGE })
    .refine((v) => !passwordContainsEmail(v.newPassword, email), { path: ["newPassword"], message: WEAK_PASSWORD.email });

/** The reset form as the browser checks it, plus the common-password rule and the account's email (known from the token). */
export const serverResetPasswordSchema = (email: string) =>
  resetPasswordSchema
    .refine((v) => !isCommonPassword(v.password), { path: ["password"], message: COMMON_PASSWORD_MESSAGE })
    .refine((v) => !passwordContainsEmail(v.password, email), { path: ["password"], message: WEAK_PASSWORD.email });
