import type { Route } from "./+types/register";
import { handleJsonAuth } from "~/edge/json-auth.server";

export function action({ request }: Route.ActionArgs) {
  return handleJsonAuth(request, "register");
}
