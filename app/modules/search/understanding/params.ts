// The URL parameters of typed searches, apart from the understanding itself so the browser's
// search form can name them without loading it.

/** A search box's submission: its keyword is read for what it means (understand.server.ts). */
export const UNDERSTAND_PARAM = "understand";
/** The text as typed, kept when words of it were corrected ("Showing results for …"). */
export const TYPED_PARAM = "typed";
