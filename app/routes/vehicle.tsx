import { data, useLocation } from "react-router";
import { readForm } from "~/edge/form-body.server";
import type { Route } from "./+types/vehicle";
import { VehicleNotFoundBoundary } from "~/components/vehicle/vehicle-not-found";
import { invariantResponse } from "~/edge/invariant-response";
import { Gallery } from "~/components/vehicle/gallery";
import { ValueRangeCard } from "~/components/vehicle/value-range-card";
import { PaymentEstimate } from "~/components/vehicle/payment-estimate";
import { formatPrice } from "~/shared/format";
import { parseId } from "~/shared/ids";
import { getOptionalUser, requireUser } from "~/edge/current-user.server";
import { saveVehicle, unsaveVehicle, VEHICLE_SAVED_TOAST } from "~/modules/public-listings/saved.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { loginPath, safeRedirect } from "~/shared/redirects";
import { takesNewConversations } from "~/modules/conversations/message-rules";
import { loadVehiclePage } from "~/modules/vehicle-page/vehicle-page.server";
import { ContactBar } from "~/components/vehicle/contact-bar";
import { ContactDialog } from "~/components/vehicle/contact-dialog";
import { PriceHistorySection } from "~/components/vehicle/price-history";
import { ExpiredNotice, HeldNotice, PendingBanner, SoldBanner } from "~/components/vehicle/status-banners";
import { SimilarListings } from "~/components/vehicle/similar-listings";
import { FactTiles, IdentifierLine, Specifications } from "~/components/vehicle/vehicle-facts";
import { InterestPanel } from "~/components/vehicle/interest-panel";
import { ReportListing } from "~/components/vehicle/report-listing-form";
import { isReportableStatus } from "~/modules/reports/listing-report-rules";
import { VehicleHeader } from "~/components/vehicle/vehicle-header";
import { vehiclePageMeta } from "~/components/vehicle/vehicle-meta";
import { vehicleTypePicture } from "~/modules/catalog/vehicle-types";
import { originFromMatches } from "~/modules/seo/previews";
import { useSiteOrigin } from "~/components/use-site-origin";
import { vehicleJsonLd } from "~/modules/seo/structured-data";
import { JsonLd } from "~/components/json-ld";
import { OfferPanel } from "~/components/vehicle/offer-panel";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { VehicleCompareControls } from "~/components/compare/compare-link";
import { ViewedMark } from "~/components/vehicle/viewed-mark";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

/** The owner's page shows the whole identifier (VIN or HIN), and a held listing's page is only for its owner and staff: never kept by a shared cache. */
const OWNER_CACHE_CONTROL = "private, no-store";

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadVehiclePage(request, params.id, await getOptionalUser(request));
  invariantResponse(page, "Vehicle Not Found", 404);
  return data(page, page.isOwner || page.held ? { headers: { "Cache-Control": OWNER_CACHE_CONTROL } } : undefined);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  invariantResponse(id, "Vehicle Not Found", 404);
  const form = await readForm(request);
  const intent = form.get("intent");
  const back = safeRedirect(form.get("redirect"), `/vehicles/${id}`);
  if (intent === "save") {
    const ok = await saveVehicle(user.id, id).catch(() => false);
    if (!ok) return data({ ok: false, toast: { id: String(Date.now()), title: "Error", description: "Failed to save vehicle. Please try again.", variant: "destructive" as const } }, { status: 404 });
    return redirectWithToast(back, VEHICLE_SAVED_TOAST);
  }
  if (intent === "unsave") {
    const ok = await unsaveVehicle(user.id, id).then(() => true, () => false);
    if (!ok) return data({ ok: false, toast: { id: String(Date.now()), title: "Error", description: "Failed to remove vehicle. Please try again.", variant: "destructive" as const } }, { status: 500 });
    return redirectWithToast(back, { title: "Vehicle Removed" });
  }
  throw data("Unknown action", { status: 400 });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData ? vehiclePageMeta(originFromMatches(matches), loaderData.vehicle, loaderData.canonical) : [{ title: "Vehicle Not Found | RideMarket" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=30, stale-while-revalidate=120" };
}

export default function VehiclePage({ loaderData }: Route.ComponentProps) {
  const { vehicle, place, share, range, specifications, photoIndex, signedIn, saved, contact, contactOpen, isOwner, verifiedSeller, dealer, conversationId, priceDrop, priceHistory, asOf, similar, held } = loaderData;
  const location = useLocation();
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  // Signed out, Contact Seller signs in first and opens the contact form after it.
  const contactHref = signedIn ? `${location.pathname}?contact=1` : loginPath(location.pathname, "contact");
  const sold = vehicle.status === "sold";
  const expired = vehicle.status === "expired";
  const origin = useSiteOrigin();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={vehicleJsonLd(origin, vehicle, vehicle.updatedAt)} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          {held ? <HeldNotice isOwner={isOwner} /> : null}
          {sold ? <SoldBanner /> : null}
          {expired ? <ExpiredNotice vehicleId={vehicle.id} isOwner={isOwner} /> : null}
          {/* Off the market, the listing's URL serves buyers with what is still for sale first. */}
          {sold || expired ? <SimilarListings vehicles={similar} /> : null}
          {vehicle.status === "pending" ? <PendingBanner /> : null}
          <Gallery images={vehicle.images} title={title} initial={photoIndex} placeholder={vehicleTypePicture(vehicle.type)} />
          <VehicleHeader vehicle={vehicle} title={title} place={place} priceDrop={priceDrop} />
          <OfferPanel panel={loaderData.offerPanel} vehicleId={vehicle.id} />
          {held ? null : <VehicleCompareControls vehicleId={vehicle.id} title={title} />}
          {range ? <ValueRangeCard range={range} /> : null}
          <FactTiles vehicle={vehicle} />
          {sold || expired ? null : <PaymentEstimate vehicleId={vehicle.id} price={vehicle.price} payment={loaderData.payment} />}
          {vehicle.identifier ? <IdentifierLine identifier={vehicle.identifier} /> : null}
          {priceHistory ? <PriceHistorySection history={priceHistory} asOf={asOf} /> : null}
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-xl font-semibold">Description</h2>
            <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">{vehicle.description}</p>
          </section>
          {specifications.length ? <Specifications groups={specifications} /> : null}
          {!sold && !expired && similar.length ? <SimilarListings vehicles={similar} /> : null}
          {!isOwner && isReportableStatus(vehicle.status) ? <ReportListing vehicleId={vehicle.id} signedIn={signedIn} /> : null}
        </div>
        <InterestPanel vehicle={vehicle} title={title} contact={contact} isOwner={isOwner} verifiedSeller={verifiedSeller} dealer={dealer} signedIn={signedIn} saved={saved} contactHref={contactHref} share={share} />
      </div>
      <ContactBar price={formatPrice(vehicle.price)} dealer={dealer} contactHref={contactHref} signedIn={signedIn} contact={contact} vehicle={vehicle} />
      <ViewedMark vehicleId={vehicle.id} />
      <ContactDialog open={contactOpen} closeHref={location.pathname} vehicleId={vehicle.id} active={takesNewConversations(vehicle.status)} conversationId={conversationId} />
    </div>
  );
}

export const ErrorBoundary = VehicleNotFoundBoundary;
