import { useEffect } from "react";
import { Form, Link, data, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/message-thread";
import { boundaryWithPanel } from "~/components/route-error-boundary";
import { invariantResponse } from "~/edge/invariant-response";
import { requireUser } from "~/edge/current-user.server";
import { clientIp } from "~/modules/security/client-address.server";
import { readThread } from "~/modules/conversations/inbox.server";
import { sendMessage } from "~/modules/conversations/sending.server";
import { reportConversation, setArchived, setBlocked } from "~/modules/conversations/controls.server";
import { RELAY_ERRORS } from "~/modules/conversations/refusals";
import { parseMessageForm, parseReportForm } from "~/modules/conversations/message-schema";
import { BLOCKED_TEXT, MESSAGE_SENT_TEXT, SUSPENDED_OTHER_TEXT } from "~/modules/conversations/message-rules";
import { formRefusal, orPageAnswer } from "~/edge/app-error-answers.server";
import { SCAM_WARNING } from "~/modules/conversations/scam-guard";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { MessageComposer } from "~/components/messages/message-composer";
import { VehicleImage } from "~/components/vehicle-image";
import { VerifiedSellerBadge } from "~/components/verified-seller-badge";
import { ReportConversationForm } from "~/components/messages/report-conversation-form";
import { readForm } from "~/edge/form-body.server";
import { parseId } from "~/shared/ids";
import { formatDateTime } from "~/shared/dates";
import { offersInThread } from "~/modules/offers/offer-views.server";
import { OfferCards } from "~/components/offers/offer-card";

/** How often an open thread looks for new messages while its tab is visible. */
const REFRESH_MS = 10_000;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  // Someone else's conversation is "not found": the page never confirms it exists.
  const thread = id ? await readThread(user.id, id) : null;
  invariantResponse(thread, RELAY_ERRORS.notFound, 404);
  return { thread, offers: await offersInThread(user.id, thread.id), sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  invariantResponse(id, RELAY_ERRORS.notFound, 404);
  const form = await readForm(request);
  const intent = form.get("intent");
  const here = `/messages/${id}`;

  if (intent === "send") {
    const submission = parseMessageForm(form);
    if (submission.status !== "success") return data({ result: submission.reply(), sent: false as const }, { status: 400 });
    try {
      await sendMessage({ userId: user.id, conversationId: id, message: submission.value.message, address: clientIp(request) });
    } catch (error) {
      return formRefusal(error, submission, { sent: false as const });
    }
    // In place (JavaScript): answer with a cleared form; otherwise Post/Redirect/Get.
    if (form.get("stay") === "1") return data({ result: submission.reply({ resetForm: true }), sent: true as const });
    return redirect(here);
  }
  if (intent === "archive" || intent === "unarchive") {
    await orPageAnswer(setArchived(user.id, id, intent === "archive"), "not-found");
    return intent === "archive" ? redirectWithToast("/messages", { title: "Conversation archived" }) : redirectWithToast(here, { title: "Conversation moved back to your inbox" });
  }
  if (intent === "block" || intent === "unblock") {
    await orPageAnswer(setBlocked(user.id, id, intent === "block"), "not-found");
    return redirectWithToast(here, intent === "block" ? { title: "Blocked", description: "Neither of you can send messages in this conversation." } : { title: "Unblocked" });
  }
  if (intent === "report") {
    // The report form's answers say so, so that the reply composer never shows them.
    const submission = parseReportForm(form);
    if (submission.status !== "success") return data({ result: submission.reply(), form: "report" as const }, { status: 400 });
    try {
      await reportConversation(user.id, id, submission.value.reason);
    } catch (error) {
      return formRefusal(error, submission, { form: "report" as const });
    }
    return redirectWithToast(here, { title: "Report sent", description: "Thank you. Our team will review this conversation." });
  }
  throw data("Unknown action", { status: 400 });
}

/** A refusal's Retry-After (a budget or the report cap) reaches the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.thread.title ?? "Conversation"} | Messages | RideMarket` }];

/** Revalidates on an interval, only while the tab is visible (and at once when it becomes visible). */
function useLiveThread() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    };
    const timer = window.setInterval(tick, REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [revalidator]);
}

