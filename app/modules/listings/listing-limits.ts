// Every limit on what a listing (and a search over listings) may hold, written once: the zod
// schemas, the forms' HTML attributes, the search filters and the lenient draft readers all
// read them from here. No validation library, so browser code can import it freely.
import { MAX_PHOTOS } from "~/modules/media/limits";

export { MAX_PHOTOS };

export const YEAR_MIN = 1900;
/** Next year's models are on sale from the summer before. */
export const yearMax = () => new Date().getFullYear() + 1;

export const PRICE_MIN = 1;
export const PRICE_MAX = 99_999_999.99;
export const MILEAGE_MAX = 10_000_000;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 6000;
