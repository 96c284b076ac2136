// Everything the vehicle page (/vehicles/:id) shows, read in one call. It gathers several
// domains (the listing, its value, its conversation with the viewer, its place), so it stands
// in a folder of its own above them: listings cannot import conversations, which imports listings.
import type { CurrentUser } from "~/modules/accounts/current-user";
import { listSpecifications } from "~/modules/catalog/lookups.server";
import { conversationIdFor } from "~/modules/conversations/inbox.server";
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { countListingView } from "~/modules/public-listings/listing-views.server";
import { getPriceHistory } from "~/modules/seller-listings/price-history.server";
import { recentPriceDrop } from "~/modules/public-listings/price-drop";
import { isSaved } from "~/modules/public-listings/saved.server";
import { shareLinks } from "~/modules/public-listings/share";
import { similarActiveListings } from "~/modules/public-listings/similar.server";
import { groupSpecifications } from "~/modules/public-listings/specifications";
import { loadVehicleDetail } from "~/modules/public-listings/vehicle-detail.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { vehicleCanonical } from "~/modules/seo/canonical";
import { getValueRange } from "~/modules/valuations/value-range.server";
import { isVerifiedSellerId } from "~/modules/verification/seller-standing.server";
import { parseId } from "~/shared/ids";
import { isHeldStatus } from "~/modules/listings/status";
import { isStaffRole } from "~/modules/staff/roles";
import { contactOffer } from "~/modules/conversations/message-rules";
import { dealerOfVehicle } from "~/modules/dealers/vehicle-dealer.server";
import { offerPanelFor } from "~/modules/offers/offer-views.server";
import { paymentSection } from "~/modules/payment-estimates/estimate.server";

/**
 * The page of vehicle `idParam` as the request's viewer sees it, or null when there is no such
 * vehicle. `user` is the signed-in viewer, if any. Counts the view (without waiting for it). `?photo=<n>` opens the gallery at photo n,
 * `?contact=1` opens the contact dialog for a signed-in buyer who may write.
 */
export async function loadVehiclePage(request: Request, idParam: string | undefined, user: CurrentUser | null) {
  const id = parseId(idParam);
  const loaded = id ? await loadVehicleDetail(id, user ? { id: user.id, staff: isStaffRole(user.role) } : null) : null;
  if (!loaded) return null;
  const vehicle = loaded.detail;
  const isOwner = loaded.viewerManages;
  // Not awaited: the page never waits for, or fails with, the view's write.
  countListingView(request, { vehicleId: vehicle.id, ownerId: vehicle.userId, viewerId: user?.id ?? null });
  const [range, specs, saved, conversationId, zip, priceHistory, similar, verifiedSeller, dealer] = await Promise.all([
    getValueRange(vehicle.vehicleModelId, vehicle.year).catch(() => null),
    listSpecifications(vehicle.vehicleModelId, vehicle.year),
    user ? isSaved(user.id, vehicle.id) : Promise.resolve(false),
    user && !isOwner ? conversationIdFor(user.id, vehicle.id) : Promise.resolve(null),
    findZipCode(vehicle.zipCode),
    getPriceHistory(vehicle.id),
    similarActiveListings(vehicle.id),
    isVerifiedSellerId(vehicle.userId),
    dealerOfVehicle(vehicle.id),
  ]);
  const offerPanel = await offerPanelFor(user, vehicle, isOwner);
  const now = new Date();
  const url = new URL(request.url);
  const photo = Number(url.searchParams.get("photo"));
  const contact = contactOffer({ status: vehicle.status, isOwner, conversationId });
  // The same for every visitor without a session (from the URL alone), so the public page stays cacheable.
  const payment = await paymentSection(vehicle.price, zip?.state ?? null, url.searchParams, user?.id ?? null);
  return {
    signedIn: Boolean(user),
    /** Held off the market (in review, hidden, removed): only its owner and staff see this page. */
    held: isHeldStatus(vehicle.status),
    saved,
    isOwner,
    verifiedSeller,
    /** The dealership selling it (decision 47), named with a link to its storefront; null for a private seller. */
    dealer,
    conversationId,
    /** Contact Seller, "This is your listing", or (off the market) no contact at all: the relay's rule. */
    contact,
    contactOpen: Boolean(user) && contact === "open" && url.searchParams.get("contact") === "1",
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
    /** Offers (decision 53): the way to make one, or the viewer's own; an agreed price only to its two sides. */
    offerPanel,
    payment,
  };
}
