import { Form, Link, data, useFetcher, useLocation } from "react-router";
import { readForm } from "~/edge/form-body.server";
import type { Route } from "./+types/vehicle";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { invariantResponse } from "~/edge/invariant-response";
import { Gallery } from "~/components/vehicle/gallery";
import { ValueRangeCard } from "~/components/vehicle/value-range-card";
import { Badge } from "~/components/ui/badge";
import { conditionLabel } from "~/modules/catalog/conditions";
import { vehicleTypeBadge, vehicleTypePicture } from "~/modules/catalog/vehicle-types";
import { getVehicleDetail } from "~/modules/listings/vehicle-detail.server";
import { formatLongDate, formatNumber, formatPrice } from "~/shared/format";
import { groupSpecifications } from "~/modules/listings/specifications";
import { listSpecifications } from "~/modules/catalog/lookups.server";
import { getValueRange } from "~/modules/valuations/value-range.server";
import { parseId } from "~/shared/ids";
import { getOptionalUser, requireUser } from "~/edge/current-user.server";
import { isSaved, saveVehicle, unsaveVehicle } from "~/modules/listings/saved.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { safeRedirect } from "~/shared/redirects";
import { ActionToast } from "~/components/action-toast";
import { ContactBody } from "~/components/messages/contact-body";
import { conversationIdFor } from "~/modules/conversations/inbox.server";
import { OWN_LISTING_TEXT } from "~/modules/conversations/message-rules";
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { shareLinks } from "~/modules/listings/share";
import { appOrigin } from "~/modules/mail/origin.server";
import { vehicleCanonical } from "~/modules/seo/canonical";
import { ContactBar } from "~/components/vehicle/contact-bar";
import { SharePanel } from "~/components/vehicle/share-panel";
import { DaysOnMarket, DealSummary } from "~/components/vehicle/deal-rating";
import { PriceHistorySection } from "~/components/vehicle/price-history";
import { PriceDropLine } from "~/components/price-drop-line";
import { getPriceHistory } from "~/modules/listings/price-history.server";
import { recentPriceDrop } from "~/modules/listings/price-drop";
import type { ShownIdentifier } from "~/modules/listings/vehicle-identifier";
import { countListingView } from "~/modules/listings/listing-views.server";
import { listingStatusBadge } from "~/modules/listings/status";
import { similarActiveListings } from "~/modules/listings/similar.server";
import { renewPath } from "~/modules/listings/renewal-offer";
import { VehicleCard } from "~/components/vehicle-card";
import { JsonLd } from "~/components/json-ld";
import { CARD_HEIGHT, CARD_WIDTH, clip, originFromMatches, previewMeta } from "~/modules/seo/previews";
import { useSiteOrigin } from "~/components/use-site-origin";
import { IMAGE_ASPECT, LARGEST_WIDTH, srcSetFor } from "~/modules/media/variants";
import { vehicleImages, vehicleJsonLd, vehicleTitle } from "~/modules/seo/structured-data";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const user = await getOptionalUser(request);
  const vehicle = id ? await getVehicleDetail(id, user?.id ?? null) : null;
  invariantResponse(vehicle, "Vehicle Not Found", 404);
  const isOwner = user?.id === vehicle.userId;
  // Not awaited: the page never waits for, or fails with, the view's write.
  countListingView(request, { vehicleId: vehicle.id, ownerId: vehicle.userId, viewerId: user?.id ?? null });
  const [range, specs, saved, conversationId, zip, priceHistory, similar] = await Promise.all([
    getValueRange(vehicle.vehicleModelId, vehicle.year).catch(() => null),
    listSpecifications(vehicle.vehicleModelId, vehicle.year),
    user ? isSaved(user.id, vehicle.id) : Promise.resolve(false),
    user && !isOwner ? conversationIdFor(user.id, vehicle.id) : Promise.resolve(null),
    findZipCode(vehicle.zipCode),
    getPriceHistory(vehicle.id),
    similarActiveListings(vehicle.id),
  ]);
  const now = new Date();
  const url = new URL(request.url);
  const photo = Number(url.searchParams.get("photo"));
  return data({
    signedIn: Boolean(user),
    saved,
    isOwner,
    conversationId,
    contactOpen: Boolean(user) && !isOwner && url.searchParams.get("contact") === "1",
    vehicle,
    place: zip ? `${zip.city}, ${zip.state}` : null,
    canonical: vehicleCanonical(vehicle.id, appOrigin()),
    share: shareLinks(appOrigin(), vehicle.id, `${vehicle.year} ${vehicle.make} ${vehicle.model}`),
    range,
    specifications: groupSpecifications(specs),
    photoIndex: Number.isInteger(photo) && photo >= 1 ? photo - 1 : 0,
    priceDrop: recentPriceDrop(vehicle.lastPriceDrop, vehicle.lastPriceDropAt, now),
    // With no change there is no history to show: the listed price is the price.
    priceHistory: priceHistory?.changes.length ? priceHistory : null,
    asOf: now.toISOString(),
    similar,
  }, isOwner ? { headers: { "Cache-Control": OWNER_CACHE_CONTROL } } : undefined);
}

