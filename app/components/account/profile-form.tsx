import { Form, useNavigation } from "react-router";
import { getFormProps } from "@conform-to/react";
import { TextField } from "~/components/ui/text-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { profileSchema } from "~/modules/accounts/schemas";
import type { PublicUser } from "~/modules/accounts/users.server";

type ProfileUser = Pick<PublicUser, "firstName" | "lastName" | "email" | "phone" | "instagramHandle" | "city" | "state" | "zip">;

/** My Info's 'Personal Information' form; a plain POST, so it works before JavaScript loads. */
export function ProfileForm({ user, lastResult }: { user: ProfileUser; lastResult: unknown }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update-profile";
  const [form, fields] = useSchemaForm("profile", profileSchema, lastResult, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? "",
    instagramHandle: user.instagramHandle ? `@${user.instagramHandle}` : "",
    city: user.city ?? "",
    state: user.state ?? "",
    zip: user.zip ?? "",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-semibold">Personal Information</h2>
      <input type="hidden" name="intent" value="update-profile" />
      {form.errors?.length ? <p role="alert" id={form.errorId} className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{form.errors[0]}</p> : null}
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="First Name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last Name" autoComplete="family-name" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField meta={fields.currentPassword} label="Current Password" type="password" autoComplete="current-password" hint="Needed only to change your email." />
        <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" />
        <TextField meta={fields.instagramHandle} label="Instagram Handle" placeholder="@username" />
        <TextField meta={fields.city} label="City" autoComplete="address-level2" />
        <TextField meta={fields.state} label="State" maxLength={2} autoComplete="address-level1" />
        <TextField meta={fields.zip} label="Zip Code" maxLength={5} autoComplete="postal-code" />
      </div>
      <button type="submit" disabled={saving} className="mt-6 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {saving ? "Updating..." : "Update Profile"}
      </button>
    </Form>
  );
}
