import { Form, Link, data, redirect, useNavigation } from "react-router";
import { useState } from "react";
import type { Route } from "./+types/sell";
import { ActionToast } from "~/components/action-toast";
import { WizardProgress } from "~/components/listing-form/wizard-progress";
import { VehicleDetailsFields } from "~/components/listing-form/vehicle-details-fields";
import { DescriptionPhotosFields } from "~/components/listing-form/description-photos-fields";
import { PricingFields } from "~/components/listing-form/pricing-fields";
import { PackageFields } from "~/components/listing-form/package-fields";
import { useHydrated } from "~/components/listing-form/use-hydrated";
import { requireUser } from "~/modules/accounts/current-user.server";
import { SELL_STEP_TITLES } from "~/modules/listings/listing-schema";
import { advanceStep, loadFormStep, ownsVehicle, parseStep, saveStep, sellStepPath, type FieldErrors } from "~/modules/listings/sell-wizard.server";
import { describeDraft } from "~/modules/listings/sell-description.server";
import { changePhotos } from "~/modules/listings/sell-photos.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import type { ToastInput } from "~/modules/toast/toast";
import { parseId } from "~/utils/http.server";

export const meta: Route.MetaFunction = () => [{ title: "Sell Your Vehicle | RideMarket" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const requested = parseStep(url.searchParams.get("step"));
  if (requested === 6) {
    const vehicleId = parseId(url.searchParams.get("vehicle"));
    if (!vehicleId || !(await ownsVehicle(user.id, vehicleId))) throw redirect("/sell");
    return { step: 6 as const, vehicleId };
  }
  const load = await loadFormStep(user.id, requested);
  if ("redirect" in load) throw redirect(load.redirect);
  return { ...load, vehicleId: null };
}

type ActionResult = { errors: FieldErrors; toast?: ToastInput & { id: string } };

const withId = (toast?: ToastInput) => (toast ? { ...toast, id: String(Date.now()) } : undefined);

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const step = parseStep(new URL(request.url).searchParams.get("step"));
  if (!step || step > 5) return data<ActionResult>({ errors: {} }, { status: 400 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? form.get("photoIntent") ?? "next");

  if (intent === "previous") {
    await saveStep(user.id, step, form);
    return redirect(sellStepPath(Math.max(1, step - 1)));
  }
  if (intent === "refresh") {
    await saveStep(user.id, step, form);
    return redirect(sellStepPath(step));
  }
  if (step === 2 && form.has("photoIntent")) {
    const outcome = await changePhotos(user.id, form);
    if (outcome.error) return data<ActionResult>({ errors: { images: outcome.error } }, { status: 400 });
    return redirect(`${sellStepPath(2)}#photos`);
  }
  if (step === 2 && intent === "generate-description") {
    const outcome = await describeDraft(user.id, form);
    return redirectWithToast(sellStepPath(2), outcome.toast);
  }
  if (step <= 4) {
    const outcome = await advanceStep(user.id, step, form);
    if ("redirect" in outcome) return outcome.toast ? redirectWithToast(outcome.redirect, outcome.toast) : redirect(outcome.redirect);
    return data<ActionResult>({ errors: outcome.errors, toast: withId(outcome.toast) }, { status: outcome.status });
  }
  return data<ActionResult>({ errors: {} }, { status: 400 });
}

const secondary = "rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";
const primary = "rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50";

function WizardNav({ step, nextLabel, nextDisabled }: { step: number; nextLabel: string; nextDisabled?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mt-8 flex justify-between border-t border-slate-200 pt-6">
      <button type="submit" name="intent" value="previous" formNoValidate disabled={step === 1 || busy} className={secondary}>Previous</button>
      <button type="submit" name="intent" value="next" disabled={nextDisabled || busy} className={primary}>{nextLabel}</button>
    </div>
  );
}

function PackageStep({ loaderData, errors }: { loaderData: Extract<Route.ComponentProps["loaderData"], { values: unknown }>; errors: FieldErrors }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(loaderData.values.packageId);
  return (
    <>
      <PackageFields packages={loaderData.options.packages} selected={selected} onSelect={setSelected} error={errors.packageId} />
      {/* Without JavaScript the choice cannot enable the button, so it stays enabled and the server checks. */}
      <WizardNav step={4} nextLabel="Proceed to Payment" nextDisabled={hydrated && !selected} />
    </>
  );
}

function SuccessStep({ vehicleId }: { vehicleId: number }) {
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-8 text-center">
      <svg aria-hidden="true" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="mx-auto text-emerald-600"><circle cx="12" cy="12" r="10" /><path d="M8 12l3 3 5-6" /></svg>
      <h2 className="mt-4 text-2xl font-bold text-emerald-900">Your listing is now live!</h2>
      <p className="mt-2 text-emerald-800">Buyers across the country can find it on Buy a Ride right now.</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={`/vehicles/${vehicleId}`} className={primary}>View Your Listing</Link>
        <Link to="/account?tab=listings" className={secondary}>Go to My Account</Link>
      </div>
    </div>
  );
}

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  const errors = (actionData as ActionResult | undefined)?.errors ?? {};
  const toast = (actionData as ActionResult | undefined)?.toast;
  const step = loaderData.step;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Sell Your Vehicle</h1>
        <p className="mt-2 text-slate-600">List your sports vehicle and connect with thousands of potential buyers nationwide.</p>
      </header>
      <WizardProgress titles={SELL_STEP_TITLES} current={step} />
      <section aria-labelledby="step-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="step-heading" className="mb-6 text-xl font-semibold">{SELL_STEP_TITLES[step - 1]}</h2>
        {"vehicleId" in loaderData && loaderData.step === 6 ? (
          <SuccessStep vehicleId={loaderData.vehicleId} />
        ) : "values" in loaderData ? (
          <StepForm loaderData={loaderData} errors={errors} />
        ) : null}
      </section>
      <ActionToast toast={toast} />
    </div>
  );
}

function StepForm({ loaderData, errors }: { loaderData: Extract<Route.ComponentProps["loaderData"], { values: unknown }>; errors: FieldErrors }) {
  const { step, values, options, valueRange, version } = loaderData;
  // A new draft version (after a save) remounts the fields with the stored values.
  return (
    <Form key={`${step}-${version}`} method="post" action={sellStepPath(step)} encType={step === 2 ? "multipart/form-data" : undefined} noValidate>
      {/* Enter in a field means Next: the first submit button is the form's default. */}
      <button type="submit" name="intent" value="next" tabIndex={-1} aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden" />
      {step === 1 ? (
        <>
          <VehicleDetailsFields values={values} options={options} errors={errors} />
          <WizardNav step={1} nextLabel="Next" />
        </>
      ) : step === 2 ? (
        <>
          <DescriptionPhotosFields description={values.description} images={values.images} errors={errors} />
          <WizardNav step={2} nextLabel="Next" />
        </>
      ) : step === 3 ? (
        <>
          <PricingFields price={values.price} error={errors.price} valueRange={valueRange} />
          <WizardNav step={3} nextLabel="Next" />
        </>
      ) : step === 4 ? (
        <PackageStep loaderData={loaderData} errors={errors} />
      ) : null}
    </Form>
  );
}
