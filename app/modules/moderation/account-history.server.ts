// What staff see of an account beside a queue item (decision 43): its age and its history.
import { prisma } from "~/utils/db.server";
import { isVerifiedSeller } from "~/modules/verification/verified-seller";

export interface AccountHistory {
  id: number;
  name: string;
  createdAt: string;
  ageDays: number;
  listings: number;
  /** Reports of its listings and conversations, already dealt with. */
  pastReports: number;
  phoneVerified: boolean;
  verifiedSeller: boolean;
  suspended: boolean;
}

const DAY = 24 * 60 * 60 * 1000;

export async function accountHistories(userIds: number[], now = new Date()): Promise<Map<number, AccountHistory>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [users, listings, listingReports, conversationReports] = await Promise.all([
    prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true, createdAt: true, phoneVerifiedAt: true, suspendedAt: true } }),
    prisma.listing.groupBy({ by: ["userId"], where: { userId: { in: ids } }, _count: { _all: true } }),
    prisma.$queryRaw<{ user_id: number; n: bigint }[]>`
      SELECT l.user_id, count(*) AS n FROM listing_reports r JOIN listings l ON l.id = r.listing_id
      WHERE l.user_id = ANY(${ids}) AND r.resolved_at IS NOT NULL GROUP BY l.user_id`,
    prisma.$queryRaw<{ user_id: number; n: bigint }[]>`
      SELECT u.id AS user_id, count(*) AS n FROM conversation_reports r JOIN conversations c ON c.id = r.conversation_id
      JOIN users u ON (u.id = c.buyer_id OR u.id = c.seller_id) AND u.id <> r.reporter_id
      WHERE u.id = ANY(${ids}) AND r.resolved_at IS NOT NULL GROUP BY u.id`,
  ]);
  const count = (rows: { user_id: number; n: bigint }[], id: number) => Number(rows.find((r) => r.user_id === id)?.n ?? 0);
  return new Map(
    users.map((u) => [
      u.id,
      {
        id: u.id,
        name: `${u.firstName} ${u.lastName}`,
        createdAt: u.createdAt.toISOString(),
        ageDays: Math.floor((now.getTime() - u.createdAt.getTime()) / DAY),
        listings: listings.find((l) => l.userId === u.id)?._count._all ?? 0,
        pastReports: count(listingReports, u.id) + count(conversationReports, u.id),
        phoneVerified: u.phoneVerifiedAt !== null,
        verifiedSeller: isVerifiedSeller(u, now),
        suspended: u.suspendedAt !== null,
      },
    ]),
  );
}
