import type { Route } from "./+types/vehicle-payment-defaults";
import { requireUser } from "~/edge/current-user.server";
import { orPageAnswer } from "~/edge/app-error-answers.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { readForm } from "~/edge/form-body.server";
import { invariantResponse } from "~/edge/invariant-response";
import { savePaymentDefaults } from "~/modules/payment-estimates/estimate.server";
import { parseId } from "~/shared/ids";
import { redirect } from "react-router";

// POST /vehicles/:id/payment-defaults: the vehicle page's "Save as my defaults". Either way the
// buyer goes back to the estimate with the inputs in its URL: saved, or refused with the
// messages beside the fields (the page's GET form checks the same inputs).
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  invariantResponse(id, "Vehicle Not Found", 404);
  const form = await readForm(request);
  const query = new URLSearchParams();
  for (const name of ["down", "termMonths", "apr", "state"]) query.set(name, String(form.get(name) ?? ""));
  const back = `/vehicles/${id}?${query}#payment`;
  const saved = await orPageAnswer(savePaymentDefaults(user.id, id, form), "not-found");
  return saved ? redirectWithToast(back, { title: "Payment defaults saved", description: "Vehicle pages now start your estimate from these numbers." }) : redirect(back);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/vehicles/${params.id}#payment`);
}
