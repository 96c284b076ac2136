import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { signInSchema } from "./schemas";
import { serverSignUpSchema } from "./password-policy.server";
import { checkPassword, registerUser, type PublicUser } from "./users.server";
import { AppError, isAppError } from "~/utils/app-error";
import { hit, tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";
import { clientIp } from "~/modules/security/client-address.server";
import { countSignInAttempt, recordSignIn } from "./sign-in-throttle.server";
import { queueVerificationMail } from "./email-verification.server";
import { knownDeviceFor } from "./known-devices.server";

const INVALID_CREDENTIALS = "Invalid email or password.";

/**
 * A refused sign-in or sign-up. Unlike other AppErrors it carries the whole form reply (field
 * errors, the fields to clear), which the sign-in page re-renders with; remix-auth passes it
 * through unchanged.
 */
export class AuthFailure extends AppError {
  constructor(
    readonly reply: SubmissionResult<string[]>,
    status: number,
    retryAfterSeconds?: number,
  ) {
    super(reply.error?.[""]?.[0] ?? "Authentication failed", { status, code: "auth-refused", retryAfterSeconds });
  }
}

export const authenticator = new Authenticator<PublicUser>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema: signInSchema });
    if (submission.status !== "success") throw new AuthFailure(submission.reply({ hideFields: ["password"] }), 400);
    const { email, password } = submission.value;

    const address = clientIp(request);
    const refused = await countSignInAttempt(email, address, await knownDeviceFor(request, email));
    if (refused) {
      const message = tooManyAttemptsMessage(refused.retryAfterSeconds);
      throw new AuthFailure(submission.reply({ formErrors: [message], hideFields: ["password"] }), 429, refused.retryAfterSeconds);
    }

    const user = await checkPassword(email, password);
    if (!user) throw new AuthFailure(submission.reply({ formErrors: [INVALID_CREDENTIALS], hideFields: ["password"] }), 401);
    await recordSignIn(email, address);
    return user;
  }),
  "password",
);

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema: serverSignUpSchema });
    const hide = { hideFields: ["password", "confirmPassword"] };
    if (submission.status !== "success") throw new AuthFailure(submission.reply(hide), 400);

    const limit = await hit(`signup:ip:${clientIp(request)}`, LIMITS.signUpPerIp);
    if (!limit.allowed) {
      throw new AuthFailure(submission.reply({ ...hide, formErrors: [tooManyAttemptsMessage(limit.retryAfterSeconds)] }), 429, limit.retryAfterSeconds);
    }
    try {
      const user = await registerUser(submission.value);
      await queueVerificationMail(user.id);
      return user;
    } catch (error) {
      if (isAppError(error, "duplicate-email")) {
        throw new AuthFailure(submission.reply({ ...hide, fieldErrors: { email: [error.message] } }), 409);
      }
      throw error;
    }
  }),
  "register",
);
