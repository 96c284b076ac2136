import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/vehicle-contact";
import { invariantResponse } from "~/edge/invariant-response";
import { requireUser } from "~/edge/current-user.server";
import { clientIp } from "~/modules/security/client-address.server";
import { loadVehicleDetail } from "~/modules/public-listings/vehicle-detail.server";
import { conversationIdFor } from "~/modules/conversations/inbox.server";
import { messageAboutVehicle } from "~/modules/conversations/sending.server";
import { formRefusal } from "~/edge/app-error-answers.server";
import { isEmailVerified } from "~/modules/accounts/email-verification.server";
import { parseMessageForm } from "~/modules/conversations/message-schema";
import { takesNewConversations } from "~/modules/conversations/message-rules";
import { ContactBody } from "~/components/messages/contact-body";
import { readForm } from "~/edge/form-body.server";
import { parseId } from "~/shared/ids";
import { isStaffRole } from "~/modules/staff/roles";

// GET /vehicles/:id/contact: the contact form on its own page (where a failed send without
// JavaScript lands). POST: the buyer's message; success goes to the conversation.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const loaded = id ? await loadVehicleDetail(id, { id: user.id, staff: isStaffRole(user.role) }) : null;
  invariantResponse(loaded, "Vehicle Not Found", 404);
  const vehicle = loaded.detail;
  const existing = await conversationIdFor(user.id, vehicle.id);
  return {
    vehicle: { id: vehicle.id, title: `${vehicle.year} ${vehicle.make} ${vehicle.model}` },
    isOwner: loaded.viewerManages,
    active: takesNewConversations(vehicle.status),
    conversationId: existing,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const vehicleId = parseId(params.id);
  invariantResponse(vehicleId, "Vehicle Not Found", 404);
  const submission = parseMessageForm(await readForm(request));
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false as const }, { status: 400 });
  try {
    const sent = await messageAboutVehicle({
      buyerId: user.id,
      vehicleId,
      message: submission.value.message,
      address: clientIp(request),
      emailVerified: await isEmailVerified(user.id),
    });
    return redirect(`/messages/${sent.conversationId}?sent=1`);
  } catch (error) {
    return formRefusal(error, submission, { sent: false as const });
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Contact Seller | RideMarket" }];

export default function ContactSellerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicle, isOwner, active, conversationId } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">Contact Seller</h1>
      <p className="mt-1 text-slate-700">
        About the <Link to={`/vehicles/${vehicle.id}`} className="font-medium text-brand-700 underline">{vehicle.title}</Link>
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <ContactBody vehicleId={vehicle.id} isOwner={isOwner} active={active} conversationId={conversationId} lastResult={actionData?.result ?? null} formId="contact-page" />
      </div>
    </div>
  );
}
