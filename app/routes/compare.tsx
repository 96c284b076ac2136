import { data, redirect } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/compare";
import { readForm } from "~/edge/form-body.server";
import { getOptionalUser } from "~/edge/current-user.server";
import { compareListHeader, readCompareList } from "~/edge/cookies/compare.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { isAppError } from "~/utils/app-error";
import { safeRedirect } from "~/shared/redirects";
import { compareHref } from "~/modules/compare/compare-list";
import { compareChangeSchema } from "~/modules/compare/compare-form";
import { changeCompareList, loadComparison } from "~/modules/compare/compare.server";
import { ComparePage } from "~/components/compare/compare-page";

export const meta: Route.MetaFunction = () => [{ title: "Compare vehicles | RideMarket" }, { name: "robots", content: "noindex, follow" }];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.has("ids")) {
    // /compare alone is the visitor's own list, at its shareable address.
    const list = await readCompareList(request);
    if (list.length) throw redirect(compareHref(list), { headers: { "Cache-Control": "private, no-store" } });
  }
  const user = await getOptionalUser(request);
  const comparison = await loadComparison(url.searchParams, user?.id ?? null);
  const refused = comparison.idsError !== null || comparison.zipError !== null;
  // The URL says everything the page shows, unless the distance is from the account's zip code.
  const cacheControl = refused || comparison.origin?.from === "account" ? "private, no-store" : "public, max-age=60, stale-while-revalidate=120";
  return data({ ...comparison, zip: url.searchParams.get("zip") ?? "", ids: url.searchParams.get("ids") ?? "" }, { status: refused ? 400 : 200, headers: { "Cache-Control": cacheControl } });
}

// Add and remove, from cards, vehicle pages and this page; each form names the page to return to.
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: compareChangeSchema });
  if (submission.status !== "success") throw data(Object.values(submission.error ?? {}).flat()[0] ?? "Bad request", { status: 400 });
  const { intent, id } = submission.value;
  const back = safeRedirect(submission.value.redirect, compareHref([]));
  try {
    const change = await changeCompareList(await readCompareList(request), { intent, id });
    return redirectWithToast(back, { title: change.message }, { headers: { "Set-Cookie": await compareListHeader(change.list) } });
  } catch (error) {
    if (isAppError(error, "conflict")) return redirectWithToast(back, { title: error.message, variant: "destructive" });
    if (isAppError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage {...loaderData} />;
}
