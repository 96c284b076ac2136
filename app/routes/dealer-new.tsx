// /dealer/new: a signed-in user without a dealership makes one and becomes its owner.
import { parseWithZod } from "@conform-to/zod/v4";
import { getFormProps } from "@conform-to/react";
import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/dealer-new";
import { requireUser } from "~/edge/current-user.server";
import { readForm } from "~/edge/form-body.server";
import { dealerMembership } from "~/modules/dealers/membership.server";
import { createDealership } from "~/modules/dealers/dealership-profile.server";
import { dealershipSchema } from "~/modules/dealers/dealership-schema";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DealershipFields } from "~/components/dealer/dealership-fields";
import { FormErrors, fieldReply } from "~/components/dealer/form-errors";

export const meta: Route.MetaFunction = () => [{ title: "Start a Dealership | RideMarket" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (await dealerMembership(user.id)) throw redirect("/dealer");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readForm(request), { schema: dealershipSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  const outcome = await createDealership(user.id, submission.value);
  if (!outcome.ok) return data({ reply: submission.reply(fieldReply(outcome.errors)) }, { status: outcome.errors.form ? 409 : 400 });
  return redirect("/dealer");
}

export default function DealerNew({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useSchemaForm("dealer-new", dealershipSchema, actionData?.reply);
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Start a dealership</h1>
      <p className="mt-2 text-slate-600">Sell as a business: your team manages your listings together, and buyers find them on your storefront.</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <FormErrors id={form.errorId} errors={form.errors} />
        <DealershipFields fields={fields as never} />
        <button type="submit" disabled={busy} className="mt-6 w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-orange-800 disabled:opacity-60">
          {busy ? "Creating..." : "Create dealership"}
        </button>
      </Form>
    </div>
  );
}
