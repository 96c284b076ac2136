import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/vehicle-offer";
import { invariantResponse } from "~/edge/invariant-response";
import { requireUser } from "~/edge/current-user.server";
import { formRefusal } from "~/edge/app-error-answers.server";
import { readForm } from "~/edge/form-body.server";
import { loadOfferPage } from "~/modules/offers/offer-page.server";
import { makeOffer } from "~/modules/offers/offers.server";
import { OFFER_TEXT, parseOfferForm } from "~/modules/offers/offer-rules";
import { MakeOfferForm } from "~/components/offers/make-offer-form";
import { parseId } from "~/shared/ids";
import { clientIp } from "~/modules/security/client-address.server";

// GET /vehicles/:id/offer: the buyer's offer form (where a failed offer without JavaScript lands).
// POST: the offer; success goes to the conversation it lives in.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const page = id ? await loadOfferPage(user, id) : null;
  invariantResponse(page, OFFER_TEXT.vehicleNotFound, 404);
  return page;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const vehicleId = parseId(params.id);
  invariantResponse(vehicleId, OFFER_TEXT.vehicleNotFound, 404);
  const submission = parseOfferForm(await readForm(request));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const made = await makeOffer({ buyerId: user.id, vehicleId, amount: submission.value.amount, message: submission.value.message, address: clientIp(request) });
    return redirect(`/messages/${made.conversationId}`);
  } catch (error) {
    return formRefusal(error, submission);
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Make an offer | RideMarket" }];

export default function MakeOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicle, refusal, liveOffer } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">Make an offer</h1>
      <p className="mt-1 text-slate-700">
        On the <Link to={`/vehicles/${vehicle.id}`} className="font-medium text-brand-700 underline">{vehicle.title}</Link>, listed at {vehicle.price}
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        {liveOffer ? (
          <p role="status" className="text-slate-800">
            {OFFER_TEXT.liveOfferExists} <Link to={`/messages/${liveOffer.conversationId}`} className="font-medium text-brand-700 underline">Open the conversation</Link>
          </p>
        ) : refusal ? (
          <p role="status" className="text-slate-800" data-testid="offer-refusal">{refusal}</p>
        ) : (
          <MakeOfferForm vehicleId={vehicle.id} lastResult={actionData?.result} />
        )}
      </div>
    </div>
  );
}
