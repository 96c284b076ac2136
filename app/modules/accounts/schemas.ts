import { z } from "zod";
import { singleLine } from "~/utils/single-line-text";
import { PASSWORD_MAX, PASSWORD_MIN, WEAK_PASSWORD, passwordContainsEmail, weakPasswordReason } from "./password-rules";
import { ZIP_LENGTH, ZIP_PATTERN } from "~/shared/zip-code-rules";

// The account forms' rules, shared by the browser (native constraints through conform)
// and the server. Messages are the product's own words.

// Existing accounts may still have 6-character passwords, so sign-in accepts them; every
// new password (sign-up, reset, change) follows password-rules.ts here and, on the server,
// password-policy.server.ts.
const SIGN_IN_PASSWORD_MIN = 6;
export { PASSWORD_MAX };

const email = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address")
  .transform((v) => v.toLowerCase());

const newPassword = z
  .string({ error: `Password must be at least ${PASSWORD_MIN} characters` })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .superRefine((value, ctx) => {
    const reason = weakPasswordReason(value);
    if (reason) ctx.addIssue({ code: "custom", message: reason });
  });

const name = (label: string) =>
  singleLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(50, `${label} must be at most 50 characters`),
    label,
  );

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
    singleLine(z.string().max(max, `${label} must be at most ${max} characters`), label).optional(),
  );

const state = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim().toUpperCase() : v),
  z.string().max(2, "State must be 2 letters").regex(/^[A-Z]{2}$/, "State must be 2 letters").optional(),
);

const zip = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
  z.string().max(ZIP_LENGTH, "Zip code must be 5 digits").regex(ZIP_PATTERN, "Zip code must be 5 digits").optional(),
);

const phone = optionalText("Phone number", 25).refine(
  (v) => v === undefined || /^[0-9+().\-\s]{7,25}$/.test(v),
  "Please enter a valid phone number",
);

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: `Password must be at least ${SIGN_IN_PASSWORD_MIN} characters` })
    .min(SIGN_IN_PASSWORD_MIN, `Password must be at least ${SIGN_IN_PASSWORD_MIN} characters`)
    .max(1024, "Password is too long"),
});

export const signUpSchema = z
  .object({
    firstName: name("First name"),
    lastName: name("Last name"),
    email,
    phone,
    city: optionalText("City", 80),
    state,
    password: newPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((v) => !passwordContainsEmail(v.password, v.email), { path: ["password"], message: WEAK_PASSWORD.email })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords don't match" });

export const profileSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  phone,
  instagramHandle: optionalText("Instagram handle", 31).refine(
    (v) => v === undefined || /^@?[A-Za-z0-9._]{1,30}$/.test(v),
    "Instagram handle may use letters, numbers, periods and underscores",
  ),
  city: optionalText("City", 80),
  state,
  zip,
  // Needed only when the email changes; the server asks for it then.
  currentPassword: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(1024, "Password is too long").optional()),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Please enter your current password" }).min(1, "Please enter your current password").max(1024, "Password is too long"),
    newPassword,
    confirmNewPassword: z.string({ error: "Passwords don't match" }),
    // A checkbox: present ("on") when ticked, absent otherwise.
    signOutOthers: z.boolean().optional(),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, { path: ["confirmNewPassword"], message: "Passwords don't match" });

export const forgotPasswordSchema = z.object({ email });

export const newsletterSchema = z.object({ email });

// The token comes from the link, in a hidden field; the server checks it.
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "This link is not valid" }).max(200, "This link is not valid"),
    password: newPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords don't match" });

export type SignUpInput = z.infer<typeof signUpSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
