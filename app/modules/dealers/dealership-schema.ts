// What a dealership's form takes (/dealer/new and /dealer/profile), in the browser and on the
// server alike. Opening hours are one row per day: closed, or open from one time to a later one.
import { z } from "zod";
import { singleLine } from "~/utils/single-line-text";
import { STATE_CODES } from "~/shared/us-states";
import { ZIP_PATTERN } from "~/shared/zip-code-rules";
import { SLUG_PATTERN } from "~/shared/slug";

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const DEALER_ROLES = ["owner", "manager", "sales"] as const;

/** One open day as stored (decision 47): Sunday is 0; a day absent is closed. */
export interface OpenDay {
  day: number;
  opens: string;
  closes: string;
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const blankAsNone = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : trimmed(v));
const text = (label: string, max: number) => singleLine(z.string({ error: `${label} is required` }).min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`), label);
const optional = (label: string, max: number) => z.preprocess(blankAsNone, singleLine(z.string().max(max, `${label} must be at most ${max} characters`), label).optional());
const time = z.preprocess(blankAsNone, z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time like 09:00").optional());

const dayFields = Object.fromEntries(
  WEEKDAYS.flatMap((_, d) => [
    [`closed${d}`, z.preprocess((v) => v === "on" || v === true, z.boolean())],
    [`opens${d}`, time],
    [`closes${d}`, time],
  ]),
) as Record<`closed${number}`, z.ZodType<boolean>> & Record<`opens${number}` | `closes${number}`, z.ZodType<string | undefined>>;

export const dealershipSchema = z
  .object({
    name: z.preprocess(trimmed, text("Name", 80)),
    slug: z.preprocess(
      blankAsNone,
      z.string().max(60, "The address must be at most 60 characters").regex(SLUG_PATTERN, "Use lowercase letters, digits and single hyphens").optional(),
    ),
    street: optional("Street", 120),
    city: z.preprocess(trimmed, text("City", 60)),
    state: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.enum(STATE_CODES, { error: "Choose a state" })),
    zip: z.preprocess(trimmed, z.string({ error: "Zip code must be 5 digits" }).regex(ZIP_PATTERN, "Zip code must be 5 digits")),
    phone: z.preprocess(trimmed, z.string({ error: "Phone number is required" }).regex(/^[0-9+().\-\s]{7,25}$/, "Please enter a valid phone number")),
    licenseNumber: optional("License number", 40),
    ...dayFields,
  })
  .superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    WEEKDAYS.forEach((name, d) => {
      if (v[`closed${d}`]) return;
      const [opens, closes] = [v[`opens${d}`] as string | undefined, v[`closes${d}`] as string | undefined];
      if (!opens || !closes) ctx.addIssue({ code: "custom", path: [`opens${d}`], message: `Give ${name}'s opening and closing times, or mark it closed` });
      else if (opens >= closes) ctx.addIssue({ code: "custom", path: [`closes${d}`], message: `${name} must close after it opens` });
    });
  });

export type DealershipInput = z.output<typeof dealershipSchema>;

/** The open days of a checked form, as stored. */
export function hoursOf(input: DealershipInput): OpenDay[] {
  const v = input as unknown as Record<string, unknown>;
  return WEEKDAYS.flatMap((_, d) => (v[`closed${d}`] ? [] : [{ day: d, opens: v[`opens${d}`] as string, closes: v[`closes${d}`] as string }]));
}

/** A stored week as the form's fields (a day absent is closed). */
export function hoursFields(hours: OpenDay[]): Record<string, string | boolean> {
  return Object.fromEntries(
    WEEKDAYS.flatMap((_, d) => {
      const open = hours.find((h) => h.day === d);
      return [[`closed${d}`, !open], [`opens${d}`, open?.opens ?? ""], [`closes${d}`, open?.closes ?? ""]];
    }),
  );
}

export const inviteSchema = z.object({
  email: z.string({ error: "Please enter a valid email address" }).trim().max(254, "Please enter a valid email address").email("Please enter a valid email address").transform((v) => v.toLowerCase()),
  role: z.enum(DEALER_ROLES, { error: "Choose a role" }),
});

export const roleChangeSchema = z.object({ userId: z.coerce.number().int().positive(), role: z.enum(DEALER_ROLES, { error: "Choose a role" }) });
