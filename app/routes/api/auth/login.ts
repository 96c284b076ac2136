import type { Route } from "./+types/login";
import { handleJsonAuth } from "~/edge/json-auth.server";

export function action({ request }: Route.ActionArgs) {
  return handleJsonAuth(request, "password");
}
