import { AppError } from "~/utils/app-error";

export const MISSING_INFORMATION_MESSAGE = "Please fill in vehicle type, make, model, and year first.";

/** The vehicle is not identified well enough (type, make, model and year that belong together) to describe (400). */
export const missingInformation = (message = MISSING_INFORMATION_MESSAGE) => new AppError(message, { code: "missing-information" });

/** The outside text service failed: answered 502 with a message that is safe to show to the seller. */
export function descriptionFailed(message: string, cause?: unknown) {
  return new AppError(message, { status: 502, code: "description-failed", cause });
}
