import { Form, Link, data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { readForm } from "~/utils/form-body.server";
import { useAutosave } from "~/components/listing-form/use-autosave";
import type { Route } from "./+types/sell";
import { ActionToast } from "~/components/action-toast";
import { WizardProgress } from "~/components/listing-form/wizard-progress";
import { ListingStepFields } from "~/components/listing-form/listing-step-fields";
import { primaryButton, secondaryButton } from "~/components/listing-form/wizard-nav";
import { requireUser } from "~/modules/accounts/current-user.server";
import { SELL_STEP_TITLES } from "~/modules/listings/listing-schema";
import { advanceStep, loadFormStep, ownsVehicle, parseStep, saveStep, type FieldErrors } from "~/modules/listings/sell-wizard.server";
import { sellStepPath, sellSuccessPath as successPath } from "~/modules/listings/wizard-paths";
import { DraftIncompleteError, ProviderUnavailableError, handleLocalPayment, paymentFailedToast, paymentSucceededToast, startPayment } from "~/modules/payments/index.server";
import { PaymentStep } from "~/components/checkout/payment-step";
import { PreparingPayment } from "~/components/checkout/checkout-parts";
import { describeDraft, restorePreviousDescription } from "~/modules/listings/sell-description.server";
import { UNDO_INTENT, type DescriptionReplacement } from "~/modules/listings/description-replacement";
import { changePhotos } from "~/modules/listings/sell-photos.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import type { ToastInput } from "~/modules/toast/toast";
import { parseId } from "~/utils/http.server";

export const meta: Route.MetaFunction = () => [{ title: "Sell Your Vehicle | RideMarket" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

// Autosaves keep the draft current while the seller types; the page need not reload for them.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;
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
  if (load.step !== 5) return { ...load, payment: null };
  try {
    return { ...load, payment: await startPayment(user.id) };
  } catch (error) {
    if (error instanceof DraftIncompleteError) throw redirect(sellStepPath(1));
    // The provider could not be reached: the step keeps showing that the payment is being prepared.
    if (error instanceof ProviderUnavailableError) {
      console.error("payment could not be prepared", error);
      return { ...load, payment: null };
    }
    throw error;
  }
}

type ActionResult = { errors: FieldErrors; toast?: ToastInput & { id: string }; replacement?: DescriptionReplacement };

const withId = (toast?: ToastInput) => (toast ? { ...toast, id: String(Date.now()) } : undefined);

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const step = parseStep(new URL(request.url).searchParams.get("step"));
  if (!step || step > 5) return data<ActionResult>({ errors: {} }, { status: 400 });
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? form.get("photoIntent") ?? "next");

  if (intent === "previous") {
    await saveStep(user.id, step, form);
    return redirect(sellStepPath(Math.max(1, step - 1)));
  }
  if (intent === "autosave") {
    await saveStep(user.id, step, form);
    return data<ActionResult>({ errors: {} });
  }
  if (intent === "refresh") {
    await saveStep(user.id, step, form);
    return redirect(sellStepPath(step));
  }
  if (step === 2 && form.has("photoIntent")) {
    const outcome = await changePhotos(user.id, form);
    if (outcome.error) return data<ActionResult>({ errors: { images: outcome.error } }, { status: outcome.status ?? 400 });
    return redirect(`${sellStepPath(2)}#photos`);
  }
  if (step === 2 && intent === "generate-description") {
    const outcome = await describeDraft(user.id, form);
    // Asking first, or offering Undo, re-renders the step; anything else is a plain redirect.
    if (outcome.replacement) return data<ActionResult>({ errors: {}, toast: withId(outcome.toast), replacement: outcome.replacement });
    return redirectWithToast(sellStepPath(2), outcome.toast!);
  }
  if (step === 2 && intent === UNDO_INTENT) {
    if (!(await restorePreviousDescription(user.id, form))) return data<ActionResult>({ errors: {} }, { status: 400 });
    return redirect(sellStepPath(2));
  }
  if (step === 5 && intent === "pay") {
    const outcome = await handleLocalPayment(user.id, form);
    if ("error" in outcome) return data<ActionResult>({ errors: { payment: outcome.error }, toast: withId(paymentFailedToast(outcome.error)) }, { status: 402 });
    return redirectWithToast(successPath(outcome.vehicleId), paymentSucceededToast(outcome.packageName));
  }
  if (step <= 4) {
    const outcome = await advanceStep(user.id, step, form);
    if ("redirect" in outcome) return outcome.toast ? redirectWithToast(outcome.redirect, outcome.toast) : redirect(outcome.redirect);
    return data<ActionResult>({ errors: outcome.errors, toast: withId(outcome.toast) }, { status: outcome.status });
  }
  return data<ActionResult>({ errors: {} }, { status: 400 });
}

function SuccessStep({ vehicleId }: { vehicleId: number }) {
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-8 text-center">
      <svg aria-hidden="true" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="mx-auto text-emerald-600"><circle cx="12" cy="12" r="10" /><path d="M8 12l3 3 5-6" /></svg>
      <h2 className="mt-4 text-2xl font-bold text-emerald-900">Your listing is now live!</h2>
      <p className="mt-2 text-emerald-800">Buyers across the country can find it on Buy a Ride right now.</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={`/vehicles/${vehicleId}`} className={primaryButton}>View Your Listing</Link>
        <Link to="/account?tab=listings" className={secondaryButton}>Go to My Account</Link>
      </div>
    </div>
  );
}

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  const errors = (actionData as ActionResult | undefined)?.errors ?? {};
  const toast = (actionData as ActionResult | undefined)?.toast;
  const replacement = (actionData as ActionResult | undefined)?.replacement;
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
        {!("values" in loaderData) ? (
          <SuccessStep vehicleId={loaderData.vehicleId} />
        ) : step === 5 ? (
          <>
            {loaderData.payment ? <PaymentStep payment={loaderData.payment} formError={errors.payment} onSuccessUrl={successPath} /> : <PreparingPayment />}
            <Form method="post" action={sellStepPath(5)} className="mt-8 flex border-t border-slate-200 pt-6">
              <button type="submit" name="intent" value="previous" className={secondaryButton}>Previous</button>
            </Form>
          </>
        ) : (
          <StepForm loaderData={loaderData} errors={errors} replacement={replacement} />
        )}
      </section>
      <ActionToast toast={toast} />
    </div>
  );
}

function StepForm({ loaderData, errors, replacement }: { loaderData: Extract<Route.ComponentProps["loaderData"], { values: unknown }>; errors: FieldErrors; replacement?: DescriptionReplacement }) {
  const { step, values, options, valueRange, version } = loaderData;
  const autosave = useAutosave(sellStepPath(step));
  // A new draft version (after a save) remounts the fields with the stored values.
  return (
    <Form key={`${step}-${version}`} method="post" action={sellStepPath(step)} encType={step === 2 ? "multipart/form-data" : undefined} noValidate
      onChange={(e) => autosave.schedule(e.currentTarget)} onSubmit={autosave.cancel}>
      <ListingStepFields step={step} values={values} options={options} errors={errors} valueRange={valueRange} finalLabel="Proceed to Payment" replacement={replacement}
        onImagesChange={(form) => autosave.schedule(form)} />
    </Form>
  );
}
