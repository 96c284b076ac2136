/** Next year's models go on sale during this one. */
export const CURRENT_MODEL_YEAR_OFFSET = 1;
