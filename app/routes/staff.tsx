// /staff: the moderation queue with its decisions (decision 43), then the audit log, newest first
// (decision 38). Every decision is a plain POST here, needs a recent sign-in and a reason.
import { data } from "react-router";
import type { Route } from "./+types/staff";
import { requireStaff } from "~/edge/staff-guard.server";
import { readForm } from "~/edge/form-body.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { refusalForForm } from "~/edge/app-error-answers.server";
import { readAuditLog } from "~/modules/staff/audit-log.server";
import { readModerationQueue } from "~/modules/moderation/queue.server";
import { queueDecisionSchema } from "~/modules/moderation/decision-schema";
import { decideFromQueue } from "~/modules/moderation/queue-decision.server";
import { AuditLogList } from "~/components/staff/audit-log-table";
import { ModerationQueue } from "~/components/staff/moderation-queue";

export const meta: Route.MetaFunction = () => [{ title: "Staff | RideMarket" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const [queue, audit] = await Promise.all([readModerationQueue(Number(params.get("queue") ?? 1)), readAuditLog(Number(params.get("page") ?? 1))]);
  return { queue, audit };
}

/** Which item's form a refusal belongs to, so it shows beside that reason field. */
const formKeyOf = (form: FormData) =>
  form.get("action") === "dismiss" || (!form.get("listingId") && form.get("conversationId")) ? `conversation-${form.get("conversationId")}` : `listing-${form.get("listingId")}`;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await readForm(request);
  const formKey = formKeyOf(form);
  const parsed = queueDecisionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ refusal: { formKey, message: parsed.error.issues[0]!.message } }, { status: 400 });
  try {
    const done = await decideFromQueue(user, parsed.data);
    const url = new URL(request.url);
    return redirectWithToast(url.pathname + url.search, { title: done, description: parsed.data.reason.slice(0, 200) });
  } catch (error) {
    const refusal = refusalForForm(error);
    return data({ refusal: { formKey, message: refusal.message } }, { status: refusal.status });
  }
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Staff</h1>
      <p className="mt-2 text-sm"><a href="#audit-log-heading" className="text-brand-700 underline">Jump to the audit log</a></p>
      <ModerationQueue queue={loaderData.queue} refusal={actionData?.refusal ?? null} />
      <AuditLogList {...loaderData.audit} />
    </main>
  );
}
