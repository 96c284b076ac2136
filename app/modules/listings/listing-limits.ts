// Every limit on what a listing (and a search over listings) may hold, written once: the zod
// schemas, the forms' HTML attributes, the search filters and the lenient draft readers all
// read them from here. No validation library, so browser code can import it freely.
import { MAX_PHOTOS } from "~/modules/media/limits";

export { MAX_PHOTOS };

/** Database ids are Postgres integers, written with at most 10 digits. */
export const ID_MAX = 2_147_483_647;
export const ID_DIGITS = /^\d{1,10}$/;
export const isId = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= ID_MAX;

export const YEAR_MIN = 1900;
/** Next year's models are on sale from the summer before. */
export const yearMax = () => new Date().getFullYear() + 1;

export const PRICE_MIN = 1;
export const PRICE_MAX = 99_999_999.99;
export const MILEAGE_MAX = 10_000_000;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 6000;

export const ZIP_LENGTH = 5;
export const ZIP_PATTERN = /^\d{5}$/;
/** The same rule as an HTML pattern attribute (anchored by the browser). */
export const ZIP_PATTERN_ATTRIBUTE = "\\d{5}";
