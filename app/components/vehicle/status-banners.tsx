import { Link } from "react-router";
import { renewPath } from "~/modules/listing-lifecycle/renewal-offer";

export function SoldBanner() {
  return (
    <p className="flex items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white" data-testid="sold-banner">
      <span className="rounded-md bg-white px-2 py-0.5 text-sm font-bold uppercase tracking-wide text-slate-900">Sold</span>
      <span className="font-semibold">This vehicle has been sold.</span>
    </p>
  );
}

export function ExpiredNotice({ vehicleId, isOwner }: { vehicleId: number; isOwner: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white" data-testid="expired-banner">
      <p className="flex items-center gap-3">
        <span className="rounded-md bg-white px-2 py-0.5 text-sm font-bold uppercase tracking-wide text-slate-900">Expired</span>
        <span className="font-semibold">This listing has expired</span>
      </p>
      {isOwner ? (
        <Link to={renewPath(vehicleId)} className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100" data-testid="renew-link">
          Renew this listing
        </Link>
      ) : null}
    </div>
  );
}

/** A listing held off the market: its owner is told neutrally that it is being checked. */
export function HeldNotice({ isOwner }: { isOwner: boolean }) {
  return (
    <p className="flex items-center gap-3 rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950" role="status" data-testid="held-notice">
      <span className="rounded-md bg-sky-200 px-2 py-0.5 text-sm font-bold uppercase tracking-wide">In review</span>
      <span className="font-semibold">
        {isOwner
          ? "We are checking this listing, as we do from time to time. Buyers will see it once the check is done; there is nothing you need to do."
          : "This listing is held for review and buyers cannot see it."}
      </span>
    </p>
  );
}

export function PendingBanner() {
  return (
    <p className="flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" data-testid="pending-banner">
      <span className="rounded-md bg-amber-200 px-2 py-0.5 text-sm font-bold uppercase tracking-wide">Sale pending</span>
      <span className="font-semibold">The seller has agreed a sale for this vehicle.</span>
    </p>
  );
}
