import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { destroySession } from "~/edge/cookies/session.server";

// Sign-out always lands on the home page: a failure to delete the session row is ignored
// (the cookie is cleared either way).
export async function action({ request }: Route.ActionArgs) {
  const cleared = await destroySession(request);
  return redirect("/", { headers: { "Set-Cookie": cleared } });
}

export function loader() {
  return redirect("/");
}
