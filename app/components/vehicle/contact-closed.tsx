import { Link } from "react-router";

/** Why a listing off the market takes no new messages, in the words its banner uses. */
function closedText(status: string): string {
  if (status === "sold") return "This vehicle has been sold.";
  if (status === "pending") return "The seller has agreed a sale for this vehicle.";
  return "This vehicle is no longer for sale.";
}

/**
 * Where Contact Seller goes on a listing that takes no new messages (contactOffer "closed"):
 * what is true, and the way on to vehicles still for sale. The aside and the phone bar both show it.
 */
export function ContactClosed({ status, type, compact = false }: { status: string; type: string; compact?: boolean }) {
  return (
    <div className={compact ? "flex min-w-0 flex-col items-end text-right text-sm" : "flex flex-col gap-1 rounded-md bg-slate-100 px-4 py-2 text-center"} data-testid="contact-closed">
      <p className="font-semibold text-slate-900">{closedText(status)}</p>
      <Link to={`/buy?type=${encodeURIComponent(type)}`} className="inline-flex min-h-6 items-center justify-center font-medium text-brand-700 underline">
        See similar vehicles
      </Link>
    </div>
  );
}
