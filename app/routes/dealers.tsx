import { Link } from "react-router";
import type { Route } from "./+types/dealers";
import { dealerDirectory } from "~/modules/storefronts/storefront.server";
import { storefrontPath } from "~/modules/dealers/storefront-path";
import { originFromMatches, previewMeta } from "~/modules/seo/previews";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { formatNumber } from "~/shared/format";

const TITLE = "Dealers | RideMarket";
const DESCRIPTION = "Dealerships selling dirt bikes, motorcycles, ATVs, UTVs, boats and RVs on RideMarket, by state.";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader() {
  return { states: await dealerDirectory() };
}

export function headers() {
  return { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: TITLE },
  { name: "description", content: DESCRIPTION },
  ...previewMeta(originFromMatches(matches), { title: TITLE, description: DESCRIPTION, path: "/dealers" }),
];

const listingsText = (n: number) => `${formatNumber(n)} ${n === 1 ? "vehicle" : "vehicles"} for sale`;

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const { states } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Dealers</h1>
      {states.length === 0 ? <p className="mt-6 text-slate-600">No dealers are listed yet.</p> : null}
      {states.map((s) => (
        <section key={s.state} aria-labelledby={`state-${s.state}`} className="mt-8">
          <h2 id={`state-${s.state}`} className="text-xl font-semibold">{s.stateName}</h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid={`dealers-${s.state}`}>
            {s.dealers.map((d) => (
              <li key={d.slug} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <Link to={storefrontPath(d.slug)} className="min-h-6 font-semibold text-brand-700 hover:underline">{d.name}</Link>
                <span className="text-sm text-slate-600">{d.city} · {listingsText(d.activeListings)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
