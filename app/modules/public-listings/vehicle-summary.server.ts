import type { Prisma } from "~/generated/prisma/client";
import type { VehicleCardData } from "./card-data";
import type { DealRating } from "~/modules/valuations/deal-rating";
import { recentPriceDrop } from "./price-drop";
import { effectiveStatus } from "~/modules/listings/status";

// The vehicle as cards, search and the detail page read it (spec section 3).

export interface VehicleSummary {
  id: number;
  listingId: number;
  userId: number;
  vehicleModelId: number;
  type: string;
  make: string;
  model: string;
  year: number;
  price: string;
  mileage: number | null;
  zipCode: string;
  description: string;
  condition: string;
  images: string[];
  package: string;
  status: string;
  createdAt: string;
  /** How the price compares with the model year's typical retail value (active listings with an estimate only). */
  dealRating: DealRating | null;
  /** The latest price drop (see the migration price_history): amount and ISO time, or null. */
  lastPriceDrop: string | null;
  lastPriceDropAt: string | null;
  distance?: number;
}

export const vehicleSummarySelect = {
  id: true,
  userId: true,
  vehicleModelId: true,
  year: true,
  mileage: true,
  description: true,
  images: true,
  createdAt: true,
  vehicleType: { select: { slug: true } },
  make: { select: { name: true } },
  model: { select: { name: true } },
  condition: { select: { slug: true } },
  listing: {
    select: { id: true, price: true, zipCode: true, status: true, packageExpiry: true, createdAt: true, dealRating: true, lastPriceDrop: true, lastPriceDropAt: true, package: { select: { slug: true } } },
  },
} satisfies Prisma.VehicleSelect;

type SelectedVehicle = Prisma.VehicleGetPayload<{ select: typeof vehicleSummarySelect }>;

export function toVehicleSummary(v: SelectedVehicle): VehicleSummary {
  return {
    id: v.id,
    listingId: v.listing?.id ?? 0,
    userId: v.userId,
    vehicleModelId: v.vehicleModelId,
    type: v.vehicleType.slug,
    make: v.make.name,
    model: v.model.name,
    year: v.year,
    price: v.listing ? v.listing.price.toFixed(2) : "0.00",
    mileage: v.mileage,
    zipCode: v.listing?.zipCode ?? "",
    description: v.description,
    condition: v.condition.slug,
    images: v.images,
    package: v.listing?.package.slug ?? "pro",
    // Past its expiry a listing is expired to everyone, before the scheduled run moves it too.
    status: v.listing ? effectiveStatus(v.listing.status, v.listing.packageExpiry) : "active",
    createdAt: (v.listing?.createdAt ?? v.createdAt).toISOString(),
    dealRating: v.listing?.dealRating ?? null,
    lastPriceDrop: v.listing?.lastPriceDrop?.toFixed(2) ?? null,
    lastPriceDropAt: v.listing?.lastPriceDropAt?.toISOString() ?? null,
  };
}

/**
 * What a vehicle card shows, and nothing else: a page of cards sends its data to the browser
 * for hydration, where a description or an owner's id would only be weight.
 */
export function cardFieldsOf(v: VehicleSummary): VehicleCardData {
  const card: VehicleCardData = {
    id: v.id,
    year: v.year,
    make: v.make,
    model: v.model,
    price: v.price,
    mileage: v.mileage,
    zipCode: v.zipCode,
    condition: v.condition,
    images: v.images,
    package: v.package,
    type: v.type,
    status: v.status,
    dealRating: v.dealRating,
  };
  if (v.distance !== undefined) card.distance = v.distance;
  const { priceDrop } = withRecentPriceDrop(v);
  if (priceDrop) card.priceDrop = priceDrop;
  return card;
}

/** The summary with the recent price drop a card shows under the price, if any. */
export function withRecentPriceDrop<V extends VehicleSummary>(v: V, now = new Date()): V & Pick<VehicleCardData, "priceDrop"> {
  const drop = recentPriceDrop(v.lastPriceDrop, v.lastPriceDropAt, now);
  return drop ? { ...v, priceDrop: drop } : v;
}
