export const MISSING_INFORMATION_MESSAGE = "Please fill in vehicle type, make, model, and year first.";

/** The vehicle is not identified well enough (type, make, model and year that belong together) to describe. */
export class MissingInformationError extends Error {
  constructor(message = MISSING_INFORMATION_MESSAGE) {
    super(message);
    this.name = "MissingInformationError";
  }
}

/** The outside text service failed; the message is safe to show to the seller. */
export class DescriptionGenerationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DescriptionGenerationError";
  }
}
