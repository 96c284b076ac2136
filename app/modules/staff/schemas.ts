import { z } from "zod";
import { PASSWORD_MAX } from "~/modules/accounts/schemas";

// The staff confirmation form (decision 38), shared by the page and its action.
export const STAFF_CONFIRM_PASSWORD_MESSAGE = "Please enter your password";

export const staffConfirmSchema = z.object({
  password: z.string({ error: STAFF_CONFIRM_PASSWORD_MESSAGE }).min(1, STAFF_CONFIRM_PASSWORD_MESSAGE).max(PASSWORD_MAX, STAFF_CONFIRM_PASSWORD_MESSAGE),
  redirectTo: z.string().optional(),
});
