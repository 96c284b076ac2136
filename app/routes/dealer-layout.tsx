// The frame of the /dealer pages (decision 47): the member's dealership, the navigation between
// its pages, and the page shown. Anyone who is not a member gets 404 (sign-in first).
import { Link, Outlet } from "react-router";
import type { Route } from "./+types/dealer-layout";
import { requireDealerMember } from "~/edge/dealer-guard.server";
import { DealerNav } from "~/components/dealer/dealer-nav";
import { RouteErrorBoundary } from "~/components/route-error-boundary";

export const meta: Route.MetaFunction = () => [{ title: "Dealership | RideMarket" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { membership } = await requireDealerMember(request);
  return { name: membership.name, slug: membership.slug, role: membership.role };
}

export default function DealerLayout({ loaderData: dealer }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <p className="text-sm text-slate-600">Dealership</p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="dealer-name">{dealer.name}</h1>
      <p className="mt-1 text-sm text-slate-600">
        Your role: {dealer.role} · <Link to={`/dealers/${dealer.slug}`} className="text-brand-700 underline">Storefront</Link>
      </p>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="h-fit min-w-0 lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:p-3 lg:shadow-sm">
          <DealerNav />
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
