import type { Location } from "react-router";

// Whether the page shows a search the visitor submitted ("Search Vehicles" or Enter), not one
// made while they changed filters. The navigation's state says so, except when the server
// answered the submission with a redirect (typed words read as filters), which drops that
// state: then the submission is remembered here for the location that comes next.
export const SHOW_RESULTS = "showResults";

let pending = false;
let submittedKey: string | null = null;

/** Called as a search is submitted. */
export function markSearchSubmitted() {
  pending = true;
}

export function isSubmittedSearch(location: Location): boolean {
  if ((location.state as Record<string, unknown> | null)?.[SHOW_RESULTS]) return true;
  if (pending) {
    pending = false;
    submittedKey = location.key;
  }
  return submittedKey === location.key;
}
