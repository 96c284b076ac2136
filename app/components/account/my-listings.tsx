import { EmptySection } from "./empty-section";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatPrice } from "~/shared/format";
import { formatDate } from "~/shared/dates";
import { isHeldStatus, listingStatusBadge } from "~/modules/listings/status";
import { offersRenewal, renewPath } from "~/modules/listing-lifecycle/renewal-offer";
import type { MyListing } from "~/modules/seller-listings/manage.server";
import { IntentButton, useIntentPending } from "./intent-button";
import { ACCOUNT_PATHS } from "~/shared/account-paths";

const outline = "border border-slate-300 text-slate-700 hover:bg-slate-50";
const danger = "border border-red-300 text-red-700 hover:bg-red-50";

export function MyListings({ active, sold, confirmDelete }: { active: MyListing[]; sold: MyListing[]; confirmDelete: number | null }) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="active-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="active-listings">
        <h2 id="active-heading" className="text-xl font-semibold">My Active Listings</h2>
        {active.length === 0 ? (
          <EmptySection message="No active listings" to="/sell" action="Sell Your Vehicle" />
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {active.map((l) => <ListingRow key={l.id} listing={l} kind="active" confirming={confirmDelete === l.vehicleId} />)}
          </ul>
        )}
      </section>
      <section aria-labelledby="sold-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="sold-listings">
        <h2 id="sold-heading" className="text-xl font-semibold">My Sold Listings</h2>
        {sold.length === 0 ? (
          <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center">
            <p className="font-medium">No sold listings</p>
            <p className="mt-1 text-sm text-slate-600">When you mark listings as sold, they'll appear here.</p>
          </div>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {sold.map((l) => <ListingRow key={l.id} listing={l} kind="sold" confirming={confirmDelete === l.vehicleId} />)}
          </ul>
        )}
      </section>
    </div>
  );
}

function ListingRow({ listing: l, kind, confirming }: { listing: MyListing; kind: "active" | "sold"; confirming: boolean }) {
  const titleId = `listing-${l.id}-title`;
  const busy = useIntentPending(["mark-sold", "relist", "mark-pending", "end-pending"].map((i) => `${i}-${l.id}`).concat(`delete-${l.vehicleId}`));
  const badge = kind === "sold" ? listingStatusBadge("sold") : listingStatusBadge(l.status);
  // In review, hidden or removed: only staff move it, so it has no status buttons.
  const held = isHeldStatus(l.status);
  return (
    <li aria-labelledby={titleId} aria-busy={busy || undefined} data-testid="listing-row"
      className={`rounded-lg border border-slate-200 p-4 transition-opacity ${busy ? "opacity-50" : ""}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="font-semibold">{l.year} {l.make} {l.model}</h3>
          <p className="text-sm text-slate-600">
            {kind === "active" ? <>Listed {formatDate(l.createdAt)} · {l.zipCode}</> : <>Sold {formatDate(l.updatedAt)}</>}
          </p>
          {kind === "active" && l.packageExpiry ? (
            <p className="text-sm text-slate-600" data-testid="expiry-line">
              {l.status === "expired" ? "Expired" : "Expires"} {formatDate(l.packageExpiry)}
            </p>
          ) : null}
          {held && l.status === "in_review" ? (
            <p className="text-sm text-slate-700" data-testid="held-note">We are checking this listing; buyers will see it once the check is done.</p>
          ) : null}
          {kind === "active" && l.stagedEdit ? (
            <p className="text-sm font-medium text-amber-900" data-testid="staged-edit-note">
              <Link to={`/vehicles/${l.vehicleId}/edit`} className="underline hover:text-brand-700">Changes not on the listing yet: finish or discard them</Link>
            </p>
          ) : null}
          <p className="text-sm text-slate-700" data-testid="conversation-count">
            <Link to="/messages" className="underline hover:text-brand-700">
              {l.conversations} conversation{l.conversations === 1 ? "" : "s"}
            </Link>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Badge variant={badge.variant} data-testid="status-badge">{badge.label}</Badge>
          <p className="text-lg font-bold text-brand-700" data-testid="price">{formatPrice(l.price)}</p>
        </div>
      </div>
      {confirming ? (
        <DeleteConfirm vehicleId={l.vehicleId} titleId={titleId} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={`/vehicles/${l.vehicleId}`} aria-describedby={titleId} className={`rounded-md px-3 py-1.5 text-sm font-medium ${outline}`}>View</Link>
          {kind === "active" ? (
            <>
              <Link to={`/vehicles/${l.vehicleId}/edit`} aria-describedby={titleId} className={`rounded-md px-3 py-1.5 text-sm font-medium ${outline}`}>Edit</Link>
              {offersRenewal(l) ? (
                <Link to={renewPath(l.vehicleId)} aria-describedby={titleId} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700" data-testid="renew-link">Renew</Link>
              ) : null}
              {l.status === "active" ? (
                <IntentButton intent="mark-pending" field="listingId" value={l.id} tab="listings" pendingLabel="Marking..." aria-describedby={titleId} className={outline}>Mark Sale Pending</IntentButton>
              ) : null}
              {l.status === "pending" ? (
                <IntentButton intent="end-pending" field="listingId" value={l.id} tab="listings" pendingLabel="Updating..." aria-describedby={titleId} className={outline}>Back to Available</IntentButton>
              ) : null}
              {held ? null : (
                <IntentButton intent="mark-sold" field="listingId" value={l.id} tab="listings" pendingLabel="Marking..." aria-describedby={titleId} className={outline}>Mark as Sold</IntentButton>
              )}
            </>
          ) : offersRenewal(l) ? (
            <Link to={renewPath(l.vehicleId)} aria-describedby={titleId} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700" data-testid="renew-link">Renew</Link>
          ) : (
            <IntentButton intent="relist" field="listingId" value={l.id} tab="listings" pendingLabel="Relisting..." aria-describedby={titleId} className={outline}>Relist</IntentButton>
          )}
          {/* Asking first is a page state, so it works the same with and without JavaScript. */}
          <Form method="get" action={ACCOUNT_PATHS.listings} preventScrollReset>
            <input type="hidden" name="confirmDelete" value={l.vehicleId} />
            <button type="submit" aria-describedby={titleId} className={`rounded-md px-3 py-1.5 text-sm font-medium ${danger}`}>Delete</button>
          </Form>
        </div>
      )}
    </li>
  );
}

function DeleteConfirm({ vehicleId, titleId }: { vehicleId: number; titleId: string }) {
  const promptId = `delete-${vehicleId}-prompt`;
  return (
    <div role="group" aria-labelledby={promptId} aria-describedby={titleId} data-testid="delete-confirm"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3">
      <p id={promptId} className="text-sm font-medium text-red-900">Delete this listing? This cannot be undone.</p>
      <div className="flex gap-2">
        <IntentButton intent="delete" field="vehicleId" value={vehicleId} tab="listings" pendingLabel="Deleting..." className="bg-red-600 text-white hover:bg-red-700">Delete</IntentButton>
        <Link to={ACCOUNT_PATHS.listings} preventScrollReset autoFocus className={`rounded-md px-3 py-1.5 text-sm font-medium ${outline}`}>Cancel</Link>
      </div>
    </div>
  );
}

export function MyListingsSkeleton() {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => (
    <div key={i} className="h-24 animate-pulse rounded-lg bg-slate-100" />
  ));
  return (
    <div className="flex flex-col gap-6" aria-hidden="true" data-testid="listings-skeleton">
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-6">{rows(4)}</div>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-6">{rows(2)}</div>
    </div>
  );
}
