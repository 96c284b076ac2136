import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/vehicle-contact";
import { invariantResponse } from "~/edge/invariant-response";
import { requireUser } from "~/modules/accounts/current-user.server";
import { clientIp } from "~/modules/security/client-address.server";
import { getVehicleDetail } from "~/modules/listings/vehicle-detail.server";
import { conversationIdFor, messageAboutVehicle, RELAY_ERRORS } from "~/modules/conversations/relay.server";
import { isEmailVerified } from "~/modules/accounts/email-verification.server";
import { parseMessageForm, refusedSend } from "~/modules/conversations/form-replies.server";
import { ContactBody } from "~/components/messages/contact-body";
import { readForm } from "~/edge/form-body.server";
import { parseId } from "~/shared/ids";

// GET /vehicles/:id/contact: the contact form on its own page (where a failed send without
// JavaScript lands). POST: the buyer's message; success goes to the conversation.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const vehicle = id ? await getVehicleDetail(id, user.id) : null;
  invariantResponse(vehicle, "Vehicle Not Found", 404);
  const existing = await conversationIdFor(user.id, vehicle.id);
  return {
    vehicle: { id: vehicle.id, title: `${vehicle.year} ${vehicle.make} ${vehicle.model}` },
    isOwner: vehicle.userId === user.id,
    active: vehicle.status === "active",
    conversationId: existing,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const vehicleId = parseId(params.id);
  invariantResponse(vehicleId, "Vehicle Not Found", 404);
  const submission = parseMessageForm(await readForm(request));
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false as const }, { status: 400 });
  const outcome = await messageAboutVehicle({
    buyerId: user.id,
    vehicleId,
    message: submission.value.message,
    address: clientIp(request),
    emailVerified: await isEmailVerified(user.id),
  });
  if (!outcome.ok) {
    if (outcome.status === 404) throw data(RELAY_ERRORS.vehicleNotFound, { status: 404 });
    return refusedSend(submission, outcome);
  }
  return redirect(`/messages/${outcome.conversationId}?sent=1`);
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
