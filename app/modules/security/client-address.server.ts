import { isIP } from "node:net";

/**
 * The request header that carries the client's address to the app. Ours alone: the server
 * (server/client-address.ts) removes whatever a client sent under this name and sets it on
 * every request, so the app never reads an address the client chose.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

type HeaderOf = (name: string) => string | undefined;

/**
 * Where a request came from. Behind our proxy (trustProxy), the address it reports:
 * Fly-Client-IP, else the last X-Forwarded-For hop (the one the proxy added). Otherwise,
 * or when those do not hold an address, the socket's peer, which a client cannot forge.
 */
export function resolveClientAddress(header: HeaderOf, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    for (const name of ["fly-client-ip", "x-forwarded-for"]) {
      const reported = lastHop(header(name));
      if (reported) return reported;
    }
  }
  return plainAddress(socketAddress) ?? "unknown";
}

function lastHop(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return plainAddress(value.split(",").pop()?.trim());
}

/** An IP address as text, IPv4-mapped IPv6 ("::ffff:1.2.3.4") as plain IPv4; undefined if not an address. */
function plainAddress(value: string | undefined): string | undefined {
  if (!value || value.length > 64) return undefined;
  const address = value.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return isIP(address) ? address.toLowerCase() : undefined;
}

/** The address the server put on the request, or "local" when no server did (route handlers called directly). */
export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "local";
}
