// The guard every /dealer page and dealer API calls first (decision 47): a signed-in member of
// the dealership with at least the role asked. Pages of a dealership answer 404 to everyone who
// is not its member (they do not reveal it exists); a member whose role is too small gets 403.
import { data } from "react-router";
import { requireUser, type CurrentUser } from "./current-user.server";
import { apiUser } from "./api-guard.server";
import { dealerMembership, hasDealerRole, type DealerMembership, type DealerRole } from "~/modules/dealers/membership.server";
import { jsonError } from "./json-answers.server";

export const NOT_A_MEMBER_MESSAGE = "Page not found";
export const ROLE_TOO_SMALL_MESSAGE = "Your role in this dealership does not allow this.";

export interface DealerMember {
  user: CurrentUser;
  membership: DealerMembership;
}

/** For /dealer pages: the signed-in user's own dealership (sign-in first; 404 when they have none). */
export async function requireDealerMember(request: Request, atLeast: DealerRole = "sales"): Promise<DealerMember> {
  const user = await requireUser(request);
  const membership = await dealerMembership(user.id);
  if (!membership) throw data(NOT_A_MEMBER_MESSAGE, { status: 404 });
  if (!hasDealerRole(membership, atLeast)) throw data(ROLE_TOO_SMALL_MESSAGE, { status: 403 });
  return { user, membership };
}

export type DealerApiGuarded = ({ response?: never } & DealerMember) | { response: Response; user?: never; membership?: never };

/** For /api/dealers/:slug/...: 401 signed out (403 for a write from another site), 404 unless a member of that dealership, 403 for a role too small. */
export async function dealerApiMember(request: Request, slug: string | undefined, atLeast: DealerRole = "sales"): Promise<DealerApiGuarded> {
  const guarded = await apiUser(request);
  if (guarded.response) return { response: guarded.response };
  const user = guarded.user;
  const membership = await dealerMembership(user.id);
  if (!membership || membership.slug !== slug) return { response: jsonError("Not found", 404) };
  if (!hasDealerRole(membership, atLeast)) return { response: jsonError(ROLE_TOO_SMALL_MESSAGE, 403) };
  return { user, membership };
}
