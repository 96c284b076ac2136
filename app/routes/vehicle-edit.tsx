import { Form, Link, data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/vehicle-edit";
import { WizardPage } from "~/components/listing-form/wizard-page";
import { StepForm } from "~/components/listing-form/step-form";
import { secondaryButton } from "~/components/listing-form/wizard-nav";
import { PaymentStep } from "~/components/checkout/payment-step";
import { PreparingPayment } from "~/components/checkout/checkout-parts";
import { requireUser } from "~/edge/current-user.server";
import { LIVE_VERSION } from "~/modules/seller-listings/drafts.server";
import { editWizardStore, loadFormStep } from "~/modules/listing-wizard/load-step.server";
import { intentOf, submitStep } from "~/modules/listing-wizard/submit-step.server";
import { answerPayment, answerRefusedPost, answerSubmit, answerUnknownPost, wizardHeaders, type StepAnswer } from "~/edge/wizard-answers.server";
import { firstMessages } from "~/utils/field-messages";
import { withPhotoPost } from "~/modules/media/photo-post.server";
import { preparePayment } from "~/edge/payment-step.server";
import { CHANGES_DISCARDED } from "~/modules/listing-wizard/messages";
import { EDIT_DONE_PATH, EDIT_STEP_TITLES, EDIT_UPGRADE_STEP_TITLES, FORM_STEPS, PAYMENT_STEP, editStepPath, stepFrom } from "~/modules/listing-wizard/steps";
import { startUpgradePayment } from "~/modules/payments/index.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { parseId } from "~/shared/ids";
import { clientAddressOf } from "~/modules/security/client-address.server";

export const meta: Route.MetaFunction = () => [{ title: "Edit Your Vehicle | RideMarket" }];

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return wizardHeaders(actionHeaders);
}

export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;
}

const DISCARD_INTENT = "discard";
const notFound = () => data({ found: false as const }, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  // Someone else's listing looks exactly like a missing one.
  const store = id ? await editWizardStore(user.id, id) : null;
  if (!id || !store) return notFound();
  const requested = stepFrom(new URL(request.url).searchParams.get("step"), PAYMENT_STEP);
  if (requested === PAYMENT_STEP) {
    // Paying is for a staged edit: without one the payment start sends the seller back.
    const payment = await preparePayment(() => startUpgradePayment(user.id, id, clientAddressOf(request)), editStepPath(id, FORM_STEPS));
    return { found: true as const, vehicleId: id, step: PAYMENT_STEP, staged: true, payment };
  }
  const load = await loadFormStep(store, requested);
  if ("redirect" in load) throw redirect(load.redirect);
  return { found: true as const, vehicleId: id, staged: load.version !== LIVE_VERSION, ...load };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const store = id ? await editWizardStore(user.id, id) : null;
  if (!id || !store) return notFound();
  const step = stepFrom(new URL(request.url).searchParams.get("step"), PAYMENT_STEP) ?? 1;
  // Step 2's form carries the photo buttons that work without JavaScript: read as every photo upload is.
  return withPhotoPost(request, user.id, async ({ form, refusal }) => {
    if (refusal) return answerRefusedPost(step, form, refusal, store);
    const intent = intentOf(form);
    if (intent === DISCARD_INTENT) {
      await store.discard();
      return redirectWithToast(EDIT_DONE_PATH, CHANGES_DISCARDED);
    }
    if (step === PAYMENT_STEP) {
      if (intent === "pay") return answerPayment(user.id, form, () => EDIT_DONE_PATH);
      return intent === "previous" ? redirect(editStepPath(id, FORM_STEPS)) : answerUnknownPost();
    }
    return answerSubmit(submitStep(intent, step, form, store, clientAddressOf(request)));
  });
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

/** A staged edit is not on the listing until Update Listing: say so, and offer to drop it. */
function StagedNotice({ action }: { action: string }) {
  return (
    <div role="status" className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between" data-testid="staged-edit">
      <p>You have changes that are not on your listing yet. Buyers see them once you choose Update Listing.</p>
      <Form method="post" action={action}>
        <button type="submit" name="intent" value={DISCARD_INTENT} className={secondaryButton}>Discard changes</button>
      </Form>
    </div>
  );
}

export default function EditVehicle({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found || (actionData && "found" in actionData)) return <NotFound />;
  const answer = actionData as StepAnswer | undefined;
  const errors = firstMessages(answer?.result.error, "form");
  const { step, vehicleId, staged } = loaderData;
  const action = editStepPath(vehicleId, step);
  const notice = staged ? <StagedNotice action={action} /> : null;
  if (!("values" in loaderData)) {
    return (
      <WizardPage title="Edit Your Vehicle" intro="Update your vehicle listing details and photos." titles={EDIT_UPGRADE_STEP_TITLES} step={step} toast={answer?.toast} notice={notice}>
        {loaderData.payment ? <PaymentStep payment={loaderData.payment} formError={errors.payment} onSuccessUrl={() => EDIT_DONE_PATH} /> : <PreparingPayment />}
        <Form method="post" action={action} className="mt-8 flex border-t border-slate-200 pt-6">
          <button type="submit" name="intent" value="previous" className={secondaryButton}>Previous</button>
        </Form>
      </WizardPage>
    );
  }
  return (
    <WizardPage title="Edit Your Vehicle" intro="Update your vehicle listing details and photos." titles={EDIT_STEP_TITLES} step={step} toast={answer?.toast} notice={notice}>
      <StepForm action={action} step={step} version={loaderData.version} values={loaderData.values} options={loaderData.options} errors={errors}
        valueRange={loaderData.valueRange} replacement={answer?.replacement} finalLabel="Update Listing" finalBusyLabel="Updating Listing..."
        packageNote="A bigger package is paid at the difference in price; your listing keeps its start date." />
    </WizardPage>
  );
}
