import { Link } from "react-router";
import type { OfferPanel as Panel } from "~/modules/offers/offer-rules";
import { loginPath } from "~/shared/redirects";
import { formatPrice } from "~/shared/format";

const linkClass = "inline-flex min-h-11 items-center rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-slate-50";

/**
 * The vehicle page's offers (decision 53): "Make an offer" for a buyer (signed out, through
 * sign-in and back to the offer form), the buyer's own offer where one is waiting or accepted,
 * and for the seller's side the agreed price or how many offers wait. Nothing here for others.
 */
export function OfferPanel({ panel, vehicleId }: { panel: Panel; vehicleId: number }) {
  if (panel.kind === "none") return null;
  const offerPath = `/vehicles/${vehicleId}/offer`;
  return (
    <section aria-labelledby="offer-panel-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="offer-panel">
      <h2 id="offer-panel-heading" className="text-lg font-semibold">Offers</h2>
      {panel.kind === "sign-in" ? (
        <p className="mt-2"><Link to={loginPath(offerPath)} className={linkClass} data-testid="make-offer-link">Make an offer</Link></p>
      ) : panel.kind === "make" ? (
        <p className="mt-2"><Link to={offerPath} className={linkClass} data-testid="make-offer-link">Make an offer</Link></p>
      ) : panel.kind === "received" ? (
        <p className="mt-2 text-slate-800">
          {panel.live === 1 ? "1 offer is" : `${panel.live} offers are`} waiting for an answer. <Link to="/messages" className="font-medium text-brand-700 underline">See your messages</Link>
        </p>
      ) : panel.offer.state === "accepted" ? (
        <p className="mt-2 text-slate-800" data-testid="offer-panel-agreed">
          Offer accepted at <strong>{formatPrice(panel.offer.agreedAmount ?? panel.offer.amount)}</strong>. Only you and the {panel.offer.role === "buyer" ? "seller" : "buyer"} see this price.{" "}
          <Link to={`/messages/${panel.offer.conversationId}`} className="font-medium text-brand-700 underline">Open the conversation</Link>
        </p>
      ) : (
        <p className="mt-2 text-slate-800" data-testid="offer-panel-waiting">
          Your offer of <strong>{formatPrice(panel.offer.amount)}</strong>
          {panel.offer.state === "countered" && panel.offer.counterAmount !== null ? <> was countered at <strong>{formatPrice(panel.offer.counterAmount)}</strong>.</> : " is waiting for the seller."}{" "}
          <Link to={`/messages/${panel.offer.conversationId}`} className="font-medium text-brand-700 underline">Open the conversation</Link>
        </p>
      )}
    </section>
  );
}
