// /dealer/profile: the dealership's record and its logo. Owners and managers change them; sales
// members read them. The logo is its own multipart form, so the record's form stays a plain one.
import { parseWithZod } from "@conform-to/zod/v4";
import { getFormProps } from "@conform-to/react";
import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/dealer-profile";
import { requireDealerMember } from "~/edge/dealer-guard.server";
import { hasDealerRole } from "~/modules/dealers/membership.server";
import { dealershipRecord, updateDealership, type DealershipRecord } from "~/modules/dealers/dealership-profile.server";
import { dealershipSchema, hoursFields, WEEKDAYS } from "~/modules/dealers/dealership-schema";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DealershipFields } from "~/components/dealer/dealership-fields";
import { FormErrors, fieldReply } from "~/components/dealer/form-errors";
import { LogoForm, type LogoReply } from "~/components/dealer/logo-form";
import { CHOOSE_A_LOGO, removeDealershipLogo, replaceDealershipLogo } from "~/modules/dealers/dealership-logo.server";
import { withPhotoPost } from "~/modules/media/photo-post.server";
import { isChosenFile } from "~/modules/media/photo-intents.server";
import { AppError, isAppError } from "~/utils/app-error";

export const meta: Route.MetaFunction = () => [{ title: "Dealership Profile | RideMarket" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { membership } = await requireDealerMember(request);
  return { record: await dealershipRecord(membership.dealershipId), canEdit: hasDealerRole(membership, "manager") };
}

export async function action({ request }: Route.ActionArgs) {
  const { user, membership } = await requireDealerMember(request, "manager");
  const dealershipId = membership.dealershipId;
  return withPhotoPost(request, user.id, async ({ form, refusal }) => {
    const intent = form.get("intent");
    if (intent === "logo") return logoUpload(form, refusal, user.id, dealershipId);
    if (refusal) throw data(refusal.message, { status: refusal.status });
    if (intent === "remove-logo") {
      await removeDealershipLogo(dealershipId);
      return { logo: { saved: "removed" } satisfies LogoReply };
    }
    const submission = parseWithZod(form, { schema: dealershipSchema });
    if (submission.status !== "success") return data({ reply: submission.reply(), saved: false }, { status: 400 });
    const outcome = await updateDealership(dealershipId, submission.value);
    if (!outcome.ok) return data({ reply: submission.reply(fieldReply(outcome.errors)), saved: false }, { status: 400 });
    return { reply: submission.reply(), saved: true };
  });
}

async function logoUpload(form: FormData, refusal: AppError | null, userId: number, dealershipId: number) {
  const refused = (error: AppError) => data({ logo: { error: error.message } satisfies LogoReply }, { status: error.status });
  if (refusal) return refused(refusal);
  const file = form.get("logo");
  if (!file || !isChosenFile(file)) return refused(new AppError(CHOOSE_A_LOGO, { status: 400, code: "upload-refused" }));
  try {
    await replaceDealershipLogo(dealershipId, userId, file);
  } catch (error) {
    if (isAppError(error)) return refused(error);
    throw error;
  }
  return { logo: { saved: "uploaded" } satisfies LogoReply };
}

export default function DealerProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="profile-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="profile-heading" className="text-xl font-semibold">Profile</h2>
      <LogoForm logo={loaderData.record.logo} name={loaderData.record.name} canEdit={loaderData.canEdit} reply={actionData && "logo" in actionData ? actionData.logo : undefined} />
      {loaderData.canEdit ? (
        <ProfileForm record={loaderData.record} reply={actionData && "reply" in actionData ? actionData.reply : undefined} saved={actionData && "saved" in actionData ? actionData.saved === true : false} />
      ) : (
        <ProfileView record={loaderData.record} />
      )}
    </section>
  );
}

function ProfileForm({ record, reply, saved }: { record: DealershipRecord; reply: unknown; saved: boolean }) {
  const busy = useNavigation().state !== "idle";
  const { hours, logo: _logo, ...fields } = record;
  const [form, meta] = useSchemaForm("dealer-profile", dealershipSchema, reply, { ...fields, ...hoursFields(hours) } as never);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4">
      {saved ? <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">Profile saved.</p> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <DealershipFields fields={meta as never} />
      <button type="submit" disabled={busy} className="mt-6 w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-orange-800 disabled:opacity-60 sm:w-auto">
        {busy ? "Saving..." : "Save profile"}
      </button>
    </Form>
  );
}

function ProfileView({ record }: { record: DealershipRecord }) {
  const rows: [string, string][] = [
    ["Name", record.name],
    ["Storefront address", `/dealers/${record.slug}`],
    ["Address", [record.street, `${record.city}, ${record.state} ${record.zip}`].filter(Boolean).join(", ")],
    ["Phone", record.phone],
    ["License number", record.licenseNumber || "None given"],
    ...WEEKDAYS.map((day, d): [string, string] => {
      const open = record.hours.find((h) => h.day === d);
      return [day, open ? `${open.opens} to ${open.closes}` : "Closed"];
    }),
  ];
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">Only owners and managers can change the profile.</p>
      <dl className="mt-4 grid gap-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
