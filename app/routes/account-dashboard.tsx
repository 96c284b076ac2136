// Dashboard (/account/dashboard): each listing's views, saves and conversations.
import type { Route } from "./+types/account-dashboard";
import { SellerDashboard } from "~/components/account/seller-dashboard";
import { requireUser } from "~/edge/current-user.server";
import { sellerDashboard } from "~/modules/seller-listings/listing-stats.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { dashboard: await sellerDashboard(user.id) };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <SellerDashboard rows={loaderData.dashboard} />;
}
