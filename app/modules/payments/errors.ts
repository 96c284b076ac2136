/** A payment problem with the HTTP status an endpoint answers it with. */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The draft lacks a step, or names catalog entries that do not exist: nothing can be charged. */
export class DraftIncompleteError extends PaymentError {
  constructor(message = "Please complete all listing steps before paying.") {
    super(message, 409);
  }
}

/** Unknown payment id, or one that belongs to another user: both answer the same. */
export class PaymentNotFoundError extends PaymentError {
  constructor(message = "Payment not found") {
    super(message, 404);
  }
}

export class WebhookSignatureError extends PaymentError {
  constructor(message = "Invalid webhook signature") {
    super(message, 400);
  }
}

/** A payment made with a provider that this server is not configured for. */
export class ProviderUnavailableError extends PaymentError {
  constructor(message = "Card payments are not available right now.") {
    super(message, 503);
  }
}
