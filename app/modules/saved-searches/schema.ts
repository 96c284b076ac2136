// The fields of a saved search, one schema for the /buy form, the account tab and the API.
import { z } from "zod";
import { singleLine } from "~/utils/single-line-text";
import { NAME_MAX } from "./summary";
import { FREQUENCIES, MAX_SAVED_SEARCHES } from "./frequencies";

export const LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`;
export const DUPLICATE_MESSAGE = "You have already saved this search.";

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export const nameSchema = z.preprocess(
  trimmed,
  singleLine(z.string({ error: "Name is required" }).min(1, "Name is required").max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`), "Name"),
);
export const frequencySchema = z.enum(FREQUENCIES, { error: "Choose how often to get alerts: instant, daily, weekly or none" });

/** Saving: the name may be left empty for the readable summary of the filters. */
export const saveSearchSchema = z.object({
  query: z.preprocess((v) => (v === undefined || v === null ? "" : v), z.string({ error: "Query must be a /buy query string" }).max(2000, "Query is too long")),
  name: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : trimmed(v)), nameSchema.optional()),
  frequency: frequencySchema.default("daily"),
});

export const renameSchema = z.object({ name: nameSchema });
export const frequencyChangeSchema = z.object({ frequency: frequencySchema });
/** Deleting asks for nothing but the search, which the form names by its id. */
export const deleteSearchSchema = z.object({});
export const updateSearchSchema = z
  .object({ name: nameSchema.optional(), frequency: frequencySchema.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { message: "Send a name or a frequency", path: ["name"] });

export type SaveSearchInput = z.infer<typeof saveSearchSchema>;
