// Where a fetch of a dealer's URL may go: the URL's scheme and host checked, the host resolved
// once and every address it resolves to checked (public-address.ts). The fetch then connects to
// the checked address itself, so a DNS answer that changes in between (rebinding) is never asked.
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "~/utils/env.server";
import { isLoopbackAddress, isPublicAddress } from "./public-address";
import { fetchRefused } from "./fetch-refused";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (node:dns by default; tests count the calls). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** A loopback host:port pair the test allowance (FETCH_TEST_LOOPBACK) lets through. */
export interface LoopbackPair {
  host: string;
  port: number;
}

export interface CheckedTarget {
  url: URL;
  /** The checked address the connection is made to. */
  address: ResolvedAddress;
}

const systemLookup: HostLookup = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

const defaultPort = (url: URL) => Number(url.port || (url.protocol === "http:" ? 80 : 443));

/** The allowance from the environment: empty unless FETCH_TEST_LOOPBACK names pairs. */
export const loopbackAllowance = (): readonly LoopbackPair[] => env().FETCH_TEST_LOOPBACK;

/**
 * Checks a URL and resolves its host, or throws a "fetch-refused" AppError: only https, no
 * credentials in the URL, and every address the host has must be public. A pair the test
 * allowance names may use http and loopback addresses, and only loopback ones.
 */
export async function checkTarget(url: URL, allowance: readonly LoopbackPair[], lookup: HostLookup = systemLookup): Promise<CheckedTarget> {
  const allowed = allowance.some((pair) => pair.host === url.hostname.toLowerCase() && pair.port === defaultPort(url));
  if (url.protocol !== "https:" && !(allowed && url.protocol === "http:")) throw fetchRefused("The address must start with https://.");
  if (url.username || url.password) throw fetchRefused("The address must not carry a user name or password.");
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      throw fetchRefused(`The host ${url.hostname} could not be found.`);
    }
  }
  if (!addresses.length) throw fetchRefused(`The host ${url.hostname} could not be found.`);
  const acceptable = allowed ? isLoopbackAddress : isPublicAddress;
  if (!addresses.every(({ address }) => acceptable(address))) throw fetchRefused(`The host ${url.hostname} is not a public internet address, so it cannot be fetched.`);
  return { url, address: addresses[0]! };
}
