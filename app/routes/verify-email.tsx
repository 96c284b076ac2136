import { Link, data } from "react-router";
import type { Route } from "./+types/verify-email";
import { verifyEmailWithToken } from "~/modules/accounts/email-verification.server";

export const meta: Route.MetaFunction = () => [{ title: "Confirm Email | RideMarket" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const outcome = await verifyEmailWithToken(new URL(request.url).searchParams.get("token"));
  return data({ outcome }, { status: outcome === "invalid" ? 410 : 200 });
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const verified = loaderData.outcome !== "invalid";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {verified ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Your email address is confirmed</h1>
            <p role="status" className="mt-3 text-slate-600">Thank you. You can now use every part of RideMarket.</p>
            <p className="mt-4"><Link to="/" className="font-semibold text-brand-700 hover:underline">Go to RideMarket</Link></p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">This link no longer works</h1>
            <p role="alert" className="mt-3 text-slate-600">
              Confirmation links work once, within 7 days, and only for the address they were sent to. Sign in and ask for a new one on <Link to="/account" className="font-semibold text-brand-700 hover:underline">your account page</Link>.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
