import { Form, Link, data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { confirmSubscription, confirmationState } from "~/modules/newsletter/subscriptions.server";

// Reached from the confirmation mail. GET only asks (mail scanners open links); the button's
// POST confirms.

export const meta: Route.MetaFunction = () => [{ title: "Confirm your subscription | RideMarket" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const state = await confirmationState(new URL(request.url).searchParams.get("token"));
  return data({ valid: state === "pending" }, { status: state === "pending" ? 200 : 410 });
}

export async function action({ request }: Route.ActionArgs) {
  const done = await confirmSubscription(new URL(request.url).searchParams.get("token"));
  return data({ done }, { status: done ? 200 : 410 });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.done === true;
  const valid = loaderData.valid && actionData?.done !== false;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {done ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">You&apos;re subscribed</h1>
            <p role="status" className="mt-3 text-slate-600">
              New guides and market news will come once a month. Meanwhile, <Link to="/research" className="text-brand-700 underline">read the latest articles</Link>.
            </p>
          </>
        ) : valid ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Confirm your subscription</h1>
            <p className="mt-3 text-slate-600">Get RideMarket&apos;s new guides and market news once a month at this address.</p>
            <Form method="post" className="mt-6">
              <button type="submit" className="rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">Confirm subscription</button>
            </Form>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">This link does not work</h1>
            <p className="mt-3 text-slate-600">
              It was already used, has expired or is incomplete. You can <Link to="/research#updates-heading" className="text-brand-700 underline">ask for a new one</Link>.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