/** The owner's page shows the whole identifier (VIN or HIN): never kept by a shared cache. */
const OWNER_CACHE_CONTROL = "private, no-store";

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
    return redirectWithToast(back, { title: "Vehicle Saved", description: "This vehicle has been added to your saved listings." });
  }
  if (intent === "unsave") {
    const ok = await unsaveVehicle(user.id, id).then(() => true, () => false);
    if (!ok) return data({ ok: false, toast: { id: String(Date.now()), title: "Error", description: "Failed to remove vehicle. Please try again.", variant: "destructive" as const } }, { status: 500 });
    return redirectWithToast(back, { title: "Vehicle Removed" });
  }
  throw data("Unknown action", { status: 400 });
}

function SaveButton({ saved, vehicleId }: { saved: boolean; vehicleId: number }) {
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  // Optimistic: while the request runs, show what it will become.
  const pending = fetcher.formData?.get("intent");
  const showSaved = pending ? pending === "save" : saved;
  return (
    <fetcher.Form method="post" action={`/vehicles/${vehicleId}`}>
      <input type="hidden" name="intent" value={showSaved ? "unsave" : "save"} />
      <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
      <button type="submit" aria-pressed={showSaved} data-testid="save-toggle"
        className={`w-full rounded-md border px-4 py-2 font-semibold ${showSaved ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 hover:bg-slate-50"}`}>
        {showSaved ? "Saved" : "Save"}
      </button>
      <ActionToast toast={fetcher.data && "toast" in fetcher.data ? fetcher.data.toast : null} />
    </fetcher.Form>
  );
}

function ContactDialog({ open, closeHref, vehicleId, active, conversationId }: { open: boolean; closeHref: string; vehicleId: number; active: boolean; conversationId: number | null }) {
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[80] flex items-end justify-center bg-slate-900/60 p-0 sm:items-center sm:p-4">
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

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: "Vehicle Not Found | RideMarket" }];
  const v = loaderData.vehicle;
  const title = `${vehicleTitle(v)} for sale | RideMarket`;
  const origin = originFromMatches(matches);
  const photo = v.images.length > 0;
  return [
    { title },
    { name: "description", content: v.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    ...previewMeta(origin, {
      title: `${vehicleTitle(v)}: ${formatPrice(v.price)}`,
      description: clip(v.description, 200),
      path: `/vehicles/${v.id}`,
      type: "product",
      // The first photo at its largest stored width (3:2 when we stored it), or the generated card with title and price.
      image: {
        url: vehicleImages(origin, v, v.updatedAt)[0]!,
        alt: photo ? vehicleTitle(v) : `${vehicleTitle(v)}, ${formatPrice(v.price)}`,
        ...(!photo ? { width: CARD_WIDTH, height: CARD_HEIGHT } : srcSetFor(v.images[0]!) ? { width: LARGEST_WIDTH, height: Math.round(LARGEST_WIDTH / IMAGE_ASPECT) } : {}),
      },
    }),
  ];
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=30, stale-while-revalidate=120" };
}

const SAFETY_TIPS = [
  "Meet in a public place",
  "Inspect the vehicle thoroughly",
  "Verify ownership documents",
  "Never wire money or send cash",
  "Trust your instincts",
];

