// Saved Listings (/account/saved): the vehicles the user saved, each with 'Unsave'.
import type { Route } from "./+types/account-saved";
import { answerListingIntent } from "~/edge/account-answers.server";
import { ActionToast } from "~/components/action-toast";
import { SavedListings } from "~/components/account/saved-listings";
import { requireUser } from "~/edge/current-user.server";
import { listSavedVehicles } from "~/modules/public-listings/saved.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { saved: await listSavedVehicles(user.id) };
}

export const action = ({ request }: Route.ActionArgs) => answerListingIntent(request, "saved");

export default function SavedListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <SavedListings vehicles={loaderData.saved} />
      <ActionToast toast={actionData?.toast} />
    </>
  );
}
