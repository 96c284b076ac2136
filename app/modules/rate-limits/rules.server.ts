import { env } from "~/utils/env.server";
import type { LimitRule } from "./counter.server";

const MINUTE = 60 * 1000;
/** `limit` attempts in a window of `minutes`. */
const inMinutes = (minutes: number, limit: number): LimitRule => ({ limit, windowMs: minutes * MINUTE });

// Per-address limits are settings (a campus or office shares one address); the
// per-account ones are fixed. See sign-in-throttle.server.ts for how sign-in combines them.
export const LIMITS = {
  get signInPerIp() {
    return inMinutes(15, env().SIGNIN_LIMIT_PER_IP);
  },
  /** Passwords tried for one account from one address. */
  signInPerAccountAndAddress: inMinutes(15, 5),
  /** Passwords checked for one account from browsers it has not signed in from: a ceiling on distributed guessing. */
  signInPerAccount: inMinutes(15, 100),
  /** Passwords tried for one account from a browser that signed in to it before (its device cookie): its own budget. */
  signInPerKnownDevice: inMinutes(15, 10),
  /** Current-password checks from a signed-in session (password change, email change). */
  currentPasswordPerUser: inMinutes(15, 5),
  /** Email changes, which tell whether an address has an account: per user and per address. */
  emailChangePerUser: inMinutes(60, 10),
  emailChangePerIp: inMinutes(60, 20),
  get signUpPerIp() {
    return inMinutes(60, env().SIGNUP_LIMIT_PER_IP);
  },
  /** Password-reset requests from one address, whatever the email. */
  get passwordResetPerIp() {
    return inMinutes(60, env().PASSWORD_RESET_LIMIT_PER_IP);
  },
  /** Reset mails to one address: past this, requests get the same answer and no mail. */
  passwordResetPerEmail: inMinutes(60, 3),
  /** Newsletter confirmation requests from one address, whatever the email. */
  newsletterPerIp: inMinutes(60, 10),
  /** Newsletter confirmation mails to one address: past this, requests get the same answer and no mail. */
  newsletterPerEmail: inMinutes(60, 3),
  /** Verification mails a signed-in user may ask for again. */
  verificationResendPerUser: inMinutes(60, 3),
  get passkeyPerIp() {
    return inMinutes(15, env().SIGNIN_LIMIT_PER_IP);
  },
};
