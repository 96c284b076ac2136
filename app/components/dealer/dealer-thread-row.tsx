import { Form, Link } from "react-router";
import type { DealerThread } from "~/modules/dealer-inbox/threads.server";
import { formatResponseTime } from "~/modules/dealer-inbox/durations";
import { formatDateTime } from "~/shared/dates";

interface Member {
  id: number;
  name: string;
}

interface RowProps {
  thread: DealerThread;
  members: Member[];
  me: number;
  /** Owners and managers assign to anyone; sales only take an unassigned thread. */
  assignsAny: boolean;
  busy: boolean;
}

const button = "min-h-11 rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";

/** One thread of the dealership's inbox, with its assignment form. */
export function DealerThreadRow({ thread: t, members, me, assignsAny, busy }: RowProps) {
  const fieldId = `assignee-${t.id}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="dealer-thread">
      <p className="font-semibold">
        <Link to={`/messages/${t.id}`} className="text-brand-700 underline">{t.title}</Link>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Buyer</dt>
        <dd>{t.buyerName}</dd>
        <dt className="text-slate-600">Assigned to</dt>
        <dd data-testid="thread-assignee">{t.assignee ? t.assignee.name : "Nobody yet"}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd data-testid="thread-waiting">{t.waiting ? "Waiting for an answer" : "Answered"}</dd>
        <dt className="text-slate-600">First response</dt>
        <dd data-testid="thread-first-response">{t.firstResponseMs === null ? "Not yet" : formatResponseTime(t.firstResponseMs)}</dd>
        <dt className="text-slate-600">Last message</dt>
        <dd><time dateTime={t.lastMessageAt}>{formatDateTime(t.lastMessageAt)}</time></dd>
      </dl>
      {assignsAny ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="conversationId" value={t.id} />
          <input type="hidden" name="expectedId" value={t.assignee?.id ?? ""} />
          <div className="flex flex-col">
            <label htmlFor={fieldId} className="text-sm font-medium">Assign to</label>
            <select id={fieldId} name="assigneeId" defaultValue={t.assignee?.id ?? ""} className="min-h-11 rounded-md border border-slate-400 px-3 py-2">
              <option value="">Nobody</option>
              {members.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
            </select>
          </div>
          <button type="submit" disabled={busy} className={button}>Save assignment</button>
        </Form>
      ) : t.assignee === null ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="conversationId" value={t.id} />
          <input type="hidden" name="assigneeId" value={me} />
          <input type="hidden" name="expectedId" value="" />
          <button type="submit" disabled={busy} className={button}>Take this conversation</button>
        </Form>
      ) : null}
    </li>
  );
}
