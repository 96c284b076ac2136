// The one place an AppError becomes an HTTP answer (decision 32). Modules return values or throw
// AppErrors; a route catches the kinds it expects and answers them here in one of three ways:
// - a page answer (loaders, and actions whose refusal is the whole page): thrown as
//   data(message, { status }), which the route's error boundary shows;
// - a form reply (actions): conform's submission.reply, the message beside its field or above
//   the form, with the AppError's status, and the typed input kept;
// - a JSON answer (resource routes): { error }, no-store.
// Each carries Retry-After when the AppError says when to try again. Forms are parsed by conform
// (decision 36) and reply with conform's submission.reply (replyWith, formReply); the rare
// answer without conform (a search page) shows its message through plainFormReply.
import { data } from "react-router";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { isAppError, type AppError, type AppErrorCode } from "~/utils/app-error";
import type { FieldMessages } from "~/utils/field-messages";
import { jsonError } from "./json-answers.server";

type Headers = Record<string, string>;

function retryAfter(error: AppError, headers?: Headers): Headers | undefined {
  if (error.retryAfterSeconds === undefined) return headers;
  return { "Retry-After": String(error.retryAfterSeconds), ...headers };
}

/** An AppError's messages by field: its `fields`, else its message beside its `field`, else under `whole`. */
export function messagesOf(error: AppError, whole: string): FieldMessages {
  return error.fields ?? { [error.field ?? whole]: error.message };
}

/** (a) A page answer: throws the AppError as the route's error response (with `headers` too, when given). */
export function throwPageAnswer(error: AppError, headers?: Headers): never {
  throw data(error.message, { status: error.status, headers: retryAfter(error, headers) });
}

/**
 * The value of `work`, or its AppError (of one of `codes`, when given) thrown as a page answer.
 * Anything else thrown is left as it is.
 */
export async function orPageAnswer<T>(work: Promise<T>, ...codes: AppErrorCode[]): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isAppError(error, ...codes)) throwPageAnswer(error);
    throw error;
  }
}

type Replying = Pick<Submission<unknown, string[]>, "reply">;

/**
 * conform's reply carrying the AppError's message(s): beside the field(s) they name, else as the
 * form's error. `hideFields` are not sent back (passwords).
 */
export function replyWith(submission: Replying, error: AppError, options: { hideFields?: string[] } = {}): SubmissionResult<string[]> {
  if (!error.fields && !error.field) return submission.reply({ ...options, formErrors: [error.message] });
  const fieldErrors = Object.fromEntries(Object.entries(messagesOf(error, "")).map(([field, message]) => [field, [message]]));
  return submission.reply({ ...options, fieldErrors });
}

/**
 * (b) A form reply: `{ result, ...extra }` with the AppError's status, its Retry-After and any
 * other `headers`, for the form to show and keep what was typed.
 */
export function formReply<Extra extends object = object>(submission: Replying, error: AppError, extra?: Extra, headers?: Headers) {
  return data({ result: replyWith(submission, error), ...(extra as Extra) }, { status: error.status, headers: retryAfter(error, headers) });
}

/**
 * For actions: the AppError a form shows. "not-found" (the record the page is about is not
 * there, or not the user's) is thrown as the page's answer; anything else thrown is rethrown.
 */
export function refusalForForm(error: unknown): AppError {
  if (!isAppError(error)) throw error;
  if (isAppError(error, "not-found")) throwPageAnswer(error);
  return error;
}

/** For actions: a refusal answered where it belongs (refusalForForm), as the form's reply. */
export function formRefusal<Extra extends object = object>(error: unknown, submission: Replying, extra?: Extra) {
  return formReply(submission, refusalForForm(error), extra);
}

/**
 * For the rare form (or page) without conform: `body` (which shows the message, or messagesOf
 * the error) with the AppError's status, its Retry-After and any other `headers`.
 */
export function plainFormReply<Body>(error: AppError, body: Body, headers?: Headers) {
  return data(body, { status: error.status, headers: retryAfter(error, headers) });
}

/**
 * For actions that tell a refusal in a toast too: for an AppError, `body(error)` with a
 * destructive toast (`title`, the error's message) under its status and Retry-After; anything
 * else is thrown on, to the error boundary.
 */
export function refusalWithToast<T extends object>(error: unknown, title: string, body: (error: AppError) => T, toastId = String(Date.now())) {
  if (!isAppError(error)) throw error;
  const toast = { id: toastId, title, description: error.message, variant: "destructive" as const };
  return plainFormReply(error, { ...body(error), toast });
}

/**
 * (c) A JSON answer: `{ error }` with the AppError's status. Endpoints whose clients show the
 * message beside a form field ask for `{ error, field }`; those that check a body field by field,
 * for `{ error, fieldErrors }` (messagesOf, a message about the whole body under "body").
 */
export function appErrorResponse(error: AppError, { withField = false, withFields = false } = {}) {
  const extra = withFields ? { fieldErrors: messagesOf(error, "body") } : withField && error.field ? { field: error.field } : null;
  if (extra) return Response.json({ error: error.message, ...extra }, { status: error.status, headers: { "Cache-Control": "no-store", ...retryAfter(error) } });
  return jsonError(error.message, error.status, retryAfter(error));
}

/**
 * For resource routes: the answer `work` makes, or the JSON answer of its AppError (of one of
 * `codes`, when given). Anything else thrown is left as it is (a 500).
 */
export async function orJsonAnswer(work: () => Promise<Response>, options: { codes?: AppErrorCode[]; withField?: boolean; withFields?: boolean } = {}): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error, ...(options.codes ?? []))) return appErrorResponse(error, options);
    throw error;
  }
}
