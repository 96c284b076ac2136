import { AppError } from "~/utils/app-error";

/** A dealer's URL that was not fetched, or whose answer was refused: the message says why, for the dealer. */
export const fetchRefused = (message: string) => new AppError(message, { status: 422, code: "fetch-refused" });
