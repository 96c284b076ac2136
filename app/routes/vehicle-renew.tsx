import { Form, Link, data } from "react-router";
import type { Route } from "./+types/vehicle-renew";
import { requireUser } from "~/edge/current-user.server";
import { listPackages } from "~/modules/catalog/lookups.server";
import { RENEWAL_REFUSALS, renewalPlans, renewalTarget } from "~/modules/listing-lifecycle/renew.server";
import { plannedOutcomeText, renewalPlanText, renewedText } from "~/modules/listing-lifecycle/renewal-words";
import { orPageAnswer } from "~/edge/app-error-answers.server";
import { isAppError } from "~/utils/app-error";
import { RENEWED_PATH, renewPath } from "~/modules/listing-lifecycle/renewal-offer";
import { formatDate } from "~/shared/dates";
import { preparePayment } from "~/edge/payment-step.server";
import { handleLocalPayment, startRenewalPayment } from "~/modules/payments/index.server";
import { paymentFailedToast } from "~/modules/payments/payment-view";
import { renewedVehicleOf } from "~/modules/payments/confirm-payment.server";
import { bodyPaymentId } from "~/modules/payments/posted-ids";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { readForm } from "~/edge/form-body.server";
import { parseId } from "~/shared/ids";
import { invariantResponse } from "~/edge/invariant-response";
import { PackageFields } from "~/components/listing-form/package-fields";
import { PaymentStep } from "~/components/checkout/payment-step";
import { PreparingPayment } from "~/components/checkout/checkout-parts";
import { ActionToast } from "~/components/action-toast";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { ACCOUNT_PATHS } from "~/shared/account-paths";

export const meta: Route.MetaFunction = () => [{ title: "Renew Your Listing | RideMarket" }];

/** The owner's listing, or the refusal: 404 none, 403 someone else's, 409 sold. */
async function ownTarget(request: Request, idParam: string | undefined) {
  const user = await requireUser(request);
  const id = parseId(idParam);
  invariantResponse(id, "Listing not found", 404);
  return { user, target: await orPageAnswer(renewalTarget(user.id, { vehicleId: id }), ...RENEWAL_REFUSALS) };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, target } = await ownTarget(request, params.id);
  const packages = await listPackages();
  const now = new Date();
  const chosenId = parseId(new URL(request.url).searchParams.get("packageId"));
  // A renewal already waiting to start: the page says so and offers none.
  const chosen = target.nextPackage ? null : (packages.find((p) => p.id === chosenId) ?? null);
  const payment = chosen ? await preparePayment(() => startRenewalPayment(user.id, target, chosen.id), renewPath(target.vehicleId)) : null;
  return {
    target,
    packages,
    plans: renewalPlans(target, packages, now),
    chosenId: chosen?.id ?? null,
    payment,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, target } = await ownTarget(request, params.id);
  const form = await readForm(request);
  if (form.get("intent") !== "pay") throw data("Unknown action", { status: 400 });
  // Only this listing's renewal is paid here, never another of the seller's payments.
  const paymentId = bodyPaymentId(form.get("paymentIntentId"));
  if (!paymentId || (await renewedVehicleOf(user.id, paymentId)) !== target.vehicleId) {
    return data({ error: "Payment not found. Please try again.", toast: { id: String(Date.now()), ...paymentFailedToast("Payment not found. Please try again.") } }, { status: 404 });
  }
  const outcome = await handleLocalPayment(user.id, form);
  if ("error" in outcome) return data({ error: outcome.error, toast: { id: String(Date.now()), ...paymentFailedToast(outcome.error) } }, { status: 402 });
  const renewed = await renewalTarget(user.id, { vehicleId: target.vehicleId }).catch((error: unknown) => {
    if (isAppError(error, ...RENEWAL_REFUSALS)) return null;
    throw error;
  });
  return redirectWithToast(RENEWED_PATH, { title: "Listing Renewed", description: renewedText(target, renewed, outcome.packageName) });
}

export default function RenewListing({ loaderData, actionData }: Route.ComponentProps) {
  const { target, packages, plans, chosenId, payment } = loaderData;
  const expiredText = target.status === "expired" ? "Expired" : "Expires";
  const chosenPlan = plans.find((p) => p.packageId === chosenId);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Renew Your Listing</h1>
      <p className="mt-2 text-lg font-semibold" data-testid="renew-title">{target.title}</p>
      {target.packageExpiry ? (
        <p className="text-slate-700" data-testid="renew-expiry">{expiredText} {formatDate(target.packageExpiry)}</p>
      ) : null}
      {target.nextPackage ? (
        <p className="mt-2 text-slate-700" data-testid="renewal-waiting">
          Your {target.nextPackage.name} package starts on {formatDate(target.nextPackage.from)}, when your {target.packageName} package ends. You can renew again once it has started.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Pay for a package again: its days are added from {target.status === "expired" ? "today" : "your current expiry"}, and{" "}
            {target.status === "expired" ? "your listing goes back into search as soon as the payment goes through." : "your listing stays in search meanwhile."}
          </p>
          <Form method="get" className="mt-6 grid gap-4" aria-label="Choose a package">
            <PackageFields packages={packages} selected={chosenId ?? target.packageId} />
            <ul className="grid gap-1 text-sm text-slate-700" aria-label="What renewing with each package does">
              {plans.map((p) => <li key={p.packageId}><span className="font-semibold">{p.packageName}:</span> {renewalPlanText(p)}</li>)}
            </ul>
            <div>
              <button type="submit" className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
                {chosenId ? "Change package" : "Continue to payment"}
              </button>
            </div>
          </Form>
        </>
      )}
      {chosenPlan ? (
        <div className="mt-8">
          <p className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-800" data-testid="renewal-plan">{renewalPlanText(chosenPlan)}</p>
          {payment ? <PaymentStep payment={payment} formError={actionData?.error} onSuccessUrl={() => RENEWED_PATH} successMessage={plannedOutcomeText(chosenPlan)} /> : <PreparingPayment />}
        </div>
      ) : null}
      <ActionToast toast={actionData?.toast} />
      <p className="mt-8">
        <Link to={ACCOUNT_PATHS.listings} className="font-medium text-brand-700 underline">Back to My Listings</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
