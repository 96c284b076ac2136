import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { getFormProps } from "@conform-to/react";
import type { Route } from "./+types/reset-password";
import { TextField } from "~/components/ui/text-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { resetPasswordSchema } from "~/modules/accounts/schemas";
import { serverResetPasswordSchema } from "~/modules/accounts/password-policy.server";
import { inspectAccountToken } from "~/modules/accounts/account-tokens.server";
import { resetPasswordWithToken } from "~/modules/accounts/password-reset.server";
import { destroySession } from "~/edge/cookies/session.server";
import { rememberDevice } from "~/modules/accounts/known-devices.server";
import { toastHeader } from "~/edge/cookies/toast.server";
import { readForm } from "~/edge/form-body.server";

export const meta: Route.MetaFunction = () => [{ title: "Choose a New Password | RideMarket" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

const invalidLink = () => data({ valid: false as const, token: "" }, { status: 410 });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await inspectAccountToken(token, "password_reset");
  if (found.state !== "usable") return invalidLink();
  return { valid: true as const, token };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = form.get("token");
  const found = await inspectAccountToken(token, "password_reset");
  if (found.state !== "usable" || !found.userId || !found.email) return data({ valid: false as const, reply: null }, { status: 410 });
  const submission = parseWithZod(form, { schema: serverResetPasswordSchema({ email: found.email, ...found.names }) });
  if (submission.status !== "success") return data({ valid: true as const, reply: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  // Another tab may have used the link in the meantime: then it is no longer valid here either.
  if (!(await resetPasswordWithToken(submission.value.token, found.userId, submission.value.password))) {
    return data({ valid: false as const, reply: null }, { status: 410 });
  }
  // Every session of the account has ended, this browser's too: sign in with the new password.
  // The browser that proved it holds the mailbox is a known device from now on (decision 29).
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(request));
  headers.append("Set-Cookie", rememberDevice(request, found.userId));
  headers.append("Set-Cookie", await toastHeader({ title: "Password Changed", description: "Sign in with your new password." }));
  return redirect("/login", { headers });
}

const primary = "w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-orange-800 disabled:opacity-60";

function InvalidLink() {
  return (
    <div role="alert">
      <h2 className="text-lg font-semibold">This link no longer works</h2>
      <p className="mt-2 text-slate-600">Password reset links work once, within 30 minutes. This one has expired, has already been used, or is incomplete.</p>
      <p className="mt-4">
        <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">Ask for a new link</Link>
      </p>
    </div>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const reply = actionData && "reply" in actionData ? actionData.reply : null;
  const [form, fields] = useSchemaForm("reset-password", resetPasswordSchema, reply ?? undefined);
  const valid = loaderData.valid && actionData?.valid !== false;
  const busy = navigation.state !== "idle";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight">Choose a new password</h1>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {valid ? (
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
            <input type="hidden" name="token" value={loaderData.token} />
            {form.errors?.length ? <p role="alert" id={form.errorId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{form.errors[0]}</p> : null}
            <TextField meta={fields.password} label="New Password" type="password" autoComplete="new-password" hint="At least 8 characters. You will be signed out everywhere." />
            <TextField meta={fields.confirmPassword} label="Confirm New Password" type="password" autoComplete="new-password" />
            <button type="submit" className={primary} disabled={busy}>{busy ? "Saving..." : "Set New Password"}</button>
          </Form>
        ) : (
          <InvalidLink />
        )}
      </div>
    </div>
  );
}
