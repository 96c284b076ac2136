import { prisma } from "~/utils/db.server";
import { isVerifiedSeller, VERIFIED_SELLER_MIN_ACCOUNT_DAYS } from "./verified-seller";

export interface SellerStandingView {
  phone: string | null;
  phoneVerified: boolean;
  verifiedSeller: boolean;
  /** Whole days until the account is old enough, when the phone is verified but the account is not. */
  daysToGo: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** What the Verified Seller page tells the signed-in user about themselves. */
export async function sellerStanding(userId: number, now: Date = new Date()): Promise<SellerStandingView> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { phone: true, phoneVerifiedAt: true, createdAt: true } });
  const age = now.getTime() - user.createdAt.getTime();
  return {
    phone: user.phone,
    phoneVerified: user.phoneVerifiedAt !== null,
    verifiedSeller: isVerifiedSeller(user, now),
    daysToGo: Math.max(0, Math.ceil((VERIFIED_SELLER_MIN_ACCOUNT_DAYS * DAY - age) / DAY)),
  };
}

/** Which of these users are Verified sellers now (one query, for a page showing several). */
export async function verifiedSellerIds(userIds: readonly number[], now: Date = new Date()): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const cutoff = new Date(now.getTime() - VERIFIED_SELLER_MIN_ACCOUNT_DAYS * DAY);
  const rows = await prisma.user.findMany({ where: { id: { in: [...userIds] }, phoneVerifiedAt: { not: null }, createdAt: { lte: cutoff } }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

export async function isVerifiedSellerId(userId: number, now: Date = new Date()): Promise<boolean> {
  return (await verifiedSellerIds([userId], now)).has(userId);
}
