// The dealership's plan (/dealer/plan): every member reads it; only an owner changes it.
import { data, redirect } from "react-router";
import type { Route } from "./+types/dealer-plan";
import { requireDealerMember } from "~/edge/dealer-guard.server";
import { readForm } from "~/edge/form-body.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { plainFormReply } from "~/edge/app-error-answers.server";
import { isAppError } from "~/utils/app-error";
import { appOrigin } from "~/modules/mail/origin.server";
import { choosePlan, planOverview } from "~/modules/dealer-plans/plans.server";
import { PlanPage } from "~/components/dealers/plan-page";

export const meta: Route.MetaFunction = () => [{ title: "Plan | RideMarket Dealers" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { membership } = await requireDealerMember(request);
  const subscribed = new URL(request.url).searchParams.has("subscribed");
  return data({ overview: await planOverview(membership), subscribed }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  const { user, membership } = await requireDealerMember(request);
  const form = await readForm(request);
  try {
    const chosen = await choosePlan(membership, user.email, String(form.get("plan") ?? ""), `${appOrigin()}/dealer/plan`);
    if (chosen.kind === "checkout") return redirect(chosen.url);
    return redirectWithToast("/dealer/plan", { title: "Plan Updated", description: "Your dealership's plan has been changed." });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return plainFormReply(error, { error: error.message });
  }
}

export default function DealerPlan({ loaderData, actionData }: Route.ComponentProps) {
  return <PlanPage {...loaderData} error={actionData?.error ?? null} />;
}
