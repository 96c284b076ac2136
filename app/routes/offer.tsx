import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/offer";
import { invariantResponse } from "~/edge/invariant-response";
import { requireUser } from "~/edge/current-user.server";
import { formRefusal, orPageAnswer, refusalWithToast } from "~/edge/app-error-answers.server";
import { readForm } from "~/edge/form-body.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { readOffer } from "~/modules/offers/offer-views.server";
import { acceptOffer, counterOffer, declineOffer, withdrawOffer } from "~/modules/offers/offers.server";
import { OFFER_TEXT, parseCounterForm } from "~/modules/offers/offer-rules";
import { OfferCard } from "~/components/offers/offer-card";
import { boundaryWithPanel } from "~/components/route-error-boundary";
import { parseId } from "~/shared/ids";
import { isAppError } from "~/utils/app-error";

// GET /offers/:id: one offer's card (where a refused move without JavaScript lands). POST: a move
// on it (intent accept, decline, withdraw or counter); success goes back to its conversation.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const offer = id ? await readOffer(user.id, id) : null;
  invariantResponse(offer, OFFER_TEXT.notFound, 404);
  return { offer };
}

const DONE: Record<string, string> = { accept: "Offer accepted", decline: "Offer declined", withdraw: "Offer withdrawn", counter: "Counter sent" };

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  invariantResponse(id, OFFER_TEXT.notFound, 404);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "counter") {
    const submission = parseCounterForm(form);
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    try {
      await orPageAnswer(counterOffer(user.id, id, submission.value.amount), "not-found");
    } catch (error) {
      // The amount's refusal goes beside the field; a move the offer no longer allows, above the card.
      if (isAppError(error) && error.field) return formRefusal(error, submission);
      return refusalWithToast(error, "This offer can't be changed", (e) => ({ refusal: e.message }));
    }
  } else if (intent === "accept" || intent === "decline" || intent === "withdraw") {
    const move = intent === "accept" ? acceptOffer : intent === "decline" ? declineOffer : withdrawOffer;
    try {
      await orPageAnswer(move(user.id, id), "not-found");
    } catch (error) {
      return refusalWithToast(error, "This offer can't be changed", (e) => ({ refusal: e.message }));
    }
  } else {
    throw data("Unknown action", { status: 400 });
  }
  const offer = await readOffer(user.id, id);
  return redirectWithToast(offer ? `/messages/${offer.conversationId}` : "/messages", { title: DONE[intent]! });
}

export const meta: Route.MetaFunction = () => [{ title: "Offer | RideMarket" }];

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offer } = loaderData;
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : null;
  const counterResult = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <p className="text-sm"><Link to={`/messages/${offer.conversationId}`} className="font-medium text-brand-700 underline">Back to the conversation</Link></p>
      <h1 className="mt-3 text-2xl font-bold">Offer on the {offer.title}</h1>
      {refusal ? <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="offer-refusal">{refusal}</p> : null}
      <div className="mt-4"><OfferCard offer={offer} counterResult={counterResult} /></div>
    </div>
  );
}

export const ErrorBoundary = boundaryWithPanel({ title: "Offer not found", message: "This offer doesn't exist or isn't yours.", back: { to: "/messages", label: "Back to messages" } });
