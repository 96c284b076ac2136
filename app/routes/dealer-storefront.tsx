import { data, redirect } from "react-router";
import type { Route } from "./+types/dealer-storefront";
import { boundaryWithPanel } from "~/components/route-error-boundary";
import { invariantResponse } from "~/edge/invariant-response";
import { JsonLd } from "~/components/json-ld";
import { useSiteOrigin } from "~/components/use-site-origin";
import { StorefrontHeader } from "~/components/dealers/storefront-header";
import { StorefrontInventory } from "~/components/dealers/storefront-inventory";
import { storefrontPage } from "~/modules/storefronts/storefront-page.server";
import { addressLine } from "~/modules/storefronts/map-link";
import { dealerJsonLd } from "~/modules/seo/dealer-structured-data";
import { originFromMatches, previewMeta } from "~/modules/seo/previews";
import { throwSearchRefusal } from "~/edge/search-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { searchCallerOf, searchTurnMiddleware } from "~/edge/middleware/search-turn.server";

const NOT_FOUND = "Dealer not found";

// Public data only, from a replica when one is in service; the inventory is a search, in a turn at the search ceiling.
export const middleware: Route.MiddlewareFunction[] = [searchTurnMiddleware, replicaReadsMiddleware];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const answer = await storefrontPage(params.slug, url, searchCallerOf(request, context)).catch(throwSearchRefusal);
  invariantResponse(answer.kind !== "not-found", NOT_FOUND, 404);
  if (answer.kind === "redirect") throw redirect(answer.to);
  const { page } = answer;
  if (page.refused) return data(page, { status: 400, headers: { "Cache-Control": "no-store" } });
  if (page.pastLastPage) return data(page, { status: 404, headers: { "Cache-Control": "no-store" } });
  return data(page, { headers: { "Cache-Control": "public, max-age=30, stale-while-revalidate=120" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: "Dealer Not Found | RideMarket" }];
  const { dealer } = loaded;
  const title = `${dealer.name} | RideMarket Dealers`;
  const description = `${dealer.name}, ${addressLine(dealer)}: vehicles for sale, opening hours and directions.`;
  return [
    { title },
    { name: "description", content: description },
    ...previewMeta(originFromMatches(matches), { title, description, path: `/dealers/${dealer.slug}` }),
  ];
};

export default function DealerStorefront({ loaderData }: Route.ComponentProps) {
  const { dealer, week } = loaderData;
  const origin = useSiteOrigin();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={dealerJsonLd(origin, dealer)} />
      <StorefrontHeader dealer={dealer} week={week} />
      <StorefrontInventory slug={dealer.slug} {...loaderData} />
    </div>
  );
}

export const ErrorBoundary = boundaryWithPanel({ title: "Dealer Not Found", message: "This dealer doesn't exist or is no longer listed.", back: { to: "/dealers", label: "All dealers" } });
