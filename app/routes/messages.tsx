import { Link } from "react-router";
import type { Route } from "./+types/messages";
import { requireUser } from "~/edge/current-user.server";
import { listConversations } from "~/modules/conversations/inbox.server";
import { formatDate } from "~/shared/dates";
import { VehicleImage } from "~/components/vehicle-image";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const archived = new URL(request.url).searchParams.get("archived") === "1";
  return { archived, conversations: await listConversations(user.id, { archived }) };
}

export const meta: Route.MetaFunction = () => [{ title: "Messages | RideMarket" }];

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { conversations, archived } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{archived ? "Archived messages" : "Messages"}</h1>
        <Link to={archived ? "/messages" : "/messages?archived=1"} className="text-sm font-medium text-brand-700 underline">
          {archived ? "Back to inbox" : "Archived conversations"}
        </Link>
      </div>
      {conversations.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="font-medium">{archived ? "No archived conversations" : "No messages yet"}</p>
          {archived ? null : (
            <p className="mt-1 text-sm text-slate-600">
              Use Contact Seller on a vehicle page to ask a seller a question. <Link to="/buy" className="font-medium text-brand-700 underline">Browse vehicles</Link>
            </p>
          )}
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" data-testid="conversation-list">
          {conversations.map((c) => (
            <li key={c.id}>
              <Link
                to={`/messages/${c.id}`}
                data-testid="conversation-row"
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <VehicleImage src={c.thumbnail ?? undefined} alt="" sizes="80px" width={80} height={60} lowPriority className="h-16 w-20 shrink-0 rounded-md object-cover" />
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className={`truncate ${c.unread ? "font-bold" : "font-semibold"}`}>{c.title}</h2>
                    {c.unread ? (
                      <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="conversation-unread">
                        {c.unread}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                  </div>
                  <p className="text-sm text-slate-700">
                    {c.role === "buyer" ? "Seller" : "Buyer"}: {c.otherName}
                    {c.lastMessage ? <span className="text-slate-600"> · {formatDate(c.lastMessage.createdAt)}</span> : null}
                  </p>
                  {c.lastMessage?.warning ? (
                    <p className="text-sm font-semibold text-red-800" data-testid="conversation-warning">Be careful: this message may be a scam</p>
                  ) : null}
                  {c.lastMessage ? (
                    <p className="truncate text-sm text-slate-600">
                      {c.lastMessage.fromMe ? "You: " : ""}
                      {c.lastMessage.excerpt}
                    </p>
                  ) : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
