import { AppError } from "~/utils/app-error";

/**
 * Input that passed the form's rules but not the server's (catalog, zip, package). A class only
 * while create-listing.server.ts constructs it with `new`; new code throws
 * `new AppError(message, { code: "listing-input" })`.
 */
export class ListingInputError extends AppError {
  constructor(message: string) {
    super(message, { code: "listing-input" });
  }
}
