/** Input that passed the form's rules but not the server's (catalog, zip, package). */
export class ListingInputError extends Error {}
