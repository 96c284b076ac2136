import { useEffect, useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { getFormProps } from "@conform-to/react";
import type { Route } from "./+types/login";
import { TextField } from "~/components/ui/text-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ActionToast } from "~/components/action-toast";
import { showToast } from "~/components/toaster";
import { signInSchema, signUpSchema } from "~/modules/accounts/schemas";
import { safeRedirect } from "~/shared/redirects";
import { signInIntent, type SignInIntent } from "~/shared/sign-in-intents";
import { PASSKEY_TEXT } from "~/modules/passkeys/messages";
import { signInWithPasskey } from "~/modules/passkeys/client";
import { signInOrRegister } from "~/edge/sign-in.server";
import { getOptionalUser } from "~/edge/current-user.server";
import { isProduction } from "~/utils/env.server";

export const meta: Route.MetaFunction = () => [{ title: "Sign In | RideMarket" }];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirect"));
  if (await getOptionalUser(request)) throw redirect(redirectTo);
  return {
    tab: url.searchParams.get("tab") === "signup" ? ("signup" as const) : ("signin" as const),
    redirectTo,
    then: signInIntent(url.searchParams.get("then")),
    devLogin: !isProduction(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const result = await signInOrRegister(request);
  if (result.kind === "redirect") return result.response;
  if (result.kind === "unknown-intent") throw data("Unknown action", { status: 400 });
  return data(result.body, { status: result.status, headers: result.headers });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

const tabClass = (active: boolean) =>
  `flex-1 rounded-md px-4 py-2 text-center text-sm font-semibold ${active ? "bg-white text-slate-900 shadow" : "text-slate-600 hover:text-slate-900"}`;
const primary = "w-full rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

/** Where to go back to after signing in, and what to do there (sign-in-intents.ts): sent with every form. */
function BackTo({ redirectTo, then }: { redirectTo: string; then: SignInIntent | null }) {
  return (
    <>
      <input type="hidden" name="redirect" value={redirectTo} />
      {then ? <input type="hidden" name="then" value={then} /> : null}
    </>
  );
}

function SignInForm({ redirectTo, then, lastResult, devLogin, attempt }: { redirectTo: string; then: SignInIntent | null; lastResult: unknown; devLogin: boolean; attempt: string }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("signin", signInSchema, lastResult);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "signin";

  const passkey = async () => {
    setPasskeyBusy(true);
    try {
      window.location.assign(await signInWithPasskey(redirectTo));
    } catch {
      showToast({ ...PASSKEY_TEXT.signInFailed, variant: "destructive" });
      setPasskeyBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <button type="button" onClick={passkey} disabled={!hydrated || passkeyBusy} className="w-full rounded-md border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-50 disabled:opacity-60">
        {passkeyBusy ? "Waiting for passkey..." : "Sign in with Passkey"}
      </button>
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />Or continue with email<span className="h-px flex-1 bg-slate-200" />
      </div>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="signin" />
        <BackTo redirectTo={redirectTo} then={then} />
        {form.errors?.length ? <p role="alert" id={form.errorId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{form.errors[0]}</p> : null}
        <TextField meta={fields.email} label="Email" type="email" autoComplete="username webauthn" placeholder="you@example.com" />
        {/* Remounted after each refused attempt, so the typed password is never kept. */}
        <TextField key={attempt} meta={fields.password} label="Password" type="password" autoComplete="current-password" />
        <Link to="/forgot-password" className="self-start text-sm text-brand-700 hover:underline">Forgot your password?</Link>
        <button type="submit" className={primary} disabled={busy}>{busy ? "Signing in..." : "Sign In"}</button>
      </Form>
      {devLogin ? (
        <Form method="post">
          <input type="hidden" name="intent" value="dev-login" />
          <BackTo redirectTo={redirectTo} then={then} />
          <button type="submit" className="w-full rounded-md border border-dashed border-slate-400 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50">
            Dev Login (Test User)
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function SignUpForm({ redirectTo, then, lastResult, attempt }: { redirectTo: string; then: SignInIntent | null; lastResult: unknown; attempt: string }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("signup", signUpSchema, lastResult);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "signup";
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="signup" />
      <BackTo redirectTo={redirectTo} then={then} />
      {form.errors?.length ? <p role="alert" id={form.errorId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{form.errors[0]}</p> : null}
      <div className="grid grid-cols-2 gap-3">
        <TextField meta={fields.firstName} label="First Name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last Name" autoComplete="family-name" />
      </div>
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      <TextField meta={fields.phone} label="Phone Number" type="tel" autoComplete="tel" />
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <TextField meta={fields.city} label="City" autoComplete="address-level2" />
        <TextField meta={fields.state} label="State" autoComplete="address-level1" maxLength={2} placeholder="CA" />
      </div>
      <TextField key={`p-${attempt}`} meta={fields.password} label="Password" type="password" autoComplete="new-password" />
      <TextField key={`c-${attempt}`} meta={fields.confirmPassword} label="Confirm Password" type="password" autoComplete="new-password" />
      <button type="submit" className={primary} disabled={busy}>{busy ? "Creating account..." : "Create Account"}</button>
      <p className="text-center text-xs text-slate-500">
        By creating an account you agree to our <Link to="/terms" className="underline">Terms of Service</Link> and <Link to="/privacy" className="underline">Privacy Policy</Link>.
      </p>
    </Form>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const tab = actionData?.tab ?? loaderData.tab;
  const { redirectTo, then, devLogin } = loaderData;
  const link = (t: "signin" | "signup") =>
    `/login?${new URLSearchParams({ ...(t === "signup" ? { tab: "signup" } : {}), ...(redirectTo !== "/" ? { redirect: redirectTo } : {}), ...(then ? { then } : {}) })}`;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight">Welcome to RideMarket</h1>
      <p className="mt-2 text-center text-slate-600">Join thousands of sports vehicle enthusiasts buying and selling nationwide.</p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <nav aria-label="Sign in or sign up" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
          <Link to={link("signin")} replace aria-current={tab === "signin" ? "page" : undefined} className={tabClass(tab === "signin")}>Sign In</Link>
          <Link to={link("signup")} replace aria-current={tab === "signup" ? "page" : undefined} className={tabClass(tab === "signup")}>Sign Up</Link>
        </nav>
        {tab === "signup" ? (
          <SignUpForm redirectTo={redirectTo} then={then} attempt={actionData?.attempt ?? "first"} lastResult={actionData?.tab === "signup" ? actionData.reply : undefined} />
        ) : (
          <SignInForm redirectTo={redirectTo} then={then} devLogin={devLogin} attempt={actionData?.attempt ?? "first"} lastResult={actionData?.tab === "signin" ? actionData.reply : undefined} />
        )}
      </div>
      <ActionToast toast={actionData?.toast} />
    </div>
  );
}
