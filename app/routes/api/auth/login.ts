import type { Route } from "./+types/login";
import { handleJsonAuth } from "~/modules/accounts/api-auth.server";

export function action({ request }: Route.ActionArgs) {
  return handleJsonAuth(request, "password");
}
