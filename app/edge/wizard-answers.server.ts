import { data, redirect } from "react-router";
import { z } from "zod";
import type { SubmissionResult } from "@conform-to/react";
import { redirectWithToast } from "./cookies/toast.server";
import type { ToastInput } from "~/modules/toast/toast";
import { handleLocalPayment, paymentFailedToast, paymentSucceededToast } from "~/modules/payments/index.server";
import type { DescriptionReplacement } from "~/modules/listing-wizard/description-replacement";
import { AppError, isAppError } from "~/utils/app-error";
import { parseFields } from "~/utils/field-messages";
import { refusedStepPost, unknownStepPost, type StepOutcome } from "~/modules/listing-wizard/submit-step.server";
import { STEP_BLOCKED_TOAST } from "~/modules/listing-wizard/messages";
import { formReply, throwPageAnswer } from "./app-error-answers.server";
import type { DraftStore } from "~/modules/seller-listings/drafts.server";

/**
 * What a wizard page re-renders with after a submit that stays on the step: conform's reply,
 * with each message beside its field (the page reads them with firstMessages).
 */
export type StepAnswer = { result: SubmissionResult<string[]>; toast?: ToastInput & { id: string }; replacement?: DescriptionReplacement };

const withId = (toast?: ToastInput) => (toast ? { ...toast, id: String(Date.now()) } : undefined);

/**
 * A wizard post as conform reads it for the reply. The step's fields are read into the draft
 * (readDraftPatch) and checked there, and the page shows what was typed from the draft, so the
 * reply sends none of the post back: no description, no photo, no card number.
 */
const postReply = () => parseFields(new URLSearchParams(), z.object({}));

/** The step again with what to show: a toast, the description's replacement. */
function stayOnStep(toast?: ToastInput, replacement?: DescriptionReplacement) {
  return data<StepAnswer>({ result: postReply().reply(), toast: withId(toast), replacement });
}

/** A step's outcome as the route answers it: a redirect (with its toast), or the step again. */
function answerStep(outcome: StepOutcome) {
  if ("redirect" in outcome) return outcome.toast ? redirectWithToast(outcome.redirect, outcome.toast) : redirect(outcome.redirect);
  return stayOnStep(outcome.toast, outcome.replacement);
}

/**
 * A step's refusal: the step again, each message beside its field (a post the step does not take
 * names none: it goes to the form's errors, which the wizard does not show), with the refusal's
 * status and Retry-After, and the blocked step's toast.
 */
function refusedStep(error: AppError, toast: ToastInput | undefined = isAppError(error, "step-blocked") ? STEP_BLOCKED_TOAST : undefined) {
  return formReply(postReply(), error, { toast: withId(toast) });
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

/** A post the wizard page does not take (an unknown step, or an unknown button on the payment step): 400. */
export function answerUnknownPost() {
  return refusedStep(unknownStepPost());
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

/** The built-in card form's "pay" on the payment step; `done` is where a paid listing goes. A refusal shows beside the card (402). */
export async function answerPayment(userId: number, form: FormData, done: (vehicleId: number) => string) {
  const outcome = await handleLocalPayment(userId, form);
  if ("error" in outcome) return refusedStep(new AppError(outcome.error, { status: 402, code: "payment", field: "payment" }), paymentFailedToast(outcome.error));
  return redirectWithToast(done(outcome.vehicleId), paymentSucceededToast(outcome.packageName));
}
