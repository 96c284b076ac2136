import { createHmac } from "node:crypto";
import { env } from "~/utils/env.server";
import { addressForLimits } from "~/modules/security/client-address.server";

/**
 * The network address a listing is published or changed from, as screening keeps it: a hash keyed
 * by SESSION_SECRET (never the address itself), an IPv6 address by its /64 as rate limits count
 * it. Null when there is no address (a call that did not come through the server).
 */
export function screeningClientHash(address: string | null | undefined): string | null {
  if (!address || address === "local" || address === "unknown") return null;
  const secret = env().SESSION_SECRET ?? "development-only-session-secret";
  return createHmac("sha256", `listing-screening:${secret}`).update(addressForLimits(address)).digest("base64url").slice(0, 32);
}
