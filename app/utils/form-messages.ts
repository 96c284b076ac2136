/** Said when a posted form is not a well-formed form (broken multipart, one cut off part way). */
export const UNREADABLE_FORM_MESSAGE = "This form could not be read. Please try again.";
