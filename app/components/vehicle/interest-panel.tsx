import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { OWN_LISTING_TEXT, type ContactOffer } from "~/modules/conversations/message-rules";
import { ContactClosed } from "./contact-closed";
import { renewPath } from "~/modules/listing-lifecycle/renewal-offer";
import { listingStatusBadge } from "~/modules/listings/status";
import { formatDate } from "~/shared/dates";
import { SaveButton } from "./save-button";
import { SharePanel } from "./share-panel";
import { VerifiedSellerBadge } from "~/components/verified-seller-badge";
import { SoldByDealer } from "./sold-by-dealer";
import type { VehicleDealer } from "~/modules/dealers/storefront-path";

const SAFETY_TIPS = [
  "Meet in a public place",
  "Inspect the vehicle thoroughly",
  "Verify ownership documents",
  "Never wire money or send cash",
  "Trust your instincts",
];

interface InterestProps {
  vehicle: { id: number; status: string; type: string; createdAt: string | Date };
  title: string;
  contact: ContactOffer;
  isOwner: boolean;
  verifiedSeller: boolean;
  dealer: VehicleDealer | null;
  signedIn: boolean;
  saved: boolean;
  contactHref: string;
  share: { url: string; email: string };
}

/** The page's aside: contact, save and share (or the owner's renew), when it was listed, and safety tips. */
export function InterestPanel({ vehicle, title, contact, isOwner, verifiedSeller, dealer, signedIn, saved, contactHref, share }: InterestProps) {
  const status = listingStatusBadge(vehicle.status);
  return (
    <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="interest-heading">
        <h2 id="interest-heading" className="text-lg font-semibold">Interested in this vehicle?</h2>
        <div className="mt-4 flex flex-col gap-2">
          {isOwner && vehicle.status === "expired" ? (
            <Link to={renewPath(vehicle.id)} className="rounded-md bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700">Renew this listing</Link>
          ) : null}
          {contact === "own" ? (
            <p className="rounded-md bg-slate-100 px-4 py-2 text-center font-semibold text-slate-800" data-testid="own-listing">{OWN_LISTING_TEXT}</p>
          ) : contact === "closed" ? (
            <ContactClosed status={vehicle.status} type={vehicle.type} />
          ) : (
            <Link to={contactHref} preventScrollReset={signedIn} replace={signedIn}
              className="rounded-md bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700" data-testid="contact-seller">
              Contact Seller
            </Link>
          )}
          <SaveButton signedIn={signedIn} saved={saved} vehicleId={vehicle.id} />
          <SharePanel url={share.url} email={share.email} title={title} />
        </div>
        <dl className="mt-4 space-y-1 text-sm">
          <div className="flex justify-between"><dt className="text-slate-600">Listed</dt><dd>{formatDate(vehicle.createdAt)}</dd></div>
          <div className="flex justify-between"><dt className="text-slate-600">Status</dt><dd><Badge variant={status.variant}>{status.label}</Badge></dd></div>
          {dealer ? <div className="flex justify-between gap-3"><dt className="text-slate-600">Sold by</dt><dd><SoldByDealer dealer={dealer} testId="sold-by-dealer" /></dd></div> : null}
          {verifiedSeller ? <div className="flex justify-between"><dt className="text-slate-600">Seller</dt><dd><VerifiedSellerBadge /></dd></div> : null}
        </dl>
      </section>
      <section className="rounded-xl border border-amber-200 bg-amber-50 p-5" aria-labelledby="safety-heading">
        <h2 id="safety-heading" className="font-semibold text-amber-900">Safety Tips</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
          {SAFETY_TIPS.map((tip) => <li key={tip}>{tip}</li>)}
        </ul>
      </section>
    </aside>
  );
}
