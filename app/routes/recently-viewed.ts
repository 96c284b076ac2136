import { redirect } from "react-router";
import type { Route } from "./+types/recently-viewed";
import { clearRecentlyViewedAnswer } from "~/edge/recently-viewed.server";

// The list lives on the home page and /buy; only the Clear button posts here.
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  return clearRecentlyViewedAnswer(request);
}
