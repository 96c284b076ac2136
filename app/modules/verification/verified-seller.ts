// Who is a "Verified seller" (decision 39): an account that proved a phone number by a texted code
// and is older than VERIFIED_SELLER_MIN_ACCOUNT_DAYS. Browser-safe: cards and the relay read it.

export const VERIFIED_SELLER_MIN_ACCOUNT_DAYS = 30;

const DAY = 24 * 60 * 60 * 1000;

export interface SellerStanding {
  createdAt: Date | string;
  phoneVerifiedAt: Date | string | null;
}

export function isVerifiedSeller(seller: SellerStanding, now: Date = new Date()): boolean {
  if (seller.phoneVerifiedAt === null) return false;
  return now.getTime() - new Date(seller.createdAt).getTime() >= VERIFIED_SELLER_MIN_ACCOUNT_DAYS * DAY;
}
