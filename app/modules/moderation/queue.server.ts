// The moderation queue (decision 43): listings held or queued by screening, listings with open
// reports, and conversations with open reports, one item each, oldest first (by the oldest thing
// still open about it), a page at a time. Each item carries its evidence.
import { prisma } from "~/utils/db.server";
import { accountHistories, type AccountHistory } from "./account-history.server";
import { readHits, type RuleHit } from "./evidence";

export const QUEUE_PAGE_SIZE = 20;

export interface QueueReport {
  reason: string;
  details: string;
  createdAt: string;
}

interface ItemBase {
  /** When the oldest open report or screening about the item came in. */
  createdAt: string;
  reports: QueueReport[];
  account: AccountHistory | null;
}

export interface ListingItem extends ItemBase {
  kind: "listing";
  listingId: number;
  vehicleId: number;
  conversationId: null;
  title: string;
  status: string;
  price: string;
  /** Held or queued by screening (unreviewed), or only reported. */
  screening: "hold" | "review" | null;
  hits: RuleHit[];
  photo: string | null;
}

export interface ConversationItem extends ItemBase {
  kind: "conversation";
  listingId: null;
  vehicleId: number | null;
  conversationId: number;
  title: string;
  status: "reported";
  messages: { from: string; body: string; at: string; flagged: boolean }[];
}

export type QueueItem = ListingItem | ConversationItem;

export interface QueuePage {
  items: QueueItem[];
  page: number;
  hasNext: boolean;
}

type Row = { kind: "listing" | "conversation"; id: number; opened: Date };

async function pageRows(page: number): Promise<Row[]> {
  return prisma.$queryRaw<Row[]>`
    SELECT kind, id, opened FROM (
      SELECT 'listing' AS kind, listing_id AS id, min(created_at) AS opened FROM (
        SELECT listing_id, created_at FROM listing_screenings WHERE reviewed_at IS NULL AND outcome <> 'publish'
        UNION ALL
        SELECT listing_id, created_at FROM listing_reports WHERE resolved_at IS NULL
      ) open_listing GROUP BY listing_id
      UNION ALL
      SELECT 'conversation', conversation_id, min(created_at) FROM conversation_reports WHERE resolved_at IS NULL GROUP BY conversation_id
    ) queue
    ORDER BY opened, kind, id
    LIMIT ${QUEUE_PAGE_SIZE + 1} OFFSET ${(page - 1) * QUEUE_PAGE_SIZE}`;
}

const reportView = (r: { reason: string; details?: string; createdAt: Date }): QueueReport => ({ reason: r.reason, details: r.details ?? "", createdAt: r.createdAt.toISOString() });
const titleOf = (v: { year: number; make: { name: string }; model: { name: string } }) => `${v.year} ${v.make.name} ${v.model.name}`;

async function listingItems(ids: number[]): Promise<Map<number, Omit<ListingItem, "createdAt" | "account"> & { userId: number }>> {
  const listings = await prisma.listing.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      userId: true,
      vehicleId: true,
      status: true,
      price: true,
      vehicle: { select: { year: true, images: true, make: { select: { name: true } }, model: { select: { name: true } } } },
      reports: { where: { resolvedAt: null }, orderBy: { createdAt: "asc" }, select: { reason: true, details: true, createdAt: true } },
      screenings: { where: { reviewedAt: null, outcome: { not: "publish" } }, orderBy: { createdAt: "asc" }, select: { outcome: true, hits: true } },
    },
  });
  return new Map(
    listings.map((l) => [
      l.id,
      {
        kind: "listing" as const,
        listingId: l.id,
        vehicleId: l.vehicleId,
        conversationId: null,
        userId: l.userId,
        title: titleOf(l.vehicle),
        status: l.status,
        price: l.price.toFixed(0),
        screening: l.screenings.some((s) => s.outcome === "hold") ? "hold" : l.screenings.length > 0 ? "review" : null,
        hits: l.screenings.flatMap((s) => readHits(s.hits)),
        photo: l.vehicle.images[0] ?? null,
        reports: l.reports.map(reportView),
      },
    ]),
  );
}

const MESSAGES_SHOWN = 10;

async function conversationItems(ids: number[]) {
  const conversations = await prisma.conversation.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      vehicleId: true,
      listingTitle: true,
      buyerId: true,
      sellerId: true,
      buyer: { select: { firstName: true } },
      seller: { select: { firstName: true } },
      reports: { where: { resolvedAt: null }, orderBy: { createdAt: "asc" }, select: { reason: true, reporterId: true, createdAt: true } },
      messages: { orderBy: { createdAt: "desc" }, take: MESSAGES_SHOWN, select: { senderId: true, body: true, createdAt: true, flagged: true } },
    },
  });
  return new Map(
    conversations.map((c) => {
      // The account reported is the other side of the first reporter.
      const reporter = c.reports[0]?.reporterId;
      const reportedId = reporter === c.buyerId ? c.sellerId : c.buyerId;
      const nameOf = (id: number) => (id === c.buyerId ? `${c.buyer.firstName} (buyer)` : `${c.seller.firstName} (seller)`);
      return [
        c.id,
        {
          kind: "conversation" as const,
          listingId: null,
          vehicleId: c.vehicleId,
          conversationId: c.id,
          userId: reportedId,
          title: c.listingTitle,
          status: "reported" as const,
          reports: c.reports.map((r) => reportView(r)),
          messages: c.messages.reverse().map((m) => ({ from: nameOf(m.senderId), body: m.body, at: m.createdAt.toISOString(), flagged: m.flagged })),
        },
      ];
    }),
  );
}

/** One page of the queue; `page` counts from 1. */
export async function readModerationQueue(page: number): Promise<QueuePage> {
  const current = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const rows = await pageRows(current);
  const shown = rows.slice(0, QUEUE_PAGE_SIZE);
  const [listings, conversations] = await Promise.all([
    listingItems(shown.filter((r) => r.kind === "listing").map((r) => r.id)),
    conversationItems(shown.filter((r) => r.kind === "conversation").map((r) => r.id)),
  ]);
  const accounts = await accountHistories([...listings.values(), ...conversations.values()].map((i) => i.userId));
  const items = shown.flatMap((row): QueueItem[] => {
    const found = row.kind === "listing" ? listings.get(row.id) : conversations.get(row.id);
    if (!found) return [];
    const { userId, ...item } = found;
    return [{ ...item, createdAt: row.opened.toISOString(), account: accounts.get(userId) ?? null } as QueueItem];
  });
  return { items, page: current, hasNext: rows.length > QUEUE_PAGE_SIZE };
}

/** The queue as GET /api/staff/queue answers it. */
export function queueForApi(page: QueuePage) {
  return {
    items: page.items.map((item) => ({
      kind: item.kind,
      vehicleId: item.vehicleId,
      conversationId: item.conversationId,
      listingId: item.listingId,
      accountId: item.account?.id ?? null,
      status: item.status,
      reasons: [...(item.kind === "listing" ? item.hits.map((h) => h.rule) : []), ...item.reports.map((r) => r.reason)],
      reports: item.reports,
      createdAt: item.createdAt,
    })),
    page: page.page,
    hasNext: page.hasNext,
  };
}
