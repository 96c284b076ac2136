// The one way the product fetches a URL a dealer gave it (feeds, photos). Each hop's target is
// checked (checked-target.server.ts) and connected to at its checked address; redirects are
// followed here, at most MAX_REDIRECTS, each checked again; one deadline covers every hop; the
// body is counted as it streams and the request dropped once it passes the cap, so a huge body
// is never held; the body of a redirect or a refusal is never read. No Accept-Encoding is sent:
// what arrives is what is counted.
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { checkTarget, loopbackAllowance, type CheckedTarget, type HostLookup, type LoopbackPair } from "./checked-target.server";
import { fetchRefused } from "./fetch-refused";
import { isAppError } from "~/utils/app-error";

export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface SafeFetchOptions {
  /** One deadline for the whole fetch, redirects included. */
  timeoutMs: number;
  /** The most bytes the body may have. */
  maxBytes: number;
  /** Said when the body passes maxBytes. */
  tooLargeMessage: string;
  headers?: Record<string, string>;
  /** Content types the answer may have (checked on 200 only); any when not given. */
  acceptsType?: (contentType: string) => boolean;
  /** A check of the body's first bytes (its magic number), on 200 only. */
  acceptsBody?: (body: Buffer) => boolean;
  /** Said when acceptsType or acceptsBody refuses the answer. */
  wrongContentMessage?: string;
  /** The test allowance; FETCH_TEST_LOOPBACK's pairs by default. */
  allowance?: readonly LoopbackPair[];
  lookup?: HostLookup;
}

export interface SafeFetchAnswer {
  /** 200, or 304 to a conditional request (with an empty body). */
  status: 200 | 304;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Where the answer came from, after redirects. */
  url: string;
}

/** A lookup for node's connection that answers only the address already checked. */
const pinnedLookup = ({ address, family }: CheckedTarget["address"]): LookupFunction =>
  ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;

function request(target: CheckedTarget, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  const { url } = target;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, "$1"),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        headers: { "user-agent": "RideMarket feed fetcher", accept: "*/*", ...headers },
        lookup: pinnedLookup(target.address),
        agent: false,
        signal,
      },
      resolve,
    );
    req.on("error", reject);
    req.end();
  });
}

/** Reads a body up to maxBytes; past it, the connection is dropped and the fetch refused. */
function readCapped(response: IncomingMessage, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(fetchRefused(tooLargeMessage));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        response.destroy();
        reject(fetchRefused(tooLargeMessage));
      } else chunks.push(chunk);
    });
    response.on("end", () => resolve(Buffer.concat(chunks)));
    response.on("error", reject);
    response.on("close", () => reject(new Error("the connection closed before the answer ended")));
  });
}

async function follow(start: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<SafeFetchAnswer> {
  const allowance = options.allowance ?? loopbackAllowance();
  let url = start;
  for (let hop = 0; ; hop++) {
    const target = await checkTarget(url, allowance, options.lookup);
    const response = await request(target, options.headers ?? {}, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location) throw fetchRefused(`The server at ${url.host} answered a redirect without a location.`);
      if (hop >= MAX_REDIRECTS) throw fetchRefused(`The address redirected more than ${MAX_REDIRECTS} times.`);
      url = new URL(location, url);
      continue;
    }
    if (status === 304) {
      response.destroy();
      return { status, headers: response.headers, body: Buffer.alloc(0), url: url.href };
    }
    if (status !== 200) {
      response.destroy();
      throw fetchRefused(`The server at ${url.host} answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}.`);
    }
    const contentType = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    const wrong = () => fetchRefused(options.wrongContentMessage ?? `The server at ${url.host} answered content of a type that is not accepted.`);
    if (options.acceptsType && !options.acceptsType(contentType)) {
      response.destroy();
      throw wrong();
    }
    const body = await readCapped(response, options.maxBytes, options.tooLargeMessage);
    if (options.acceptsBody && !options.acceptsBody(body)) throw wrong();
    return { status, headers: response.headers, body, url: url.href };
  }
}

/**
 * Fetches a dealer's URL with GET, or throws a "fetch-refused" AppError whose message tells the
 * dealer why: a refused address (at the start or after any redirect), a redirect too many, a
 * status other than 200 and 304, a body too large or of the wrong kind, or the deadline passed.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchAnswer> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw fetchRefused("The address is not a valid URL.");
  }
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  try {
    return await follow(url, options, deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) throw fetchRefused(`The server did not answer in time (${Math.max(1, Math.round(options.timeoutMs / 1000))} s).`);
    if (isAppError(error)) throw error;
    const code = error instanceof Error && "code" in error && typeof error.code === "string" ? ` (${error.code})` : "";
    throw fetchRefused(`The server at ${url.host} could not be reached or broke off its answer${code}.`);
  } finally {
    clearTimeout(timer);
  }
}
