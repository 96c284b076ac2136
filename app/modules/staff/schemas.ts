import { z } from "zod";
import { PASSWORD_MAX } from "~/modules/accounts/schemas";

// The staff confirmation form (decision 38), shared by the page and its action.
export const STAFF_CONFIRM_PASSWORD_MESSAGE = "Please enter your password";

export const staffConfirmSchema = z.object({
  password: z.string({ error: STAFF_CONFIRM_PASSWORD_MESSAGE }).min(1, STAFF_CONFIRM_PASSWORD_MESSAGE).max(PASSWORD_MAX, STAFF_CONFIRM_PASSWORD_MESSAGE),
  redirectTo: z.string().optional(),
});

/** A passkey confirmation that did not prove it is this account (decision 43). */
export const WRONG_PASSKEY = "That passkey could not confirm it is you. Please try again, or use your password.";
