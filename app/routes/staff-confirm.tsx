// /staff/confirm: staff whose sign-in is older than 15 minutes re-enter their password
// (decision 38) or confirm with their passkey (decision 43), then go back to the staff page they
// asked for. The password form is a plain POST; the passkey needs the browser's WebAuthn.
import { parseWithZod } from "@conform-to/zod/v4";
import { getFormProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Form, data, redirect, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/staff-confirm";
import { TextField } from "~/components/ui/text-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { readForm } from "~/edge/form-body.server";
import { requireStaff } from "~/edge/staff-guard.server";
import { formRefusal, plainFormReply, refusalForForm } from "~/edge/app-error-answers.server";
import { confirmStaffPasskey, confirmStaffPassword } from "~/modules/staff/staff-access.server";
import { passkeyAssertion } from "~/modules/passkeys/client";
import { staffConfirmSchema, WRONG_PASSKEY } from "~/modules/staff/schemas";
import { safeRedirect } from "~/shared/redirects";

export const meta: Route.MetaFunction = () => [{ title: "Confirm it is you | RideMarket" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

const target = (value: unknown) => safeRedirect(value, "/staff");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, { recent: false });
  return { email: user.email, redirectTo: target(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, { recent: false });
  const form = await readForm(request);
  if (form.get("intent") === "passkey") return confirmWithPasskey(user, form);
  const submission = parseWithZod(form, { schema: staffConfirmSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  try {
    await confirmStaffPassword(request, user, submission.value.password);
  } catch (error) {
    // The password is never sent back.
    return formRefusal(error, { reply: (options) => submission.reply({ ...options, hideFields: ["password"] }) });
  }
  throw redirect(target(submission.value.redirectTo));
}

async function confirmWithPasskey(user: Awaited<ReturnType<typeof requireStaff>>, form: FormData) {
  let response: unknown = null;
  try {
    response = JSON.parse(String(form.get("passkey") ?? ""));
  } catch {
    return data({ passkeyError: WRONG_PASSKEY }, { status: 400 });
  }
  try {
    await confirmStaffPasskey(user, response);
  } catch (error) {
    return plainFormReply(refusalForForm(error), { passkeyError: WRONG_PASSKEY });
  }
  throw redirect(target(form.get("redirectTo")));
}

const primary = "w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-orange-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";

export default function StaffConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();
  const [passkeyFailed, setPasskeyFailed] = useState(false);
  // The passkey needs the browser's WebAuthn: the button waits for the page's script.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [form, fields] = useSchemaForm("staff-confirm", staffConfirmSchema, actionData && "result" in actionData ? actionData.result : undefined);
  const passkeyError = passkeyFailed ? WRONG_PASSKEY : actionData && "passkeyError" in actionData ? actionData.passkeyError : null;
  const withPasskey = async () => {
    setPasskeyFailed(false);
    try {
      const response = await passkeyAssertion();
      submit({ intent: "passkey", passkey: JSON.stringify(response), redirectTo: loaderData.redirectTo }, { method: "post" });
    } catch {
      setPasskeyFailed(true);
    }
  };
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight">Confirm it is you</h1>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <p className="text-slate-600">Staff pages ask for your password again when you signed in more than 15 minutes ago. You are signed in as {loaderData.email}.</p>
          {form.errors?.length ? <p role="alert" id={form.errorId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{form.errors[0]}</p> : null}
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
          <button type="submit" className={primary} disabled={busy}>{busy ? "Confirming..." : "Confirm"}</button>
        </Form>
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4">
          {passkeyError ? <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{passkeyError}</p> : null}
          <button type="button" onClick={withPasskey} disabled={busy || !hydrated} className="w-full rounded-md border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60">
            Use a passkey instead
          </button>
        </div>
      </div>
    </main>
  );
}
