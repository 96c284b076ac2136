import { Form, Link, data } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { unsubscribeTarget } from "~/modules/unsubscribe/unsubscribe.server";

// Reached from a mail's footer, signed in or not. GET only asks (mail scanners open links);
// the button's POST turns that kind of mail off, and so does a mail app's one-click POST
// (RFC 8058, "List-Unsubscribe=One-Click"), which comes from another site by design: the signed
// token is the authority here, not a cookie, so the cross-site check lets it through.

export const meta: Route.MetaFunction = () => [{ title: "Unsubscribe | RideMarket" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ params }: Route.LoaderArgs) {
  const target = await unsubscribeTarget(params.token);
  if (!target) return data({ valid: false as const, what: null }, { status: 404 });
  return { valid: true as const, what: target.what };
}

export async function action({ params }: Route.ActionArgs) {
  const target = await unsubscribeTarget(params.token);
  if (!target) return data({ done: false }, { status: 404 });
  await target.stop();
  return { done: true };
}

const primary = "rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-orange-800";

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {!loaderData.valid ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">This link does not work</h1>
            <p className="mt-3 text-slate-600">
              The unsubscribe link is incomplete or not valid. You can choose which mails you get on <Link to="/account" className="text-brand-700 underline">your account page</Link>.
            </p>
          </>
        ) : actionData?.done ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">You are unsubscribed</h1>
            <p role="status" className="mt-3 text-slate-600">
              You will no longer get mails about {loaderData.what}. You can turn them back on from <Link to="/account" className="text-brand-700 underline">your account page</Link>.
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Stop these mails?</h1>
            <p className="mt-3 text-slate-600">You will no longer get mails about {loaderData.what}.</p>
            <Form method="post" className="mt-6">
              <button type="submit" className={primary}>Unsubscribe</button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