function IdentifierLine({ identifier }: { identifier: ShownIdentifier }) {
  return (
    <p className="text-sm text-slate-700" data-testid="vehicle-identifier">
      <span className="font-semibold">{identifier.label}</span>{" "}
      <span className="font-mono tracking-wide">{identifier.value}</span>
      {identifier.full ? <span className="ml-2 text-slate-600">(shown in full to you only; buyers see part of it)</span> : null}
    </p>
  );
}

function ExpiredNotice({ vehicleId, isOwner }: { vehicleId: number; isOwner: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white" data-testid="expired-banner">
      <p className="flex items-center gap-3">
        <span className="rounded-md bg-white px-2 py-0.5 text-sm font-bold uppercase tracking-wide text-slate-900">Expired</span>
        <span className="font-semibold">This listing has expired</span>
      </p>
      {isOwner ? (
        <Link to={renewPath(vehicleId)} className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100" data-testid="renew-link">
          Renew this listing
        </Link>
      ) : null}
    </div>
  );
}

/** Two cards a row from 640 px, in the main column beside the 22rem aside from 1024 px (max-w-7xl, px-4, gaps). */
const SIMILAR_CARD_SIZES = "(min-width: 1024px) calc((min(100vw,80rem) - 27rem) / 2), (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)";

function SimilarListings({ vehicles }: { vehicles: Route.ComponentProps["loaderData"]["similar"] }) {
  return (
    <section aria-labelledby="similar-heading" data-testid="similar-listings">
      <h2 id="similar-heading" className="text-xl font-semibold">Similar vehicles for sale</h2>
      {vehicles.length ? (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {vehicles.map((v) => <VehicleCard key={v.id} vehicle={v} sizes={SIMILAR_CARD_SIZES} />)}
        </div>
      ) : (
        <p className="mt-2 text-slate-700">
          No similar vehicles right now. <Link to="/buy" className="font-medium text-brand-700 underline">Browse all listings</Link>
        </p>
      )}
    </section>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 text-center">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 font-semibold">{value}</dd>
    </div>
  );
}

