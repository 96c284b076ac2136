// The account page's Dashboard tab: each of the seller's listings with its numbers, linking to
// the listing's own dashboard. A table on wide screens; on a phone each row stacks as a card.
import { Link } from "react-router";
import { EmptySection } from "./empty-section";
import { Badge } from "~/components/ui/badge";
import { formatNumber } from "~/shared/format";
import { listingStatusBadge } from "~/modules/listings/status";
import type { DashboardRow } from "~/modules/seller-listings/listing-stats.server";
import { expiryText, onMarketText } from "./expiry-text";

export function SellerDashboard({ rows }: { rows: DashboardRow[] }) {
  return (
    <section aria-labelledby="dashboard-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="seller-dashboard">
      <h2 id="dashboard-heading" className="text-xl font-semibold">Dashboard</h2>
      <p className="mt-1 text-sm text-slate-600">Views are counted once per visitor per day, over the last 30 days.</p>
      {rows.length === 0 ? (
        <EmptySection message="No listings yet" to="/sell" action="Sell Your Vehicle" />
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Your listings with their views, saves and conversations</caption>
          <thead className="hidden border-b border-slate-200 text-slate-600 md:table-header-group">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">Listing</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Views (30 days)</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Saves</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Conversations</th>
              <th scope="col" className="px-3 py-2 font-medium">On market</th>
              <th scope="col" className="py-2 pl-3 font-medium">Package</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => <DashboardRowView key={row.listingId} row={row} />)}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Cell({ label, children, end = false }: { label: string; children: React.ReactNode; end?: boolean }) {
  // On a phone the column headings are hidden, so each value shows its own label.
  return (
    <td className={`flex justify-between gap-4 py-1 md:table-cell md:px-3 md:py-3 ${end ? "md:text-right" : ""}`}>
      <span className="text-slate-600 md:hidden">{label}</span>
      {children}
    </td>
  );
}

function DashboardRowView({ row }: { row: DashboardRow }) {
  const badge = listingStatusBadge(row.status);
  return (
    <tr className="block py-3 md:table-row md:py-0" data-testid="dashboard-row" data-listing-id={row.listingId}>
      <th scope="row" className="block pb-1 font-normal md:table-cell md:py-3 md:pr-3">
        <Link to={`/account/listings/${row.listingId}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">{row.title}</Link>{" "}
        <Badge variant={badge.variant} className="ml-1">{badge.label}</Badge>
      </th>
      <Cell label="Views (30 days)" end><span data-testid="dashboard-views">{formatNumber(row.views30Days)}</span></Cell>
      <Cell label="Saves" end><span data-testid="dashboard-saves">{formatNumber(row.saves)}</span></Cell>
      <Cell label="Conversations" end><span data-testid="dashboard-conversations">{formatNumber(row.conversations)}</span></Cell>
      <Cell label="On market">{onMarketText(row.daysOnMarket)}</Cell>
      <Cell label="Package">{expiryText(row.daysUntilExpiry)}</Cell>
    </tr>
  );
}
