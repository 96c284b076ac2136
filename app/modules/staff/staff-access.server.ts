// Who may open a staff page, and the password confirmation staff give when their sign-in is old
// (decision 38). The edge (app/edge/staff-guard.server.ts) turns the verdict into a 404 or a
// redirect; nothing here knows about HTTP answers.
import { AppError, isAppError } from "~/utils/app-error";
import type { CurrentUser } from "~/modules/accounts/current-user";
import { checkPassword } from "~/modules/accounts/users.server";
import { countSignInAttempt, recordSignIn } from "~/modules/accounts/sign-in-throttle.server";
import { knownDeviceFor } from "~/modules/accounts/known-devices.server";
import { markSessionAuthenticated } from "~/modules/accounts/session.server";
import { tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { clientIp } from "~/modules/security/client-address.server";
import { finishAuthentication } from "~/modules/passkeys/passkeys.server";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { isStaffRole } from "./roles";
import { WRONG_PASSKEY } from "./schemas";

/** How long a sign-in (or a confirmation) counts as recent for staff pages. */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

export const WRONG_PASSWORD = "That password is not right. Please try again.";

export type StaffAccess = "not-staff" | "confirm" | "allowed";

type Visitor = Pick<CurrentUser, "role" | "authenticatedAt"> | null;

/** Not staff (the page hides itself), staff whose sign-in is too old, or staff who may go on. */
export function staffAccess(user: Visitor, options: { recent: boolean }, now = Date.now()): StaffAccess {
  if (!user || !isStaffRole(user.role)) return "not-staff";
  if (options.recent && now - user.authenticatedAt.getTime() > RECENT_SIGN_IN_MS) return "confirm";
  return "allowed";
}

/**
 * Staff re-enter their password: counted against the sign-in limits before it is checked (the
 * same budget as /login), and on success the session counts as freshly signed in.
 */
export async function confirmStaffPassword(request: Request, user: Pick<CurrentUser, "email" | "sessionId">, password: string): Promise<void> {
  const address = clientIp(request);
  const refused = await countSignInAttempt(user.email, address, await knownDeviceFor(request, user.email));
  if (refused) {
    throw new AppError(tooManyAttemptsMessage(refused.retryAfterSeconds), {
      status: 429,
      code: "rate-limited",
      field: "password",
      retryAfterSeconds: refused.retryAfterSeconds,
    });
  }
  if (!(await checkPassword(user.email, password))) throw new AppError(WRONG_PASSWORD, { status: 401, code: "auth-refused", field: "password" });
  await recordSignIn(user.email, address);
  await markSessionAuthenticated(user.sessionId);
}

/**
 * Staff confirm with a passkey instead (decision 43): the same verification as a passkey sign-in
 * (a challenge used once, the signature, the counter), and the passkey must be this account's.
 */
export async function confirmStaffPasskey(user: Pick<CurrentUser, "id" | "sessionId">, response: unknown): Promise<void> {
  const refused = () => new AppError(WRONG_PASSKEY, { status: 401, code: "auth-refused" });
  if (typeof response !== "object" || response === null) throw refused();
  let userId: number;
  try {
    userId = await finishAuthentication(response as AuthenticationResponseJSON);
  } catch (error) {
    if (isAppError(error, "passkey-refused")) throw refused();
    throw error;
  }
  if (userId !== user.id) throw refused();
  await markSessionAuthenticated(user.sessionId);
}