export default function VehiclePage({ loaderData }: Route.ComponentProps) {
  const { vehicle, place, share, range, specifications, photoIndex, signedIn, saved, contactOpen, isOwner, conversationId, priceDrop, priceHistory, asOf, similar } = loaderData;
  const location = useLocation();
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  const loginHref = `/login?redirect=${encodeURIComponent(location.pathname)}`;
  const status = listingStatusBadge(vehicle.status);
  const pkg = vehicle.package.charAt(0).toUpperCase() + vehicle.package.slice(1);
  const contactHref = signedIn ? `${location.pathname}?contact=1` : loginHref;
  const sold = vehicle.status === "sold";
  const expired = vehicle.status === "expired";
  const origin = useSiteOrigin();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={vehicleJsonLd(origin, vehicle, vehicle.updatedAt)} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          {sold ? (
            <p className="flex items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white" data-testid="sold-banner">
              <span className="rounded-md bg-white px-2 py-0.5 text-sm font-bold uppercase tracking-wide text-slate-900">Sold</span>
              <span className="font-semibold">This vehicle has been sold.</span>
            </p>
          ) : null}
          {expired ? <ExpiredNotice vehicleId={vehicle.id} isOwner={isOwner} /> : null}
          {/* Off the market, the listing's URL serves buyers with what is still for sale first. */}
          {sold || expired ? <SimilarListings vehicles={similar} /> : null}
          {vehicle.status === "pending" ? (
            <p className="flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" data-testid="pending-banner">
              <span className="rounded-md bg-amber-200 px-2 py-0.5 text-sm font-bold uppercase tracking-wide">Sale pending</span>
              <span className="font-semibold">The seller has agreed a sale for this vehicle.</span>
            </p>
          ) : null}
          <Gallery images={vehicle.images} title={title} initial={photoIndex} placeholder={vehicleTypePicture(vehicle.type)} />
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary" data-testid="type-badge">{vehicleTypeBadge(vehicle.type)}</Badge>
              <span className="text-sm text-slate-600">Zip {vehicle.zipCode}</span>
              {place ? <span className="text-sm text-slate-600" data-testid="place">{place}</span> : null}
            </div>
            <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
            <p className="mt-1 text-3xl font-extrabold text-brand-700" data-testid="detail-price">{formatPrice(vehicle.price)}</p>
            {priceDrop ? <PriceDropLine drop={priceDrop} className="mt-1" /> : null}
            <DealSummary rating={vehicle.dealRating} price={Number(vehicle.price)} typicalValue={vehicle.typicalValue} title={title} />
            <DaysOnMarket days={vehicle.daysOnMarket} />
          </header>
          {range ? <ValueRangeCard range={range} /> : null}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Tile label="Year" value={String(vehicle.year)} />
            {vehicle.mileage !== null ? <Tile label="Miles" value={formatNumber(vehicle.mileage)} /> : null}
            <Tile label="Condition" value={conditionLabel(vehicle.condition)} />
            <Tile label="Package" value={pkg} />
          </dl>
          {vehicle.identifier ? <IdentifierLine identifier={vehicle.identifier} /> : null}
          {priceHistory ? <PriceHistorySection history={priceHistory} asOf={asOf} /> : null}
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-xl font-semibold">Description</h2>
            <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">{vehicle.description}</p>
          </section>
          {specifications.length ? (
            <section aria-labelledby="specs-heading" data-testid="specifications">
              <h2 id="specs-heading" className="text-xl font-semibold">Vehicle Specifications</h2>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                {specifications.map((group) => (
                  <div key={group.family} className="rounded-lg border border-slate-200 p-4">
                    <h3 className="font-semibold">{group.family}</h3>
                    <dl className="mt-2 divide-y divide-slate-100 text-sm">
                      {group.items.map((item) => (
                        <div key={item.label} className="flex justify-between gap-4 py-1.5">
                          <dt className="text-slate-600">{item.label}</dt>
                          <dd className="text-right font-medium">{item.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                ))}
              </div>
            </section>
          ) : null}
          {!sold && !expired && similar.length ? <SimilarListings vehicles={similar} /> : null}
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="interest-heading">
            <h2 id="interest-heading" className="text-lg font-semibold">Interested in this vehicle?</h2>
            <div className="mt-4 flex flex-col gap-2">
              {isOwner && expired ? (
                <Link to={renewPath(vehicle.id)} className="rounded-md bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700">Renew this listing</Link>
              ) : null}
              {isOwner ? (
                <p className="rounded-md bg-slate-100 px-4 py-2 text-center font-semibold text-slate-800" data-testid="own-listing">{OWN_LISTING_TEXT}</p>
              ) : (
                <Link to={contactHref} preventScrollReset={signedIn} replace={signedIn}
                  className="rounded-md bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700" data-testid="contact-seller">
                  Contact Seller
                </Link>
              )}
              {signedIn ? (
                <SaveButton saved={saved} vehicleId={vehicle.id} />
              ) : (
                <Form method="get" action="/login">
                  <input type="hidden" name="redirect" value={location.pathname} />
                  <button type="submit" className="w-full rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50" data-testid="save-toggle">
                    Save
                  </button>
                </Form>
              )}
              <SharePanel url={share.url} email={share.email} title={title} />
            </div>
            <dl className="mt-4 space-y-1 text-sm">
              <div className="flex justify-between"><dt className="text-slate-600">Listed</dt><dd>{formatLongDate(vehicle.createdAt)}</dd></div>
              <div className="flex justify-between"><dt className="text-slate-600">Status</dt><dd><Badge variant={status.variant}>{status.label}</Badge></dd></div>
            </dl>
          </section>
          <section className="rounded-xl border border-amber-200 bg-amber-50 p-5" aria-labelledby="safety-heading">
            <h2 id="safety-heading" className="font-semibold text-amber-900">Safety Tips</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
              {SAFETY_TIPS.map((tip) => <li key={tip}>{tip}</li>)}
            </ul>
          </section>
        </aside>
      </div>
      <ContactBar price={formatPrice(vehicle.price)} contactHref={contactHref} signedIn={signedIn} isOwner={isOwner} />
      <ContactDialog open={contactOpen} closeHref={location.pathname} vehicleId={vehicle.id} active={vehicle.status === "active"} conversationId={conversationId} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      panel={{
        title: "Vehicle Not Found",
        message: "The vehicle you're looking for doesn't exist or has been removed.",
        back: { to: "/buy", label: "Back to Listings" },
        testId: "vehicle-not-found",
      }}
    />
  );
}
