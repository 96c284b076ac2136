// The account pages' answers to a refusal (decision 34). Their modules return values or throw
// AppError; here an AppError becomes the page's reply: the form's errors, a toast that tells it,
// and the error's status (and Retry-After). One small function, for the shared edge helper to
// take over later.
import { data } from "react-router";
import { requireUser } from "~/edge/current-user.server";
import { intentFailureTitle, isListingIntent, runListingIntent } from "~/modules/seller-listings/account-actions.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { isAppError, type AppError } from "~/utils/app-error";
import { readForm } from "./form-body.server";

/** Where conform shows an AppError's message: beside its field, else as the form's error. */
export const replyErrors = (error: AppError) => (error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] });

/**
 * The reply to what an account module threw: for an AppError, `shape(error)` with a destructive
 * toast (`title`, and the error's message as its description) under the error's status; anything
 * else is thrown on, to the error boundary.
 */
export function accountRefusal<T extends object>(error: unknown, title: string, shape: (error: AppError) => T, toastId = String(Date.now())) {
  if (!isAppError(error)) throw error;
  const toast = { id: toastId, title, description: error.message, variant: "destructive" as const };
  const headers = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
  return data({ ...shape(error), toast }, { status: error.status, headers });
}

/** The action of My Listings or Saved Listings: runs the page's listing intent and redirects back with a toast. */
export async function answerListingIntent(request: Request, page: "listings" | "saved") {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isListingIntent(intent, page)) throw data("Unknown action", { status: 400 });
  try {
    const done = await runListingIntent(user.id, intent, form);
    return redirectWithToast(done.redirectTo, done.toast);
  } catch (error) {
    return accountRefusal(error, intentFailureTitle(intent), () => ({ reply: null }), `${intent}-${Date.now()}`);
  }
}
