import { Link } from "react-router";
import type { ConversationItem, ListingItem, QueuePage } from "~/modules/moderation/queue.server";
import { photoUrl } from "~/modules/moderation/evidence";
import { DecisionForm, type DecisionRefusal } from "./decision-form";
import { Account, Reports, RuleHits } from "./queue-evidence";

const focusRing = "rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

const STATUS_LABELS: Record<string, string> = { in_review: "In review", hidden: "Hidden", rejected: "Rejected", active: "Active", pending: "Sale pending", sold: "Sold", expired: "Expired" };

function listingActions(item: ListingItem) {
  const actions: { action: "approve" | "reject" | "hide" | "restore" | "suspend" | "restore-account"; label: string; danger?: boolean }[] = [];
  if (item.status !== "rejected") actions.push({ action: "approve", label: item.status === "in_review" ? "Approve" : "Keep it up" });
  if (item.status !== "rejected") actions.push({ action: "reject", label: "Reject", danger: true });
  if (["active", "pending", "in_review", "expired"].includes(item.status)) actions.push({ action: "hide", label: "Hide" });
  if (item.status === "hidden") actions.push({ action: "restore", label: "Restore listing" });
  if (item.account) actions.push(item.account.suspended ? { action: "restore-account", label: "Restore account" } : { action: "suspend", label: "Suspend account", danger: true });
  return actions;
}

function ListingCard({ item, refusal }: { item: ListingItem; refusal: DecisionRefusal | null }) {
  const photo = item.photo ? photoUrl(item.photo) ?? item.photo : null;
  const why = item.screening === "hold" ? "Held by screening" : item.screening === "review" ? "Queued by screening" : "Reported";
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="queue-item" aria-labelledby={`listing-${item.listingId}-title`}>
      <div className="flex gap-3">
        {photo ? <img src={photo} alt="" width={96} height={64} className="h-16 w-24 shrink-0 rounded-md bg-slate-100 object-cover" /> : null}
        <div className="min-w-0">
          <h3 id={`listing-${item.listingId}-title`} className="font-semibold text-slate-900">
            <Link to={`/vehicles/${item.vehicleId}`} className={`${focusRing} underline`}>{item.title}</Link>
          </h3>
          <p className="text-sm text-slate-700">${item.price} · {STATUS_LABELS[item.status] ?? item.status} · {why} since {item.createdAt.slice(0, 10)}</p>
        </div>
      </div>
      <RuleHits hits={item.hits} />
      <Reports reports={item.reports} />
      <Account account={item.account} />
      <DecisionForm formKey={`listing-${item.listingId}`} ids={{ listingId: item.listingId, accountId: item.account?.id }} actions={listingActions(item)} refusal={refusal} />
    </article>
  );
}

function ConversationCard({ item, refusal }: { item: ConversationItem; refusal: DecisionRefusal | null }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="queue-item" aria-labelledby={`conversation-${item.conversationId}-title`}>
      <h3 id={`conversation-${item.conversationId}-title`} className="font-semibold text-slate-900">Conversation about the {item.title}</h3>
      <p className="text-sm text-slate-700">Reported since {item.createdAt.slice(0, 10)}</p>
      <Reports reports={item.reports} />
      <div className="mt-3">
        <h4 className="text-sm font-semibold text-slate-900">Latest messages</h4>
        <ol className="mt-1 flex flex-col gap-1 text-sm">
          {item.messages.map((m, i) => (
            <li key={i} className={m.flagged ? "rounded bg-red-50 px-2 py-1" : undefined}>
              <span className="font-medium">{m.from}</span>{m.flagged ? " (flagged)" : ""}: <span className="break-words">{m.body}</span>
            </li>
          ))}
        </ol>
      </div>
      <Account account={item.account} />
      <DecisionForm
        formKey={`conversation-${item.conversationId}`}
        ids={{ conversationId: item.conversationId, accountId: item.account?.id }}
        actions={[
          { action: "dismiss", label: "Dismiss reports" },
          item.account?.suspended ? { action: "restore-account", label: "Restore account" } : { action: "suspend", label: "Suspend account", danger: true },
        ]}
        refusal={refusal}
      />
    </article>
  );
}

/** Held, queued and reported listings and reported conversations, oldest first, one card each. */
export function ModerationQueue({ queue, refusal }: { queue: QueuePage; refusal: DecisionRefusal | null }) {
  return (
    <section aria-labelledby="queue-heading" className="mt-6">
      <h2 id="queue-heading" className="text-xl font-semibold">Moderation queue</h2>
      <p className="mt-1 text-sm text-slate-600">Held and reported listings and reported conversations, oldest first. Every decision needs a reason.</p>
      {queue.items.length === 0 ? (
        <p className="mt-4 text-slate-600">Nothing is waiting.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4" data-testid="moderation-queue">
          {queue.items.map((item) => (
            <li key={`${item.kind}-${item.kind === "listing" ? item.listingId : item.conversationId}`}>
              {item.kind === "listing" ? <ListingCard item={item} refusal={refusal} /> : <ConversationCard item={item} refusal={refusal} />}
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Queue pages" className="mt-6 flex justify-between text-sm">
        {queue.page > 1 ? <Link to={`/staff?queue=${queue.page - 1}`} className={`${focusRing} text-brand-700 underline`}>Older items</Link> : <span />}
        {queue.hasNext ? <Link to={`/staff?queue=${queue.page + 1}`} className={`${focusRing} text-brand-700 underline`}>Newer items</Link> : null}
      </nav>
    </section>
  );
}
