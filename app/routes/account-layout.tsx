// The account's frame (decision 34): the signed-in user, the navigation between the account's
// pages, and the page shown. Old `/account?tab=<id>` links are sent on to their page.
import { Link, redirect } from "react-router";
import type { Route } from "./+types/account-layout";
import { AccountNav, AccountOutlet } from "~/components/account/account-nav";
import { requireUser } from "~/edge/current-user.server";
import { getUser } from "~/modules/accounts/users.server";
import { movedAccountTab } from "~/shared/account-paths";
import { dealerMembership } from "~/modules/dealers/membership.server";

export const meta: Route.MetaFunction = () => [{ title: "My Account | RideMarket" }];

/** Before anything else: a form posted from an old tab is sent on as it is (307), a link with 302. */
const sendOldTabsOn: Route.MiddlewareFunction = ({ request }) => {
  const moved = movedAccountTab(new URL(request.url));
  if (moved) throw redirect(moved, request.method === "GET" || request.method === "HEAD" ? 302 : 307);
};

export const middleware: Route.MiddlewareFunction[] = [sendOldTabsOn];

export async function loader({ request }: Route.LoaderArgs) {
  const current = await requireUser(request);
  const [user, membership] = await Promise.all([getUser(current.id), dealerMembership(current.id)]);
  if (!user) throw redirect("/login?redirect=%2Faccount");
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, dealership: membership?.name ?? null };
}

export default function AccountLayout({ loaderData: user }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">My Account</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="font-semibold" data-testid="account-name">{user.firstName} {user.lastName}</p>
          <p className="text-sm text-slate-600">{user.email}</p>
          <AccountNav />
          <Link to="/sell" className="mt-4 block rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700">Sell a Vehicle</Link>
          {user.dealership ? (
            <Link to="/dealer" className="mt-2 block rounded-md border border-slate-300 px-4 py-2 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50">
              Dealership: {user.dealership}
            </Link>
          ) : (
            <Link to="/dealer/new" className="mt-2 block rounded-md border border-slate-300 px-4 py-2 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50">Start a dealership</Link>
          )}
        </aside>
        <div>
          <AccountOutlet />
        </div>
      </div>
    </div>
  );
}
