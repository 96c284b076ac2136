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

/**
 * The address as rate limits count it: IPv4 whole, IPv6 by its /64 network ("2001:db8:0:0::/64").
 * A /64 is what one home or phone line is given, and a client inside it can take a new address
 * for every request; counted one by one, each would get a fresh budget. Anything that is not an
 * address ("local", "unknown") is its own key.
 */
export function addressForLimits(address: string): string {
  if (isIP(address) !== 6) return address;
  const hextets = expandIPv6(address);
  return hextets ? `${hextets.slice(0, 4).join(":")}::/64` : address;
}

/** The eight groups of an IPv6 address, each without leading zeros; an IPv4 tail becomes two groups. */
function expandIPv6(address: string): string[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * The client's address as limits count it: the address the server resolved (TRUST_PROXY decides
 * whether proxy headers count), IPv6 by its /64. Every per-address key is made from this.
 */
export function clientIp(request: Request): string {
  return addressForLimits(clientAddressOf(request));
}
