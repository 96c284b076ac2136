import { Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/dealer-inbox";
import { z } from "zod";
import { requireDealerMember } from "~/edge/dealer-guard.server";
import { readForm } from "~/edge/form-body.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { refusalForForm } from "~/edge/app-error-answers.server";
import { hasDealerRole } from "~/modules/dealers/membership.server";
import { dealerMembers, dealerThreads, medianFirstResponseMs, parseInboxFilter, type InboxFilter } from "~/modules/dealer-inbox/threads.server";
import { assignThread } from "~/modules/dealer-inbox/assignment.server";
import { formatResponseTime } from "~/modules/dealer-inbox/durations";
import { DealerThreadRow } from "~/components/dealer/dealer-thread-row";

export const meta: Route.MetaFunction = () => [{ title: "Inbox | Dealer | RideMarket" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { user, membership } = await requireDealerMember(request);
  const filter = parseInboxFilter(new URL(request.url).searchParams.get("show"));
  const [threads, medianMs, members] = await Promise.all([
    dealerThreads(membership.dealershipId, user.id, filter),
    medianFirstResponseMs(membership.dealershipId),
    dealerMembers(membership.dealershipId),
  ]);
  return { filter, threads, medianMs, members, me: user.id, assignsAny: hasDealerRole(membership, "manager") };
}

const optionalId = z.preprocess((v) => (v === "" || v === undefined ? null : v), z.coerce.number().int().positive().nullable());
const assignForm = z.object({ conversationId: z.coerce.number().int().positive(), assigneeId: optionalId, expectedId: optionalId });

export async function action({ request }: Route.ActionArgs) {
  const member = await requireDealerMember(request);
  const form = await readForm(request);
  const parsed = assignForm.safeParse(Object.fromEntries(form));
  if (form.get("intent") !== "assign" || !parsed.success) throw data("Unknown action", { status: 400 });
  try {
    await assignThread({ member: { userId: member.user.id, membership: member.membership }, ...parsed.data });
  } catch (error) {
    const refusal = refusalForForm(error);
    return data({ error: refusal.message, conversationId: parsed.data.conversationId }, { status: refusal.status });
  }
  const back = `/dealer/inbox${new URL(request.url).search}`;
  return redirectWithToast(back, { title: parsed.data.assigneeId === null ? "Conversation unassigned" : "Conversation assigned" });
}

const FILTER_LABELS: Record<InboxFilter, string> = { all: "All", unassigned: "Unassigned", mine: "Mine" };

export default function DealerInboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, threads, medianMs, members, me, assignsAny } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading" className="text-2xl font-bold">Inbox</h1>
      <p className="mt-2 text-slate-700" data-testid="median-response">
        {medianMs === null ? "No first answers in the last 30 days yet." : <>Median first response, last 30 days: <strong>{formatResponseTime(medianMs)}</strong></>}
      </p>
      <nav aria-label="Show conversations" className="mt-4 flex gap-2">
        {(Object.keys(FILTER_LABELS) as InboxFilter[]).map((f) => (
          <Link key={f} to={f === "all" ? "/dealer/inbox" : `/dealer/inbox?show=${f}`} aria-current={f === filter ? "page" : undefined}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold ${f === filter ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800 hover:bg-slate-50"}`}>
            {FILTER_LABELS[f]}
          </Link>
        ))}
      </nav>
      {actionData?.error ? <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900" data-testid="assign-error">{actionData.error}</p> : null}
      {threads.length === 0 ? (
        <p className="mt-6 text-slate-700" data-testid="inbox-empty">No conversations here.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" aria-label="Conversations">
          {threads.map((t) => <DealerThreadRow key={t.id} thread={t} members={members} me={me} assignsAny={assignsAny} busy={busy} />)}
        </ul>
      )}
    </section>
  );
}
