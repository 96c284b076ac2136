import { Form, Link, data, redirect } from "react-router";
import { readForm } from "~/utils/form-body.server";
import type { Route } from "./+types/vehicle-edit";
import { ActionToast } from "~/components/action-toast";
import { ListingStepFields } from "~/components/listing-form/listing-step-fields";
import { WizardProgress } from "~/components/listing-form/wizard-progress";
import { requireUser } from "~/modules/accounts/current-user.server";
import { loadEditableListing } from "~/modules/listings/edit-listing.server";
import { parseEditStep, submitEditStep, type EditRerender } from "~/modules/listings/edit-wizard.server";
import { EDIT_STEP_TITLES, editStepPath } from "~/modules/listings/wizard-paths";
import { listingFormOptions } from "~/modules/listings/form-options.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { parseId } from "~/utils/http.server";

export const meta: Route.MetaFunction = () => [{ title: "Edit Your Vehicle | RideMarket" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const listing = id ? await loadEditableListing(user.id, id) : null;
  // Someone else's listing looks exactly like a missing one.
  if (!id || !listing) return data({ found: false as const }, { status: 404 });
  const step = parseEditStep(new URL(request.url).searchParams.get("step"));
  const options = await listingFormOptions(listing);
  // The paid package can be kept or traded down; an upgrade is a new payment.
  const packages = options.packages.filter((p) => Number(p.price) <= Number(listing.packagePrice));
  return { found: true as const, vehicleId: id, step, values: listing, options: { ...options, packages } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const step = parseEditStep(new URL(request.url).searchParams.get("step"));
  const outcome = id ? await submitEditStep(user.id, id, step, await readForm(request)) : null;
  if (!outcome) return data({ found: false as const }, { status: 404 });
  if ("redirect" in outcome) return outcome.toast ? redirectWithToast(outcome.redirect, outcome.toast) : redirect(outcome.redirect);
  const { status, ...rerender } = outcome;
  return data({ found: true as const, ...rerender, toast: rerender.toast ? { ...rerender.toast, id: String(Date.now()) } : undefined }, { status });
}

function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Vehicle Not Found</h1>
      <p className="mt-2 text-slate-600">The vehicle you're trying to edit doesn't exist or you don't have permission to edit it.</p>
      <Link to="/account" className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">Return to Account</Link>
    </div>
  );
}

export default function EditVehicle({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found || (actionData && !actionData.found)) return <NotFound />;
  const rerender = actionData as (EditRerender & { toast?: EditRerender["toast"] & { id: string } }) | undefined;
  const values = rerender?.values ?? loaderData.values;
  const options = rerender ? { ...rerender.options, packages: loaderData.options.packages } : loaderData.options;
  const { step, vehicleId } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Edit Your Vehicle</h1>
        <p className="mt-2 text-slate-600">Update your vehicle listing details and photos.</p>
      </header>
      <WizardProgress titles={EDIT_STEP_TITLES} current={step} />
      <section aria-labelledby="step-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="step-heading" className="mb-6 text-xl font-semibold">{EDIT_STEP_TITLES[step - 1]}</h2>
        <Form key={`${step}-${JSON.stringify(values)}`} method="post" action={editStepPath(vehicleId, step)} encType={step === 2 ? "multipart/form-data" : undefined} noValidate>
          <ListingStepFields step={step} values={values} options={options} errors={rerender?.errors ?? {}} finalLabel="Update Listing" finalBusyLabel="Updating Listing..." replacement={rerender?.replacement}
            packageNote="Your paid package can be kept or changed to a smaller one." />
        </Form>
      </section>
      <ActionToast toast={rerender?.toast} />
    </div>
  );
}
