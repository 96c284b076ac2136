// Verified Seller (/account/verification): prove a phone number by a texted code; with an account
// old enough, listings and messages show "Verified seller".
import { data } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/account-verification";
import { readForm } from "~/edge/form-body.server";
import { formReply, refusalForForm } from "~/edge/app-error-answers.server";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { requireUser } from "~/edge/current-user.server";
import { PhoneVerification } from "~/components/account/phone-verification";
import { confirmPhoneCodeSchema, sendPhoneCodeSchema } from "~/modules/verification/schemas";
import { confirmPhoneCode, pendingPhone, sendPhoneCode } from "~/modules/verification/phone-verification.server";
import { sellerStanding } from "~/modules/verification/seller-standing.server";
import { ACCOUNT_PATHS } from "~/shared/account-paths";

export const meta: Route.MetaFunction = () => [{ title: "Verified Seller | RideMarket" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [standing, pending] = await Promise.all([sellerStanding(user.id), pendingPhone(user.id)]);
  return { standing, pending };
}

const HERE = ACCOUNT_PATHS.verification;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "send-code") {
    const submission = parseWithZod(form, { schema: sendPhoneCodeSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      await sendPhoneCode(user.id, submission.value.phone);
    } catch (error) {
      return formReply(submission, refusalForForm(error), { intent });
    }
    return redirectWithToast(HERE, { title: "Code Sent", description: "We texted you a 6-digit code. Enter it below." });
  }
  if (intent === "confirm-code") {
    const submission = parseWithZod(form, { schema: confirmPhoneCodeSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      await confirmPhoneCode(user.id, submission.value.code);
    } catch (error) {
      return formReply(submission, refusalForForm(error), { intent });
    }
    return redirectWithToast(HERE, { title: "Phone Verified", description: "Your phone number is verified." });
  }
  throw data("Unknown action", { status: 400 });
}

export default function VerificationPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PhoneVerification standing={loaderData.standing} pending={loaderData.pending} reply={actionData ?? null} />;
}
