import { data, redirect } from "react-router";
import { redirectWithToast } from "./cookies/toast.server";
import type { ToastInput } from "~/modules/toast/toast";
import { handleLocalPayment, paymentFailedToast, paymentSucceededToast } from "~/modules/payments/index.server";
import type { FieldErrors } from "~/modules/seller-listings/field-errors";
import type { DescriptionReplacement } from "~/modules/listing-wizard/description-replacement";
import { isAppError, type AppError } from "~/utils/app-error";
import { refusedStepPost, type StepOutcome } from "~/modules/listing-wizard/submit-step.server";
import { STEP_BLOCKED_TOAST } from "~/modules/listing-wizard/messages";
import { messagesOf, throwPageAnswer } from "./app-error-answers.server";
import type { DraftStore } from "~/modules/seller-listings/drafts.server";

/** What a wizard page re-renders with after a submit that stays on the step. */
export type StepAnswer = { errors: FieldErrors; toast?: ToastInput & { id: string }; replacement?: DescriptionReplacement };

const withId = (toast?: ToastInput) => (toast ? { ...toast, id: String(Date.now()) } : undefined);

export function stepAnswer(status: number, errors: FieldErrors = {}, toast?: ToastInput, replacement?: DescriptionReplacement, retryAfterSeconds?: number) {
  const headers = retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) };
  return data<StepAnswer>({ errors, toast: withId(toast), replacement }, { status, headers });
}

/** A step's outcome as the route answers it: a redirect (with its toast), or the step again. */
function answerStep(outcome: StepOutcome) {
  if ("redirect" in outcome) return outcome.toast ? redirectWithToast(outcome.redirect, outcome.toast) : redirect(outcome.redirect);
  return stepAnswer(200, {}, outcome.toast, outcome.replacement);
}

/** A step's refusal: the step again, each message beside its field, with the refusal's status and Retry-After. */
function refusedStep(error: AppError) {
  // A post the step does not take names no field: the step again, with nothing beside its fields.
  const errors = error.fields || error.field ? messagesOf(error, "") : {};
  return stepAnswer(error.status, errors, isAppError(error, "step-blocked") ? STEP_BLOCKED_TOAST : undefined, undefined, error.retryAfterSeconds);
}

/** A submit of a form step, as the route answers it: its outcome, or its refusal (submit-step.server.ts). */
export async function answerSubmit(submit: Promise<StepOutcome>) {
  try {
    return answerStep(await submit);
  } catch (error) {
    if (isAppError(error, "step-blocked", "step-refused")) return refusedStep(error);
    throw error;
  }
}

/**
 * A wizard step's post whose body was refused before it was read whole. A form too large or
 * unreadable is the visitor's 413 or 400 page; a refused photo shows beside the photos, with
 * what the seller typed before it kept.
 */
export async function answerRefusedPost(step: number, form: FormData, refusal: AppError, store: DraftStore) {
  if (isAppError(refusal, "request-too-large", "unreadable-body")) throwPageAnswer(refusal);
  return answerSubmit(refusedStepPost(step, form, refusal, store));
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
