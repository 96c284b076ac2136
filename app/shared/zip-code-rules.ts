// A US zip code as forms and search filters take it: five digits. Whether it exists is the geo module's question.

export const ZIP_LENGTH = 5;
export const ZIP_PATTERN = /^\d{5}$/;
/** The same rule as an HTML pattern attribute (anchored by the browser). */
export const ZIP_PATTERN_ATTRIBUTE = "\\d{5}";
