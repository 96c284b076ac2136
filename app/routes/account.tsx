import { Form, Link, data, redirect, useNavigation } from "react-router";
import { readForm } from "~/edge/form-body.server";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/account";
import { TextField } from "~/components/ui/text-field";
import { ActionToast } from "~/components/action-toast";
import { requireUser } from "~/edge/current-user.server";
import { profileSchema } from "~/modules/accounts/schemas";
import { getUser } from "~/modules/accounts/users.server";
import { updateOwnProfile } from "~/modules/accounts/profile-update.server";
import { clientIp } from "~/modules/accounts/rate-limit.server";
import { deletePasskey, listPasskeys } from "~/modules/passkeys/passkeys.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { formatShortDate } from "~/shared/format";
import { isListingIntent, runListingIntent } from "~/modules/listings/account-actions.server";
import { listMyListings } from "~/modules/listings/manage.server";
import { listSavedVehicles } from "~/modules/listings/saved.server";
import { parseId } from "~/shared/ids";
import { MyListings, MyListingsSkeleton } from "~/components/account/my-listings";
import { SavedListings, SavedListingsSkeleton } from "~/components/account/saved-listings";
import { ChangePasswordForm } from "~/components/account/change-password-form";
import { runChangePassword } from "~/modules/accounts/change-password.server";
import { isMailIntent, mailSettings, runMailIntent } from "~/modules/accounts/mail-settings.server";
import { MailSettings } from "~/components/account/mail-settings";
import { SavedSearches } from "~/components/account/saved-searches";
import { listSavedSearches } from "~/modules/saved-searches/saved-searches.server";
import { sellerDashboard } from "~/modules/listings/listing-stats.server";
import { SellerDashboard } from "~/components/account/seller-dashboard";
import { isSearchIntent, runSearchIntent } from "~/edge/saved-search-forms.server";

export const meta: Route.MetaFunction = () => [{ title: "My Account | RideMarket" }];

const TABS = [
  { id: "info", label: "My Info" },
  { id: "listings", label: "My Listings" },
  { id: "dashboard", label: "Dashboard" },
  { id: "saved", label: "Saved Listings" },
  { id: "searches", label: "Saved Searches" },
] as const;
type Tab = (typeof TABS)[number]["id"];

function tabOf(search: string): Tab {
  return TABS.find((t) => t.id === new URLSearchParams(search).get("tab"))?.id ?? "info";
}

export async function loader({ request }: Route.LoaderArgs) {
  const current = await requireUser(request);
  const url = new URL(request.url);
  const tab = tabOf(url.search);
  const [user, passkeys, mail, active, sold, saved, searches, dashboard] = await Promise.all([
    getUser(current.id),
    listPasskeys(current.id),
    mailSettings(current.id),
    tab === "listings" ? listMyListings(current.id, "active") : null,
    tab === "listings" ? listMyListings(current.id, "sold") : null,
    tab === "saved" ? listSavedVehicles(current.id) : null,
    tab === "searches" ? listSavedSearches(current.id) : null,
    tab === "dashboard" ? sellerDashboard(current.id) : null,
  ]);
  if (!user) throw redirect("/login?redirect=%2Faccount");
  // The no-JavaScript delete asks first: the Delete button links here with the vehicle's id.
  const confirmDelete = tab === "listings" ? parseId(url.searchParams.get("confirmDelete")) : null;
  return { user, passkeys, mail, tab, active, sold, saved, searches, dashboard, confirmDelete };
}

export async function action({ request }: Route.ActionArgs) {
  const current = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");

  if (isListingIntent(intent)) {
    const outcome = await runListingIntent(current.id, intent, form);
    return outcome.ok
      ? redirectWithToast(outcome.redirectTo, outcome.toast)
      : data({ reply: null, toast: outcome.toast }, { status: outcome.status });
  }

  if (isSearchIntent(intent)) return runSearchIntent(current.id, intent, form);

  if (intent === "change-password") {
    const outcome = await runChangePassword(current, form);
    return outcome.ok
      ? redirectWithToast("/account", outcome.toast)
      : data({ reply: null, passwordReply: outcome.reply, toast: outcome.toast }, { status: outcome.status });
  }

  if (isMailIntent(intent)) {
    const outcome = await runMailIntent(current, intent, form);
    return outcome.ok
      ? redirectWithToast("/account", outcome.toast)
      : data(
          { reply: null, toast: { id: String(Date.now()), ...outcome.toast } },
          { status: outcome.status, headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined },
        );
  }

  if (intent === "delete-passkey") {
    const raw = form.get("passkeyId");
    const id = parseId(typeof raw === "string" ? raw : null);
    const removed = id !== null && (await deletePasskey(current.id, id));
    return removed
      ? redirectWithToast("/account", { title: "Passkey Removed", description: "That passkey can no longer sign in to your account." })
      : data({ reply: null, toast: { id: "pk", title: "Update Failed", description: "That passkey was not found.", variant: "destructive" as const } }, { status: 404 });
  }

  if (intent !== "update-profile") throw data("Unknown action", { status: 400 });
  const submission = parseWithZod(form, { schema: profileSchema });
  const hide = { hideFields: ["currentPassword"] };
  if (submission.status !== "success") {
    return data(
      { reply: submission.reply(hide), toast: { id: String(Date.now()), title: "Update Failed", description: "Failed to update profile. Please try again.", variant: "destructive" as const } },
      { status: 400 },
    );
  }
  const outcome = await updateOwnProfile(current, submission.value, clientIp(request));
  if (!outcome.ok) {
    const reply = outcome.field ? submission.reply({ ...hide, fieldErrors: { [outcome.field]: [outcome.message] } }) : submission.reply({ ...hide, formErrors: [outcome.message] });
    return data(
      { reply, toast: { id: String(Date.now()), title: "Update Failed", description: outcome.message, variant: "destructive" as const } },
      { status: outcome.status, headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined },
    );
  }
  return redirectWithToast("/account", { title: "Profile Updated", description: "Your profile has been successfully updated." });
}

