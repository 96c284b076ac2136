import { Link } from "react-router";
import { MessageComposer } from "./message-composer";
import { DEFAULT_FIRST_MESSAGE, NOT_ACTIVE_TEXT, OWN_LISTING_TEXT } from "~/modules/conversations/message-rules";

/** What a signed-in visitor sees where the contact form goes (also used by the vehicle page's dialog). */
export function ContactBody({
  vehicleId,
  isOwner,
  active,
  conversationId,
  lastResult,
  formId,
}: {
  vehicleId: number;
  isOwner: boolean;
  active: boolean;
  conversationId: number | null;
  lastResult: unknown;
  formId: string;
}) {
  if (isOwner) return <p className="font-medium" data-testid="own-listing">{OWN_LISTING_TEXT}</p>;
  if (!active && conversationId === null) {
    return <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-slate-800" data-testid="contact-unavailable">{NOT_ACTIVE_TEXT}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Your message goes to the seller through RideMarket: neither of you sees the other's email or phone number.
      </p>
      {conversationId !== null ? (
        <p className="text-sm">
          <Link to={`/messages/${conversationId}`} className="font-medium text-brand-700 underline">See your conversation about this vehicle</Link>
        </p>
      ) : null}
      <MessageComposer
        id={formId}
        action={`/vehicles/${vehicleId}/contact`}
        label="Your message"
        defaultMessage={DEFAULT_FIRST_MESSAGE}
        lastResult={lastResult as never}
        quickReplies
      />
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Tip: ask for the VIN or hull number and the title status before you travel to see the vehicle.
      </p>
    </div>
  );
}
