// What the offer page (/vehicles/:id/offer) shows its signed-in buyer: the vehicle, and instead of
// the form the reason no offer can be made (their own listing, off the market) or the offer they
// already have waiting.
import { prisma } from "~/utils/db.server";
import { effectiveStatus } from "~/modules/listings/status";
import { userManagesListing } from "~/modules/dealers/membership.server";
import { isHeldStatus } from "~/modules/listings/status";
import { formatPrice } from "~/shared/format";
import { OFFER_TEXT } from "./offer-rules";

export async function loadOfferPage(user: { id: number }, vehicleId: number, now = new Date()) {
  const vehicle = await prisma.vehicle.findUnique({
    where: { id: vehicleId },
    select: { id: true, userId: true, dealershipId: true, year: true, make: { select: { name: true } }, model: { select: { name: true } }, listing: { select: { id: true, price: true, status: true, packageExpiry: true } } },
  });
  if (!vehicle?.listing) return null;
  const manages = await userManagesListing(user.id, vehicle);
  const status = effectiveStatus(vehicle.listing.status, vehicle.listing.packageExpiry, now);
  // A held listing is not there for buyers, as on its own page.
  if (isHeldStatus(status) && !manages) return null;
  const live = manages
    ? null
    : await prisma.offer.findFirst({ where: { buyerId: user.id, listingId: vehicle.listing.id, state: { in: ["open", "countered"] }, expiresAt: { gt: now } }, select: { conversationId: true } });
  return {
    vehicle: { id: vehicle.id, title: `${vehicle.year} ${vehicle.make.name} ${vehicle.model.name}`, price: formatPrice(Number(vehicle.listing.price)) },
    refusal: manages ? OFFER_TEXT.ownListing : status !== "active" ? OFFER_TEXT.notActive : null,
    liveOffer: live,
  };
}
