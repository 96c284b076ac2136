// The action shared by My Listings and Saved Listings (decision 34). A refusal is answered by the
// edge's AppError answers (refusalWithToast), as on every account page.
import { data } from "react-router";
import { requireUser } from "~/edge/current-user.server";
import { intentFailureTitle, isListingIntent, runListingIntent } from "~/modules/seller-listings/account-actions.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { readForm } from "./form-body.server";
import { refusalWithToast } from "./app-error-answers.server";

/** The action of My Listings or Saved Listings: runs the page's listing intent and redirects back with a toast. */
export async function answerListingIntent(request: Request, page: "listings" | "saved") {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isListingIntent(intent, page)) throw data("Unknown action", { status: 400 });
  try {
    const done = await runListingIntent(user.id, intent, form);
    return redirectWithToast(done.redirectTo, done.toast);
  } catch (error) {
    return refusalWithToast(error, intentFailureTitle(intent), () => ({ reply: null }), `${intent}-${Date.now()}`);
  }
}
