// Done right after a sign-in or sign-up: what the visitor pressed while signed out (the
// `then` of /login, shared/sign-in-intents.ts), on the page they go back to. It is done in the
// sign-in's own POST, so it works without JavaScript and is never a GET with an effect.
import { saveVehicle, VEHICLE_SAVED_TOAST } from "~/modules/public-listings/saved.server";
import { saveSearch } from "~/modules/saved-searches/saved-searches.server";
import type { ToastInput } from "~/modules/toast/toast";
import { isAppError } from "~/utils/app-error";
import { parseId } from "~/shared/ids";
import type { SignInIntent } from "~/shared/sign-in-intents";
import { searchSavedToast } from "./saved-search-forms.server";

export type Landing = { to: string; toast: ToastInput | null };

const VEHICLE_PAGE = /^\/vehicles\/(\d+)$/;

/**
 * Where to go after signing in to `redirectTo` (a safe same-site path) with `intent`, once the
 * intent is done, and what to say about it (null: the usual welcome). An intent that does not
 * fit the page (a "save" back to /buy) is dropped: the visitor simply goes back.
 */
export async function completeSignInIntent(userId: number, intent: SignInIntent | null, redirectTo: string): Promise<Landing> {
  const url = new URL(redirectTo, "http://same.site");
  const vehicleId = parseId(VEHICLE_PAGE.exec(url.pathname)?.[1]);
  if (intent === "contact" && vehicleId) {
    url.searchParams.set("contact", "1");
    return { to: `${url.pathname}${url.search}`, toast: null };
  }
  if (intent === "save" && vehicleId && (await saveVehicle(userId, vehicleId))) {
    return { to: redirectTo, toast: VEHICLE_SAVED_TOAST };
  }
  if (intent === "save-search" && url.pathname === "/buy") {
    try {
      return { to: redirectTo, toast: searchSavedToast(await saveSearch(userId, { query: url.search, frequency: "daily" })) };
    } catch (error) {
      // Saved already, too many, or filters no longer valid: back to the search, told why.
      if (!isAppError(error)) throw error;
      return { to: redirectTo, toast: { title: "Search Not Saved", description: error.message, variant: "destructive" } };
    }
  }
  return { to: redirectTo, toast: null };
}
