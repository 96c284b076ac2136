import { Link } from "react-router";
import type { Route } from "./+types/account-listing-dashboard";
import { boundaryWithPanel } from "~/components/route-error-boundary";
import { invariantResponse } from "~/edge/invariant-response";
import { parseId } from "~/shared/ids";
import { requireUser } from "~/edge/current-user.server";
import { ownListingStats } from "~/modules/seller-listings/listing-stats.server";
import { formatNumber } from "~/shared/format";
import { listingStatusBadge } from "~/modules/listings/status";
import { Badge } from "~/components/ui/badge";
import { DealBadge } from "~/components/vehicle/deal-rating";
import { ViewsChart } from "~/components/account/views-chart";
import { expiryText, onMarketText } from "~/components/account/expiry-text";
import { ACCOUNT_PATHS } from "~/shared/account-paths";

const NOT_FOUND = "Listing Not Found";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const outcome = id ? await ownListingStats(user.id, id) : null;
  // Someone else's listing answers as a missing one, as the edit page does: its existence is not confirmed.
  invariantResponse(outcome?.ok, NOT_FOUND, 404);
  return { stats: outcome.stats };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData ? `Dashboard: ${loaderData.stats.title} | RideMarket` : `${NOT_FOUND} | RideMarket` },
];

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold" data-testid={testId}>{value}</dd>
    </div>
  );
}

export default function ListingDashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const badge = listingStatusBadge(stats.status);
  const { score, hints } = stats.completeness;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to={ACCOUNT_PATHS.dashboard} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">← Back to Dashboard</Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{stats.title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        <DealBadge rating={stats.dealRating} />
        <Link to={`/vehicles/${stats.vehicleId}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">View listing</Link>
        <Link to={`/vehicles/${stats.vehicleId}/edit`} className="font-medium text-brand-700 underline-offset-2 hover:underline">Edit listing</Link>
      </p>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Views, last 30 days" value={formatNumber(stats.views.last30Days)} testId="stat-views-30" />
        <Figure label="Views, last 7 days" value={formatNumber(stats.views.last7Days)} testId="stat-views-7" />
        <Figure label="Views in total" value={formatNumber(stats.views.total)} testId="stat-views-total" />
        <Figure label="Saves" value={formatNumber(stats.saves)} testId="stat-saves" />
        <Figure label="Conversations" value={formatNumber(stats.conversations)} testId="stat-conversations" />
        <Figure label="On market" value={onMarketText(stats.daysOnMarket)} testId="stat-on-market" />
      </dl>
      <p className="mt-3 text-sm text-slate-700" data-testid="stat-expiry">{expiryText(stats.daysUntilExpiry)}</p>

      <div className="mt-8">
        <ViewsChart perDay={stats.views.perDay} />
      </div>

      <section aria-labelledby="completeness-heading" className="mt-8" data-testid="completeness">
        <h2 id="completeness-heading" className="text-xl font-semibold">Listing completeness</h2>
        <p className="mt-2 text-sm text-slate-700"><span className="text-2xl font-bold text-slate-900" data-testid="completeness-score">{score}</span> out of 100</p>
        {hints.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Your listing has everything buyers look for.</p>
        ) : (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="completeness-hints">
            {hints.map((h) => <li key={h.id}>{h.text} <span className="font-semibold">(+{h.points} points)</span></li>)}
          </ul>
        )}
        {hints.length > 0 ? (
          <Link to={`/vehicles/${stats.vehicleId}/edit`} className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">Improve your listing</Link>
        ) : null}
      </section>
    </div>
  );
}

export const ErrorBoundary = boundaryWithPanel({ title: NOT_FOUND, message: "This listing doesn't exist or isn't yours.", back: { to: ACCOUNT_PATHS.dashboard, label: "Back to Dashboard" } });
