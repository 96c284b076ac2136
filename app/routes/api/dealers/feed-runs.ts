import type { Route } from "./+types/feed-runs";
import { dealerApiMember } from "~/edge/dealer-guard.server";
import { jsonError, privateJson } from "~/edge/json-answers.server";
import { orJsonAnswer } from "~/edge/app-error-answers.server";
import { readFeedForm, requireFeedFile } from "~/modules/feeds/feed-upload.server";
import { runFeed } from "~/modules/feeds/run-feed.server";
import { feedFromUrl } from "~/modules/feeds/feed-url.server";
import { jsonObjectOrRefusal } from "~/edge/json-body.server";

// POST /api/dealers/:slug/feed-runs (multipart, the document in the field "file"; or JSON
// { url }, fetched once from that https address; ?dryRun=1 to only check it): the run's report.
// Managers and owners run feeds.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method Not Allowed", 405, { Allow: "POST" });
  const guarded = await dealerApiMember(request, params.slug, "manager");
  if (guarded.response) return guarded.response;
  const dryRun = new URL(request.url).searchParams.get("dryRun") === "1";
  return orJsonAnswer(
    async () => {
      const byUrl = /^application\/json/i.test(request.headers.get("Content-Type") ?? "");
      let upload;
      if (byUrl) {
        const json = await jsonObjectOrRefusal(request);
        if (json.response) return json.response;
        upload = await feedFromUrl(json.body.url);
      } else {
        upload = requireFeedFile((await readFeedForm(request)).upload);
      }
      const source = byUrl ? "pull" : "upload";
      const report = await runFeed({ dealershipId: guarded.membership.dealershipId, document: upload.document, format: upload.format, source, dryRun, startedById: guarded.user.id });
      return privateJson(report, dryRun ? 200 : 201);
    },
    { withField: true },
  );
}
