import { env } from "~/utils/env.server";

/** The public origin links in mail point to: APP_ORIGIN, else this server on localhost. */
export function appOrigin(): string {
  const settings = env();
  return (settings.APP_ORIGIN ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, "");
}
