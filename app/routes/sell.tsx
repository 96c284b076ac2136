import { Form, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/sell";
import { WizardPage } from "~/components/listing-form/wizard-page";
import { StepForm } from "~/components/listing-form/step-form";
import { primaryButton, secondaryButton } from "~/components/listing-form/wizard-nav";
import { PaymentStep } from "~/components/checkout/payment-step";
import { PreparingPayment } from "~/components/checkout/checkout-parts";
import { requireUser } from "~/edge/current-user.server";
import { sellDraftStore } from "~/modules/seller-listings/drafts.server";
import { loadFormStep, ownsVehicle } from "~/modules/listing-wizard/load-step.server";
import { intentOf, submitStep } from "~/modules/listing-wizard/submit-step.server";
import { answerPayment, answerRefusedPost, answerSubmit, answerUnknownPost, wizardHeaders, type StepAnswer } from "~/edge/wizard-answers.server";
import { firstMessages } from "~/utils/field-messages";
import { withPhotoPost } from "~/modules/media/photo-post.server";
import { preparePayment } from "~/edge/payment-step.server";
import { FORM_STEPS, PAYMENT_STEP, SELL_STEP_TITLES, SUCCESS_STEP, sellStepPath, sellSuccessPath, stepFrom } from "~/modules/listing-wizard/steps";
import { startPayment } from "~/modules/payments/index.server";
import { clientAddressOf } from "~/modules/security/client-address.server";
import { parseId } from "~/shared/ids";
import { ACCOUNT_PATHS } from "~/shared/account-paths";

export const meta: Route.MetaFunction = () => [{ title: "Sell Your Vehicle | RideMarket" }];

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return wizardHeaders(actionHeaders);
}

// Autosaves keep the draft current while the seller types; the page need not reload for them.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const requested = stepFrom(url.searchParams.get("step"), SUCCESS_STEP);
  if (requested === SUCCESS_STEP) {
    const vehicleId = parseId(url.searchParams.get("vehicle"));
    if (!vehicleId || !(await ownsVehicle(user.id, vehicleId))) throw redirect("/sell");
    return { step: SUCCESS_STEP, vehicleId };
  }
  const load = await loadFormStep(sellDraftStore(user.id), requested);
  if ("redirect" in load) throw redirect(load.redirect);
  if (load.step !== PAYMENT_STEP) return { ...load, payment: null };
  return { ...load, payment: await preparePayment(() => startPayment(user.id, clientAddressOf(request)), sellStepPath(1)) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const step = stepFrom(new URL(request.url).searchParams.get("step"), PAYMENT_STEP);
  if (!step) return answerUnknownPost();
  const store = sellDraftStore(user.id);
  // Step 2's form carries the photo buttons that work without JavaScript: read as every photo upload is.
  return withPhotoPost(request, user.id, async ({ form, refusal }) => {
    if (refusal) return answerRefusedPost(step, form, refusal, store);
    const intent = intentOf(form);
    if (step === PAYMENT_STEP) {
      if (intent === "pay") return answerPayment(user.id, form, sellSuccessPath);
      return intent === "previous" ? redirect(sellStepPath(FORM_STEPS)) : answerUnknownPost();
    }
    return answerSubmit(submitStep(intent, step, form, store));
  });
}

function SuccessStep({ vehicleId }: { vehicleId: number }) {
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-8 text-center">
      <svg aria-hidden="true" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="mx-auto text-emerald-600"><circle cx="12" cy="12" r="10" /><path d="M8 12l3 3 5-6" /></svg>
      <h2 className="mt-4 text-2xl font-bold text-emerald-900">Your listing is now live!</h2>
      <p className="mt-2 text-emerald-800">Buyers across the country can find it on Buy a Ride right now.</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={`/vehicles/${vehicleId}`} className={primaryButton}>View Your Listing</Link>
        <Link to={ACCOUNT_PATHS.listings} className={secondaryButton}>Go to My Account</Link>
      </div>
    </div>
  );
}

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as StepAnswer | undefined;
  const errors = firstMessages(answer?.result.error, "form");
  const step = loaderData.step;
  return (
    <WizardPage title="Sell Your Vehicle" intro="List your sports vehicle and connect with thousands of potential buyers nationwide." titles={SELL_STEP_TITLES} step={step} toast={answer?.toast}>
      {!("values" in loaderData) ? (
        <SuccessStep vehicleId={loaderData.vehicleId} />
      ) : step === PAYMENT_STEP ? (
        <>
          {loaderData.payment ? <PaymentStep payment={loaderData.payment} formError={errors.payment} onSuccessUrl={sellSuccessPath} /> : <PreparingPayment />}
          <Form method="post" action={sellStepPath(PAYMENT_STEP)} className="mt-8 flex border-t border-slate-200 pt-6">
            <button type="submit" name="intent" value="previous" className={secondaryButton}>Previous</button>
          </Form>
        </>
      ) : (
        <StepForm action={sellStepPath(step)} step={step} version={loaderData.version} values={loaderData.values} options={loaderData.options} errors={errors}
          valueRange={loaderData.valueRange} replacement={answer?.replacement} finalLabel="Proceed to Payment" />
      )}
    </WizardPage>
  );
}
