import { Link } from "react-router";
import type { Route } from "./+types/dealer-overview";
import { requireDealerMember } from "~/edge/dealer-guard.server";
import { dealershipOverview } from "~/modules/dealers/dealership-profile.server";

export const meta: Route.MetaFunction = () => [{ title: "Dealership Overview | RideMarket" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { membership } = await requireDealerMember(request);
  return dealershipOverview(membership.dealershipId);
}

export default function DealerOverview({ loaderData: d }: Route.ComponentProps) {
  const storefront = `/dealers/${d.slug}`;
  return (
    <section aria-labelledby="overview-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="overview-heading" className="text-xl font-semibold">Overview</h2>
      <p className="mt-1 text-slate-600">{d.name}, {d.city}, {d.state}</p>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Members</dt>
          <dd className="text-2xl font-bold" data-testid="members-count">{d.members}</dd>
        </div>
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Active listings</dt>
          <dd className="text-2xl font-bold" data-testid="active-listings-count">{d.activeListings}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm">
        Your storefront: <Link to={storefront} className="text-brand-700 underline">{storefront}</Link>
      </p>
    </section>
  );
}
