import { env, isProduction } from "~/utils/env.server";

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** Relying party from configuration: APP_ORIGIN and WEBAUTHN_RP_ID (default: the origin's host). */
export function relyingParty(): RelyingParty {
  const e = env();
  const origin = e.APP_ORIGIN ?? `http://localhost:${e.PORT}`;
  return { origin, id: e.WEBAUTHN_RP_ID ?? new URL(origin).hostname, name: e.WEBAUTHN_RP_NAME };
}

/** Passkeys need a secure context: HTTPS, or localhost outside production. */
export function passkeysAvailable(): boolean {
  const url = new URL(relyingParty().origin);
  if (url.protocol === "https:") return true;
  return url.hostname === "localhost" && (!isProduction() || process.env.ALLOW_LOCALHOST_PASSKEYS !== "false");
}
