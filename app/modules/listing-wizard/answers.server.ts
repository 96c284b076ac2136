import { data, redirect } from "react-router";
import { redirectWithToast } from "~/modules/toast/toast.server";
import type { ToastInput } from "~/modules/toast/toast";
import { handleLocalPayment, paymentFailedToast, paymentSucceededToast } from "~/modules/payments/index.server";
import type { FieldErrors } from "~/modules/listings/field-errors";
import type { DescriptionReplacement } from "~/modules/listings/description-replacement";
import type { StepOutcome } from "./submit-step.server";

/** What a wizard page re-renders with after a submit that stays on the step. */
export type StepAnswer = { errors: FieldErrors; toast?: ToastInput & { id: string }; replacement?: DescriptionReplacement };

const withId = (toast?: ToastInput) => (toast ? { ...toast, id: String(Date.now()) } : undefined);

export function stepAnswer(status: number, errors: FieldErrors = {}, toast?: ToastInput, replacement?: DescriptionReplacement) {
  return data<StepAnswer>({ errors, toast: withId(toast), replacement }, { status });
}

/** A step's outcome as the route answers it: a redirect (with its toast), or the step again. */
export function answerStep(outcome: StepOutcome) {
  if ("redirect" in outcome) return outcome.toast ? redirectWithToast(outcome.redirect, outcome.toast) : redirect(outcome.redirect);
  return stepAnswer(outcome.status, outcome.errors, outcome.toast, outcome.replacement);
}

/** The built-in card form's "pay" on the payment step; `done` is where a paid listing goes. */
export async function answerPayment(userId: number, form: FormData, done: (vehicleId: number) => string) {
  const outcome = await handleLocalPayment(userId, form);
  if ("error" in outcome) return stepAnswer(402, { payment: outcome.error }, paymentFailedToast(outcome.error));
  return redirectWithToast(done(outcome.vehicleId), paymentSucceededToast(outcome.packageName));
}
