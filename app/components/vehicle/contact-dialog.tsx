import { Link } from "react-router";
import { ContactBody } from "~/components/messages/contact-body";

/** Contact Seller over the page (`?contact=1`): a page state, so it opens and closes without JavaScript too. */
export function ContactDialog({ open, closeHref, vehicleId, active, conversationId }: { open: boolean; closeHref: string; vehicleId: number; active: boolean; conversationId: number | null }) {
  if (!open) return null;
  return (
    <div data-sheet className="fixed inset-0 z-[80] flex items-end justify-center bg-slate-900/60 p-0 sm:items-center sm:p-4">
      <div role="dialog" aria-modal="true" aria-labelledby="contact-title" className="max-h-[100dvh] w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:rounded-2xl sm:p-6" data-testid="contact-dialog">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id="contact-title" className="text-xl font-bold">Contact Seller</h2>
          <Link to={closeHref} replace preventScrollReset aria-label="Close" autoFocus
            className="flex h-11 w-11 items-center justify-center rounded-md text-2xl leading-none text-slate-700 hover:bg-slate-100">
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        <ContactBody vehicleId={vehicleId} isOwner={false} active={active} conversationId={conversationId} lastResult={null} formId="contact-dialog-form" />
      </div>
    </div>
  );
}
