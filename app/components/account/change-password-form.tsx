import { Form, useNavigation } from "react-router";
import { getFormProps, getInputProps } from "@conform-to/react";
import { TextField } from "~/components/ui/text-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { changePasswordSchema } from "~/modules/accounts/schemas";

/** My Info's 'Change Password' form; a plain POST, so it works before JavaScript loads. */
export function ChangePasswordForm({ lastResult }: { lastResult: unknown }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "change-password";
  const [form, fields] = useSchemaForm("change-password", changePasswordSchema, lastResult, { signOutOthers: true });
  const { key: checkboxKey, ...checkbox } = getInputProps(fields.signOutOthers, { type: "checkbox" });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="text-xl font-semibold">Change Password</h2>
      <input type="hidden" name="intent" value="change-password" />
      {form.errors?.length ? <p role="alert" id={form.errorId} className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{form.errors[0]}</p> : null}
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.currentPassword} label="Current Password" type="password" autoComplete="current-password" className="sm:col-span-2" />
        <TextField meta={fields.newPassword} label="New Password" type="password" autoComplete="new-password" />
        <TextField meta={fields.confirmNewPassword} label="Confirm New Password" type="password" autoComplete="new-password" />
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm text-slate-700">
        <input key={checkboxKey} {...checkbox} className="h-4 w-4 rounded border-slate-300" />
        Sign out of other devices
      </label>
      <button type="submit" disabled={saving} className="mt-6 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {saving ? "Changing..." : "Change Password"}
      </button>
    </Form>
  );
}
