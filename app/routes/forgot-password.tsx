import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, useNavigation } from "react-router";
import { getFormProps } from "@conform-to/react";
import type { Route } from "./+types/forgot-password";
import { TextField } from "~/components/ui/text-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { forgotPasswordSchema } from "~/modules/accounts/schemas";
import { requestPasswordReset } from "~/modules/accounts/password-reset.server";
import { tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { clientIp } from "~/modules/security/client-address.server";
import { readForm } from "~/edge/form-body.server";

export const meta: Route.MetaFunction = () => [{ title: "Forgot Password | RideMarket" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ sent: false, reply: submission.reply() }, { status: 400 });
  const outcome = await requestPasswordReset(submission.value.email, clientIp(request));
  if (outcome.kind === "limited") {
    return data(
      { sent: false, reply: submission.reply({ formErrors: [tooManyAttemptsMessage(outcome.retryAfterSeconds)] }) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return { sent: true, reply: null };
}

const primary = "w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-orange-800 disabled:opacity-60";

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("forgot-password", forgotPasswordSchema, actionData?.reply ?? undefined);
  const busy = navigation.state !== "idle";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight">Forgot your password?</h1>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {actionData?.sent ? (
          <div role="status">
            <h2 className="text-lg font-semibold">Check your email</h2>
            <p className="mt-2 text-slate-600">
              If an account uses that address, we have sent it a link to choose a new password. The link works once, within 30 minutes. No mail? Check your spam folder, or ask again in a few minutes.
            </p>
          </div>
        ) : (
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
            <p className="text-slate-600">Enter the email address of your account and we will send you a link to choose a new password.</p>
            {form.errors?.length ? <p role="alert" id={form.errorId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{form.errors[0]}</p> : null}
            <TextField meta={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
            <button type="submit" className={primary} disabled={busy}>{busy ? "Sending..." : "Send Reset Link"}</button>
          </Form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="text-brand-700 hover:underline">Back to Sign In</Link>
        </p>
      </div>
    </div>
  );
}