function ProfileForm({ user, lastResult }: { user: Route.ComponentProps["loaderData"]["user"]; lastResult: unknown }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update-profile";
  const [form, fields] = useForm({
    id: "profile",
    lastResult: lastResult as never,
    constraint: getZodConstraint(profileSchema),
    defaultValue: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? "",
      instagramHandle: user.instagramHandle ? `@${user.instagramHandle}` : "",
      city: user.city ?? "",
      state: user.state ?? "",
      zip: user.zip ?? "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
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

function Passkeys({ passkeys }: { passkeys: Route.ComponentProps["loaderData"]["passkeys"] }) {
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="text-xl font-semibold">Passkeys</h2>
      {passkeys.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No passkeys yet. You'll be offered one after your next sign-in.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="passkey-list">
          {passkeys.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-4 py-3 text-sm">
              <div>
                <p className="font-medium">{p.credentialDeviceType === "multiDevice" ? "Synced passkey" : "Device passkey"}</p>
                <p className="text-slate-500">Added {formatShortDate(p.createdAt)}{p.lastUsedAt ? ` · last used ${formatShortDate(p.lastUsedAt)}` : ""}</p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="delete-passkey" />
                <input type="hidden" name="passkeyId" value={p.id} />
                <button type="submit" className="rounded-md border border-red-300 px-3 py-1.5 font-medium text-red-700 hover:bg-red-50">Remove</button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TabContent({ loaderData, actionData }: Route.ComponentProps) {
  const { user, passkeys, mail, tab, active, sold, saved, searches, dashboard, confirmDelete } = loaderData;
  const navigation = useNavigation();
  // While another tab loads, show its skeleton rather than the old tab's content.
  const next = navigation.state === "loading" && navigation.location.pathname === "/account" ? tabOf(navigation.location.search) : tab;
  if (next !== tab) {
    if (next === "listings") return <MyListingsSkeleton />;
    if (next === "saved") return <SavedListingsSkeleton />;
  }
  if (tab === "listings") return <MyListings active={active ?? []} sold={sold ?? []} confirmDelete={confirmDelete} />;
  if (tab === "saved") return <SavedListings vehicles={saved ?? []} />;
  if (tab === "dashboard") return <SellerDashboard rows={dashboard ?? []} />;
  if (tab === "searches") return <SavedSearches searches={searches ?? []} errors={actionData && "searchForm" in actionData ? actionData.searchForm : null} />;
  return (
    <>
      <ProfileForm user={user} lastResult={actionData?.reply} />
      <MailSettings email={user.email} emailVerified={mail.emailVerified} messageNotices={mail.messageNotices} priceDropNotices={mail.priceDropNotices} />
      <ChangePasswordForm lastResult={actionData && "passwordReply" in actionData ? actionData.passwordReply : undefined} />
      <Passkeys passkeys={passkeys} />
    </>
  );
}

export default function Account(props: Route.ComponentProps) {
  const { loaderData, actionData } = props;
  const { user, tab } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">My Account</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="font-semibold" data-testid="account-name">{user.firstName} {user.lastName}</p>
          <p className="text-sm text-slate-600">{user.email}</p>
          <nav aria-label="Account sections" className="mt-4 flex flex-col gap-1">
            {TABS.map((t) => (
              <Link key={t.id} to={t.id === "info" ? "/account" : `/account?tab=${t.id}`} aria-current={tab === t.id ? "page" : undefined}
                className={`rounded-md px-3 py-2 text-sm font-medium ${tab === t.id ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}>
                {t.label}
              </Link>
            ))}
          </nav>
          <Link to="/sell" className="mt-4 block rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700">Sell a Vehicle</Link>
        </aside>
        <div>
          <TabContent {...props} />
        </div>
      </div>
      <ActionToast toast={actionData?.toast} />
    </div>
  );
}
