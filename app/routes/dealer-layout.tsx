// A stand-in for the dealer pages' frame, so /dealer/plan runs on this branch; the accounts
// part's layout (its navigation between the dealer pages) takes its place when merged.
import { Outlet } from "react-router";
import type { Route } from "./+types/dealer-layout";
import { requireDealerMember } from "~/edge/dealer-guard.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { membership } = await requireDealerMember(request);
  return { name: membership.name };
}

export default function DealerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{loaderData.name}</h1>
      <Outlet />
    </div>
  );
}