export default function ThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { thread, sent } = loaderData;
  useLiveThread();
  const blocked = thread.blockedByMe || thread.blockedByOther;
  const reported = actionData && "form" in actionData;
  const lastResult = actionData && "result" in actionData && !reported ? actionData.result : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <p className="text-sm"><Link to="/messages" className="font-medium text-brand-700 underline">Back to messages</Link></p>
      <header className="mt-3 flex items-center gap-3">
        <VehicleImage src={thread.thumbnail ?? undefined} alt="" sizes="80px" width={80} height={60} lowPriority className="h-16 w-20 shrink-0 rounded-md object-cover" />
        <div className="min-w-0">
          <h1 className="text-xl font-bold">
            {thread.vehicleId ? <Link to={`/vehicles/${thread.vehicleId}`} className="hover:underline">{thread.title}</Link> : thread.title}
          </h1>
          <p className="text-sm text-slate-700">
            {thread.role === "buyer" ? "Seller" : "Buyer"}: <span data-testid="other-name">{thread.otherName}</span>
            {thread.role === "buyer" && thread.sellerVerified ? <> <VerifiedSellerBadge /></> : null}
            {thread.listingStatus && thread.listingStatus !== "active" ? <> · {thread.listingStatus === "sold" ? "Sold" : thread.listingStatus === "expired" ? "Expired" : thread.listingStatus === "pending" ? "Sale pending" : "Not active"}</> : null}
          </p>
        </div>
      </header>

      {sent ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-900" data-testid="message-sent">{MESSAGE_SENT_TEXT}</p>
      ) : null}

      {thread.otherSuspended ? (
        <p role="note" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="suspended-warning">{SUSPENDED_OTHER_TEXT}</p>
      ) : null}

      <OfferCards offers={loaderData.offers} vehicleId={thread.role === "buyer" && thread.listingStatus === "active" ? thread.vehicleId : null} />

      <ol className="mt-6 flex flex-col gap-3" aria-label="Messages" data-testid="thread">
        {thread.messages.map((m) => (
          <li key={m.id} className={`flex flex-col ${m.fromMe ? "items-end" : "items-start"}`} data-testid="message">
            {m.warning ? (
              <p role="note" className="mb-1 max-w-[85%] rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="scam-warning">
                {SCAM_WARNING}
              </p>
            ) : null}
            <div className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 ${m.fromMe ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"}`}>
              <span className="sr-only">{m.fromMe ? "You" : thread.otherName}: </span>
              {m.body}
            </div>
            <p className="mt-1 text-xs text-slate-600">
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </p>
          </li>
        ))}
      </ol>

      <section className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="reply-heading">
        <h2 id="reply-heading" className="sr-only">Reply</h2>
        {blocked ? (
          <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-slate-800" data-testid="blocked-notice">
            {thread.blockedByMe ? "You blocked this person. Neither of you can send messages in this conversation." : BLOCKED_TEXT}
          </p>
        ) : (
          <MessageComposer id={`reply-${thread.id}`} action={`/messages/${thread.id}`} label={`Reply to ${thread.otherName}`} lastResult={lastResult as never} inPlace />
        )}
      </section>

      <section className="mt-6 flex flex-col gap-4" aria-labelledby="manage-heading">
        <h2 id="manage-heading" className="text-lg font-semibold">Manage this conversation</h2>
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value={thread.archived ? "unarchive" : "archive"} />
            <button type="submit" className="min-h-11 rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
              {thread.archived ? "Move to inbox" : "Archive"}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value={thread.blockedByMe ? "unblock" : "block"} />
            <button type="submit" className="min-h-11 rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50">
              {thread.blockedByMe ? `Unblock ${thread.otherName}` : `Block ${thread.otherName}`}
            </button>
          </Form>
        </div>
        <ReportConversationForm lastResult={reported ? actionData.result : null} />
      </section>
    </div>
  );
}

export const ErrorBoundary = boundaryWithPanel({ title: "Conversation not found", message: "This conversation doesn't exist or isn't yours.", back: { to: "/messages", label: "Back to messages" } });
