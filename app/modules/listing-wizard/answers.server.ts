import { data, redirect } from "react-router";
import { redirectWithToast } from "~/modules/toast/toast.server";
import type { ToastInput } from "~/modules/toast/toast";
import { handleLocalPayment, paymentFailedToast, paymentSucceededToast } from "~/modules/payments/index.server";
import type { FieldErrors } from "~/modules/listings/field-errors";
import type { DescriptionReplacement } from "~/modules/listings/description-replacement";
import { isAppError, type AppError } from "~/utils/app-error";
import { refusedStepPost, type StepOutcome } from "./submit-step.server";
import type { DraftStore } from "./draft-store.server";

/** What a wizard page re-renders with after a submit that stays on the step. */
export type StepAnswer = { errors: FieldErrors; toast?: ToastInput & { id: string }; replacement?: DescriptionReplacement };

const withId = (toast?: ToastInput) => (toast ? { ...toast, id: String(Date.now()) } : undefined);

export function stepAnswer(status: number, errors: FieldErrors = {}, toast?: ToastInput, replacement?: DescriptionReplacement, retryAfterSeconds?: number) {
  const headers = retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) };
  return data<StepAnswer>({ errors, toast: withId(toast), replacement }, { status, headers });
}

/** A step's outcome as the route answers it: a redirect (with its toast), or the step again. */
export function answerStep(outcome: StepOutcome) {
  if ("redirect" in outcome) return outcome.toast ? redirectWithToast(outcome.redirect, outcome.toast) : redirect(outcome.redirect);
  return stepAnswer(outcome.status, outcome.errors, outcome.toast, outcome.replacement, outcome.retryAfterSeconds);
}

/**
 * A wizard step's post whose body was refused before it was read whole. A form too large or
 * unreadable is the visitor's 413 or 400 page; a refused photo shows beside the photos, with
 * what the seller typed before it kept.
 */
export async function answerRefusedPost(step: number, form: FormData, refusal: AppError, store: DraftStore) {
  if (isAppError(refusal, "request-too-large", "unreadable-body")) throw data(refusal.message, { status: refusal.status });
  return answerStep(await refusedStepPost(step, form, refusal, store));
}

/** The document and .data answers of a wizard page: never cached, and a refusal's Retry-After passed on. */
export function wizardHeaders(actionHeaders: Headers) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** The built-in card form's "pay" on the payment step; `done` is where a paid listing goes. */
export async function answerPayment(userId: number, form: FormData, done: (vehicleId: number) => string) {
  const outcome = await handleLocalPayment(userId, form);
  if ("error" in outcome) return stepAnswer(402, { payment: outcome.error }, paymentFailedToast(outcome.error));
  return redirectWithToast(done(outcome.vehicleId), paymentSucceededToast(outcome.packageName));
}
