import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { counterSchema, type OfferView } from "~/modules/offers/offer-rules";
import { formatPrice } from "~/shared/format";
import { formatDateTime } from "~/shared/dates";
import { AmountField } from "./amount-field";

const STATE_STYLES: Record<string, string> = {
  open: "bg-amber-100 text-amber-900",
  countered: "bg-sky-100 text-sky-900",
  accepted: "bg-green-100 text-green-900",
  declined: "bg-slate-200 text-slate-800",
  withdrawn: "bg-slate-200 text-slate-800",
  expired: "bg-slate-200 text-slate-800",
};

/** Who acts next, in the viewer's words. */
function nextStep(offer: OfferView): string | null {
  const until = `by ${formatDateTime(offer.expiresAt)}`;
  if (offer.waitingFor === null) return null;
  if (offer.waitingFor === offer.role) return offer.role === "seller" ? `Your answer is needed ${until}.` : `Accept the counter or withdraw ${until}.`;
  return offer.role === "buyer" ? `Waiting for the seller's answer, until ${formatDateTime(offer.expiresAt)}.` : `Waiting for the buyer's answer, until ${formatDateTime(offer.expiresAt)}.`;
}

const buttonClass = "min-h-11 rounded-md px-4 py-2 text-sm font-semibold";

function MoveButton({ offerId, intent, label, primary }: { offerId: number; intent: string; label: string; primary?: boolean }) {
  return (
    <Form method="post" action={`/offers/${offerId}`}>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" data-testid={`offer-${intent}`}
        className={`${buttonClass} ${primary ? "bg-brand-600 text-white hover:bg-brand-700" : "border border-slate-300 text-slate-800 hover:bg-slate-50"}`}>
        {label}
      </button>
    </Form>
  );
}

function CounterForm({ offerId, lastResult }: { offerId: number; lastResult?: unknown }) {
  const [form, fields] = useSchemaForm(`counter-${offerId}`, counterSchema, lastResult ?? undefined);
  return (
    <Form method="post" action={`/offers/${offerId}`} {...getFormProps(form)} className="flex flex-col gap-2" data-testid="counter-form">
      <input type="hidden" name="intent" value="counter" />
      <AmountField meta={fields.amount} label="Your counter" />
      <button type="submit" className={`${buttonClass} self-start border border-slate-300 text-slate-800 hover:bg-slate-50`}>Counter</button>
    </Form>
  );
}

/** An offer in a thread: amounts, state, who acts next, and the viewer's moves as plain POST forms. */
export function OfferCard({ offer, counterResult }: { offer: OfferView; counterResult?: unknown }) {
  const headingId = `offer-${offer.id}-heading`;
  const step = nextStep(offer);
  const mine = offer.role === "buyer";
  return (
    <article aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="offer-card" data-state={offer.state}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {mine ? "Your offer" : "Offer"}: <span data-testid="offer-amount">{formatPrice(offer.amount)}</span>
        </h3>
        <span className={`rounded-md px-2 py-0.5 text-sm font-semibold ${STATE_STYLES[offer.state]}`} data-testid="offer-state">{offer.stateLabel}</span>
      </div>
      <p className="mt-1 text-xs text-slate-600">Made <time dateTime={offer.createdAt}>{formatDateTime(offer.createdAt)}</time></p>
      {offer.fairGap ? <p className="mt-2 text-sm font-medium text-amber-900" data-testid="offer-fair-gap">{offer.fairGap}</p> : null}
      {offer.message ? <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{offer.message}</p> : null}
      {offer.counterAmount !== null ? (
        <p className="mt-2 text-sm">Seller's counter: <strong data-testid="offer-counter">{formatPrice(offer.counterAmount)}</strong></p>
      ) : null}
      {offer.agreedAmount !== null ? (
        <p className="mt-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">Agreed price: <strong data-testid="offer-agreed">{formatPrice(offer.agreedAmount)}</strong></p>
      ) : null}
      {step ? <p className="mt-2 text-sm text-slate-700" data-testid="offer-next">{step}</p> : null}
      {offer.actions.length ? (
        <div className="mt-3 flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            {offer.actions.includes("accept") ? <MoveButton offerId={offer.id} intent="accept" label={offer.state === "countered" ? `Accept ${formatPrice(offer.counterAmount ?? 0)}` : "Accept"} primary /> : null}
            {offer.actions.includes("decline") ? <MoveButton offerId={offer.id} intent="decline" label="Decline" /> : null}
            {offer.actions.includes("withdraw") ? <MoveButton offerId={offer.id} intent="withdraw" label="Withdraw offer" /> : null}
          </div>
          {offer.actions.includes("counter") ? <CounterForm offerId={offer.id} lastResult={counterResult} /> : null}
        </div>
      ) : null}
    </article>
  );
}

/**
 * The offers of a thread, oldest first, and for a buyer whose listing still takes offers (and who
 * has none waiting) the way to make one.
 */
export function OfferCards({ offers, vehicleId }: { offers: OfferView[]; vehicleId: number | null }) {
  const canOffer = vehicleId !== null && !offers.some((o) => o.waitingFor !== null);
  if (!offers.length && !canOffer) return null;
  return (
    <section aria-labelledby="offers-heading" className="mt-6" data-testid="thread-offers">
      <h2 id="offers-heading" className="text-lg font-semibold">Offers</h2>
      {offers.length ? (
        <ol className="mt-3 flex flex-col gap-3">
          {offers.map((offer) => (
            <li key={offer.id}><OfferCard offer={offer} /></li>
          ))}
        </ol>
      ) : null}
      {canOffer ? (
        <p className="mt-3">
          <Link to={`/vehicles/${vehicleId}/offer`} className="inline-flex min-h-11 items-center rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-slate-50" data-testid="thread-make-offer">
            Make an offer
          </Link>
        </p>
      ) : null}
    </section>
  );
}
