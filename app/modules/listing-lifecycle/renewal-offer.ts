// When the account page offers Renew (browser-safe): for an expired listing, for one on the
// market that expires within RENEW_WINDOW_DAYS, and instead of Relist for a sold listing whose
// package has run out.
import { ACCOUNT_PATHS } from "~/shared/account-paths";
export const RENEW_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

export const renewPath = (vehicleId: number) => `/vehicles/${vehicleId}/renew`;

export function offersRenewal(listing: { status: string; packageExpiry: string | null }, now = new Date()): boolean {
  if (listing.status === "expired") return true;
  // A sold listing whose package has run out is relisted by renewing it.
  if (listing.status === "sold") return listing.packageExpiry !== null && new Date(listing.packageExpiry).getTime() <= now.getTime();
  if (listing.status !== "active" && listing.status !== "pending") return false;
  return listing.packageExpiry !== null && new Date(listing.packageExpiry).getTime() - now.getTime() <= RENEW_WINDOW_DAYS * DAY_MS;
}

/** Where a seller lands after a renewal is paid. */
export const RENEWED_PATH = ACCOUNT_PATHS.listings;
