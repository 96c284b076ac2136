// A dealership's feed (/dealer/feeds, decision 47): upload a CSV, XML or JSON document and check it
// (a dry run), read the report, apply it; the latest runs; where the product pulls the feed from.
// Managers and owners run feeds; sales members read.
import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/dealer-feeds";
import { requireDealerMember } from "~/edge/dealer-guard.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { hasDealerRole } from "~/modules/dealers/membership.server";
import { readFeedForm, requireFeedFile } from "~/modules/feeds/feed-upload.server";
import { applyCheckedFeed, checkFeed } from "~/modules/feeds/feed-checks.server";
import { feedPage, feedPullSchema, saveFeedPull } from "~/modules/feeds/feed-page.server";
import { FeedReport, FeedRunList } from "~/components/dealer/feed-report";
import { AppError, isAppError } from "~/utils/app-error";
import { parseId } from "~/shared/ids";
import { FEED_COLUMNS, FEED_PULL_HOURS } from "~/modules/feeds/columns";

export const meta: Route.MetaFunction = () => [{ title: "Feeds | RideMarket" }];

const HERE = "/dealer/feeds";

export async function loader({ request }: Route.LoaderArgs) {
  const { membership } = await requireDealerMember(request);
  const runId = parseId(new URL(request.url).searchParams.get("run"));
  return { canRun: hasDealerRole(membership, "manager"), ...(await feedPage(membership.dealershipId, runId)) };
}

type Reply = { intent: string; error: string; field: string | null };

const reply = (intent: string, error: AppError) => data<Reply>({ intent, error: error.message, field: error.field ?? null }, { status: error.status });

export async function action({ request }: Route.ActionArgs) {
  const { user, membership } = await requireDealerMember(request, "manager");
  const dealershipId = membership.dealershipId;
  let intent = "check";
  try {
    const { fields: form, upload: uploaded } = await readFeedForm(request);
    intent = String(form.get("intent") ?? "check");
    if (intent === "check") {
      const upload = requireFeedFile(uploaded);
      const report = await checkFeed({ dealershipId, userId: user.id, document: upload.document, format: upload.format });
      return redirect(`${HERE}?run=${report.runId}`);
    }
    if (intent === "apply") {
      const checkRunId = parseId(String(form.get("run") ?? ""));
      if (!checkRunId) throw new AppError("Choose a check to apply.", { status: 400, code: "bad-request" });
      const report = await applyCheckedFeed({ dealershipId, userId: user.id, checkRunId });
      return redirect(`${HERE}?run=${report.runId}`);
    }
    if (intent === "pull") {
      const parsed = feedPullSchema.safeParse({ url: form.get("url"), everyHours: form.get("everyHours") });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return data<Reply>({ intent, error: issue.message, field: String(issue.path[0]) }, { status: 400 });
      }
      await saveFeedPull(dealershipId, parsed.data);
      return redirectWithToast(HERE, { title: "Feed Address Saved", description: "We will pull your feed from this address on schedule." });
    }
  } catch (error) {
    if (isAppError(error)) return reply(intent, error);
    throw error;
  }
  throw data("Unknown action", { status: 400 });
}

const inputClass = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base";
const buttonClass = "mt-3 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";

function FieldError({ id, reply, intent }: { id: string; reply: Reply | undefined; intent: string }) {
  if (!reply || reply.intent !== intent) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" role="alert">
      {reply.error}
    </p>
  );
}

export default function DealerFeeds({ loaderData: page, actionData }: Route.ComponentProps) {
  const failed = actionData as Reply | undefined;
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">Feeds</h1>
      <p className="mt-1 text-sm text-slate-700">{page.planText}</p>
      <details className="mt-2 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium">What a feed holds</summary>
        <p className="mt-1">
          Every unit on your lot, one per row, each time: a unit left out is unpublished. Columns: {FEED_COLUMNS.join(", ")}. Only stock_number is a key; photos are https addresses, separated by | in a CSV.
        </p>
      </details>
      {page.canRun ? (
        <Form method="post" encType="multipart/form-data" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-lg font-semibold">Upload a feed</h2>
          <label htmlFor="feed-file" className="mt-2 block text-sm font-medium">
            Feed file (CSV, XML or JSON)
          </label>
          <input id="feed-file" name="file" type="file" required accept=".csv,.xml,.json,text/csv,application/xml,text/xml,application/json" className={inputClass} aria-describedby={failed?.intent === "check" ? "feed-file-error" : undefined} />
          <FieldError id="feed-file-error" reply={failed} intent="check" />
          <button type="submit" className={buttonClass}>
            Check feed
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-700">Managers and owners run the feed; you can read its runs.</p>
      )}
      {page.run ? <FeedReport run={page.run} heldBackMessage={page.heldBackMessage} /> : null}
      {page.run && page.canApply && page.canRun ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="run" value={page.run.runId} />
          <button type="submit" name="intent" value="apply" className={buttonClass}>
            Apply
          </button>
          <FieldError id="apply-error" reply={failed} intent="apply" />
        </Form>
      ) : null}
      <section aria-labelledby="runs-title" className="mt-6">
        <h2 id="runs-title" className="text-lg font-semibold">
          Latest runs
        </h2>
        <FeedRunList runs={page.runs} />
      </section>
      {page.canRun ? (
        <Form method="post" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-lg font-semibold">Pull the feed from an address</h2>
          {page.pull?.lastPulledAt ? <p className="text-sm text-slate-700">Last pulled {page.pull.lastPulledAt.slice(0, 16).replace("T", " ")} UTC.</p> : null}
          <label htmlFor="feed-url" className="mt-2 block text-sm font-medium">
            Feed address (https)
          </label>
          <input id="feed-url" name="url" type="url" required defaultValue={page.pull?.url ?? ""} className={inputClass} aria-invalid={failed?.field === "url" || undefined} aria-describedby={failed?.field === "url" ? "feed-url-error" : undefined} />
          {failed?.field === "url" ? <FieldError id="feed-url-error" reply={failed} intent="pull" /> : null}
          <label htmlFor="feed-every" className="mt-3 block text-sm font-medium">
            Pull it every
          </label>
          <select id="feed-every" name="everyHours" defaultValue={String(page.pull?.everyHours ?? 24)} className={inputClass}>
            {FEED_PULL_HOURS.map((h) => (
              <option key={h} value={h}>
                {h === 1 ? "hour" : `${h} hours`}
              </option>
            ))}
          </select>
          {failed?.field === "everyHours" ? <FieldError id="feed-every-error" reply={failed} intent="pull" /> : null}
          <button type="submit" name="intent" value="pull" className={buttonClass}>
            Save address
          </button>
        </Form>
      ) : null}
    </div>
  );
}
