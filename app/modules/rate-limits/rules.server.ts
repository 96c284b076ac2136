import { env } from "~/utils/env.server";
import type { LimitRule } from "./counter.server";

const MINUTE = 60 * 1000;
/** `limit` attempts in a window of `minutes`, named for the metrics. */
const inMinutes = (name: string, minutes: number, limit: number): LimitRule => ({ name, limit, windowMs: minutes * MINUTE });

// Per-address limits are settings (a campus or office shares one address); the
// per-account ones are fixed. See sign-in-throttle.server.ts for how sign-in combines them.
export const LIMITS = {
  get signInPerIp() {
    return inMinutes("sign_in_per_ip", 15, env().SIGNIN_LIMIT_PER_IP);
  },
  /** Passwords tried for one account from one address. */
  signInPerAccountAndAddress: inMinutes("sign_in_per_account_and_address", 15, 5),
  /** Passwords checked for one account from browsers it has not signed in from: a ceiling on distributed guessing. */
  signInPerAccount: inMinutes("sign_in_per_account", 15, 100),
  /** Passwords tried for one account from a browser that signed in to it before (its device cookie): its own budget. */
  signInPerKnownDevice: inMinutes("sign_in_per_known_device", 15, 10),
  /** Current-password checks from a signed-in session (password change, email change). */
  currentPasswordPerUser: inMinutes("current_password_per_user", 15, 5),
  /** Email changes, which tell whether an address has an account: per user and per address. */
  emailChangePerUser: inMinutes("email_change_per_user", 60, 10),
  emailChangePerIp: inMinutes("email_change_per_ip", 60, 20),
  get signUpPerIp() {
    return inMinutes("sign_up_per_ip", 60, env().SIGNUP_LIMIT_PER_IP);
  },
  /** Password-reset requests from one address, whatever the email. */
  get passwordResetPerIp() {
    return inMinutes("password_reset_per_ip", 60, env().PASSWORD_RESET_LIMIT_PER_IP);
  },
  /** Reset mails to one address: past this, requests get the same answer and no mail. */
  passwordResetPerEmail: inMinutes("password_reset_per_email", 60, 3),
  /** Newsletter confirmation requests from one address, whatever the email. */
  newsletterPerIp: inMinutes("newsletter_per_ip", 60, 10),
  /** Newsletter confirmation mails to one address: past this, requests get the same answer and no mail. */
  newsletterPerEmail: inMinutes("newsletter_per_email", 60, 3),
  /** Verification mails a signed-in user may ask for again. */
  verificationResendPerUser: inMinutes("verification_resend_per_user", 60, 3),
  get passkeyPerIp() {
    return inMinutes("passkey_per_ip", 15, env().SIGNIN_LIMIT_PER_IP);
  },
};
