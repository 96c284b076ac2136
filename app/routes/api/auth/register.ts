import type { Route } from "./+types/register";
import { handleJsonAuth } from "~/modules/accounts/api-auth.server";

export function action({ request }: Route.ActionArgs) {
  return handleJsonAuth(request, "register");
}
