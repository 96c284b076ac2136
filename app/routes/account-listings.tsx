// My Listings (/account/listings): the seller's listings on the market and sold, with their buttons.
import type { Route } from "./+types/account-listings";
import { answerListingIntent } from "~/edge/account-answers.server";
import { ActionToast } from "~/components/action-toast";
import { MyListings } from "~/components/account/my-listings";
import { requireUser } from "~/edge/current-user.server";
import { listMyListings } from "~/modules/seller-listings/manage.server";
import { parseId } from "~/shared/ids";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [active, sold] = await Promise.all([listMyListings(user.id, "active"), listMyListings(user.id, "sold")]);
  // The no-JavaScript delete asks first: the Delete button links here with the vehicle's id.
  const confirmDelete = parseId(new URL(request.url).searchParams.get("confirmDelete"));
  return { active, sold, confirmDelete };
}

export const action = ({ request }: Route.ActionArgs) => answerListingIntent(request, "listings");

export default function MyListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <MyListings {...loaderData} />
      <ActionToast toast={actionData?.toast} />
    </>
  );
}
