import { AppError, isAppError, type AppErrorCode } from "~/utils/app-error";

const PAYMENT_CODES: AppErrorCode[] = ["payment", "draft-incomplete", "payment-not-found", "webhook-signature", "provider-unavailable"];

/** Any payment problem: the payment endpoints answer it with its status and message. */
export function isPaymentError(error: unknown): error is AppError {
  return isAppError(error, ...PAYMENT_CODES);
}

/** A payment refused for a reason the payer can read, answered with the given status. */
export function paymentRefused(message: string, status: number) {
  return new AppError(message, { status, code: "payment" });
}

export const webhookSignatureRefused = (message = "Invalid webhook signature") => new AppError(message, { code: "webhook-signature" });

/** The draft lacks a step, or names catalog entries that do not exist: nothing can be charged (409). */
export const draftIncomplete = (message = "Please complete all listing steps before paying.") => new AppError(message, { status: 409, code: "draft-incomplete" });

/** Unknown payment id, or one that belongs to another user: both answer the same (404). */
export const paymentNotFound = (message = "Payment not found") => new AppError(message, { status: 404, code: "payment-not-found" });

/** A payment made with a provider that this server is not configured for (503). */
export const providerUnavailable = (message = "Card payments are not available right now.") => new AppError(message, { status: 503, code: "provider-unavailable" });
