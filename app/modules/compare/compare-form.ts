import { z } from "zod";
import { ID_DIGITS, isId } from "~/shared/ids";

/** The add and remove buttons' form (POST /compare): which listing, and the page to go back to. */
export const compareChangeSchema = z.object({
  intent: z.enum(["add", "remove"], { message: "Say whether to add or remove the vehicle." }),
  id: z.string({ message: "Name the vehicle to compare." }).regex(ID_DIGITS, "Name the vehicle to compare.").transform(Number).refine(isId, "Name the vehicle to compare."),
  redirect: z.string().optional(),
});
