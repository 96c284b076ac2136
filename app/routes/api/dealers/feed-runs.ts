import type { Route } from "./+types/feed-runs";
import { dealerApiMember } from "~/edge/dealer-guard.server";
import { jsonError, privateJson } from "~/edge/json-answers.server";
import { orJsonAnswer } from "~/edge/app-error-answers.server";
import { readFeedForm, requireFeedFile } from "~/modules/feeds/feed-upload.server";
import { runFeed } from "~/modules/feeds/run-feed.server";

// POST /api/dealers/:slug/feed-runs (multipart, the document in the field "file"; ?dryRun=1 to
// only check it): the run's report. Managers and owners run feeds.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method Not Allowed", 405, { Allow: "POST" });
  const guarded = await dealerApiMember(request, params.slug, "manager");
  if (guarded.response) return guarded.response;
  const dryRun = new URL(request.url).searchParams.get("dryRun") === "1";
  return orJsonAnswer(
    async () => {
      const upload = requireFeedFile((await readFeedForm(request)).upload);
      const report = await runFeed({ dealershipId: guarded.membership.dealershipId, document: upload.document, format: upload.format, source: "upload", dryRun, startedById: guarded.user.id });
      return privateJson(report, dryRun ? 200 : 201);
    },
    { withField: true },
  );
}
