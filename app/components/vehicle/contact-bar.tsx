import { Link } from "react-router";
import { OWN_LISTING_TEXT, type ContactOffer } from "~/modules/conversations/message-rules";
import { ContactClosed } from "./contact-closed";
import { SoldByDealer } from "./sold-by-dealer";
import type { VehicleDealer } from "~/modules/dealers/storefront-path";

/**
 * The price and Contact Seller, fixed to the bottom of a phone's screen (hidden from 768 px).
 * The body keeps room for it (app.css), so it never covers the end of the page.
 */
export function ContactBar({ price, dealer, contactHref, signedIn, contact, vehicle }: { price: string; dealer: VehicleDealer | null; contactHref: string; signedIn: boolean; contact: ContactOffer; vehicle: { status: string; type: string } }) {
  return (
    <div data-contact-bar data-testid="contact-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex h-[calc(4.5rem+env(safe-area-inset-bottom))] items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] md:hidden">
      <div className="min-w-0">
        <p className="text-xl font-extrabold text-brand-700"><span className="sr-only">Price </span>{price}</p>
        {dealer ? <p className="truncate text-xs text-slate-700">Sold by <SoldByDealer dealer={dealer} testId="contact-bar-dealer" /></p> : null}
      </div>
      {contact === "own" ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-800">{OWN_LISTING_TEXT}</p>
      ) : contact === "closed" ? (
        <ContactClosed status={vehicle.status} type={vehicle.type} compact />
      ) : (
        <Link to={contactHref} preventScrollReset={signedIn} replace={signedIn} data-testid="contact-bar-seller"
          className="rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Contact Seller
        </Link>
      )}
    </div>
  );
}
