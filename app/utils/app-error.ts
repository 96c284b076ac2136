/**
 * The kinds of expected failure that some caller must tell apart. A caller that only needs the
 * status and the message does not look at the code.
 */
export type AppErrorCode =
  | "bad-request"
  | "unreadable-body"
  | "request-too-large"
  | "upload-refused"
  | "server-busy"
  | "search-refused"
  | "preview-busy"
  | "passkey-refused"
  | "missing-information"
  | "description-failed"
  | "payment"
  | "draft-incomplete"
  | "payment-not-found"
  | "webhook-signature"
  | "provider-unavailable"
  | "listing-input"
  | "not-editable"
  | "duplicate-email"
  | "auth-refused"
  | "report-refused"
  | "phone-refused"
  | "invalid-environment"
  | "not-found"
  | "forbidden"
  | "conflict"
  | "rate-limited"
  | "step-blocked"
  | "step-refused"
  | "fetch-refused";

export interface AppErrorOptions {
  /** The HTTP status the failure is answered with; 400 when not given. */
  status?: number;
  code?: AppErrorCode;
  /** The form field the message belongs beside, when it belongs to one. */
  field?: string;
  /**
   * A form checked whole: each field's message beside its field (the message is the first of
   * them). Only for forms that show several fields' messages at once, such as a wizard step.
   */
  fields?: Record<string, string>;
  /** With 429 or 503: when the client may try again. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * An expected failure: its message can be shown to the person as it is, and its status is what
 * an endpoint answers. Anything else thrown is unexpected and left to the error boundary.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: AppErrorCode;
  readonly field?: string;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.status = options.status ?? 400;
    this.code = options.code ?? "bad-request";
    this.field = options.field;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** True for an AppError, and when codes are given, for one of those kinds only. */
export function isAppError(error: unknown, ...codes: AppErrorCode[]): error is AppError {
  return error instanceof AppError && (codes.length === 0 || codes.includes(error.code));
}
