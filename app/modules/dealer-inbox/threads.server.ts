// The dealership's shared inbox (/dealer/inbox): its buyers' threads, newest first, with who is
// assigned, whether the buyer waits for an answer, and how long the first answer took.
import { prisma } from "~/utils/db.server";

export const INBOX_FILTERS = ["all", "unassigned", "mine"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const parseInboxFilter = (value: string | null): InboxFilter => (INBOX_FILTERS as readonly string[]).includes(value ?? "") ? (value as InboxFilter) : "all";

export interface DealerThread {
  id: number;
  title: string;
  vehicleId: number | null;
  buyerName: string;
  assignee: { id: number; name: string } | null;
  /** The buyer wrote last: the thread waits for the dealership's answer. */
  waiting: boolean;
  lastMessageAt: string;
  /** Milliseconds from the buyer's first message to the dealership's first answer; null until answered. */
  firstResponseMs: number | null;
}

const nameOf = (u: { firstName: string; lastName: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(" ");

export async function dealerThreads(dealershipId: number, userId: number, filter: InboxFilter): Promise<DealerThread[]> {
  const rows = await prisma.conversation.findMany({
    where: { dealershipId, ...(filter === "unassigned" ? { assignedToId: null } : filter === "mine" ? { assignedToId: userId } : {}) },
    orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      id: true,
      listingTitle: true,
      vehicleId: true,
      buyerId: true,
      createdAt: true,
      lastMessageAt: true,
      firstResponseAt: true,
      buyer: { select: { firstName: true } },
      assignedTo: { select: { id: true, firstName: true, lastName: true } },
      messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { senderId: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    title: r.listingTitle,
    vehicleId: r.vehicleId,
    buyerName: r.buyer.firstName,
    assignee: r.assignedTo ? { id: r.assignedTo.id, name: nameOf(r.assignedTo) } : null,
    waiting: r.messages[0]?.senderId === r.buyerId,
    lastMessageAt: r.lastMessageAt.toISOString(),
    firstResponseMs: r.firstResponseAt ? r.firstResponseAt.getTime() - r.createdAt.getTime() : null,
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The median first-response time of the threads answered in the 30 days before `now`, or null when none was. */
export async function medianFirstResponseMs(dealershipId: number, now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [row] = await prisma.$queryRaw<{ median: number | null }[]>`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_response_at - created_at) * 1000)::float8 AS median
    FROM conversations
    WHERE dealership_id = ${dealershipId} AND first_response_at > ${since} AND first_response_at <= ${now}`;
  return row?.median ?? null;
}

/** The dealership's members, for the assignment form. */
export async function dealerMembers(dealershipId: number) {
  const rows = await prisma.dealershipMember.findMany({
    where: { dealershipId },
    orderBy: [{ user: { firstName: "asc" } }, { userId: "asc" }],
    select: { role: true, user: { select: { id: true, firstName: true, lastName: true } } },
  });
  return rows.map((r) => ({ id: r.user.id, name: nameOf(r.user), role: r.role }));
}
