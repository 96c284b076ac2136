// /dealer/invites/:token: the link an invitation mails. Signed out, the visitor signs in (or makes
// an account) and comes back; signed in under the invited address, they accept and join.
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/dealer-invite";
import { getOptionalUser, requireUser } from "~/edge/current-user.server";
import { orPageAnswer, throwPageAnswer } from "~/edge/app-error-answers.server";
import { acceptInvite, inspectInvite, invitePath, inviteRefusal } from "~/modules/dealers/invites.server";
import { loginPath } from "~/shared/redirects";
import { RouteErrorBoundary } from "~/components/route-error-boundary";

export const meta: Route.MetaFunction = () => [{ title: "Join a Dealership | RideMarket" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const invite = await orPageAnswer(inspectInvite(params.token));
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginPath(invitePath(params.token)));
  const refusal = await inviteRefusal(invite, user);
  if (refusal) throwPageAnswer(refusal);
  return invite;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  await orPageAnswer(acceptInvite(params.token, user));
  return redirect("/dealer");
}

export default function DealerInvite({ loaderData: invite }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">Join {invite.dealershipName}</h1>
      <p className="mt-3 text-slate-700">You are invited to join {invite.dealershipName} on RideMarket as {invite.role}. Its members manage its listings together.</p>
      <Form method="post" className="mt-6">
        <button type="submit" className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-orange-800">Accept and join</button>
      </Form>
      <p className="mt-4 text-center text-sm"><Link to="/" className="text-brand-700 underline">Not now</Link></p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
