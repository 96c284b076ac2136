// Device cookies (decision 29, after OWASP's "Slow Down Online Guessing Attacks with Device
// Cookies"): a browser that has signed in to an account carries proof of it, and its sign-ins
// to that account are counted against its own budget, not the ceiling strangers share.
//
// One cookie per browser holds up to DEVICES_PER_BROWSER entries, one per account signed in
// from it (a shared family computer), newest first. An entry is `userId.nonce.mac`: the nonce
// is random and new at every sign-in, the mac an HMAC-SHA256 of the user id and nonce under
// SESSION_SECRET, so an entry cannot be made up or moved to another account. The nonce names the
// device's own failure budget in the shared rate_limits table.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { prisma } from "~/utils/db.server";
import { env, isProduction } from "~/utils/env.server";

const COOKIE_NAME = () => (isProduction() ? "__Host-device" : "device");
// Browsers keep a cookie for at most 400 days; a year, renewed at every sign-in.
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const DEVICES_PER_BROWSER = 5;
const ENTRY = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

interface DeviceEntry {
  userId: number;
  nonce: string;
  text: string;
}

const secret = () => env().SESSION_SECRET ?? "development-only-session-secret";
const macOf = (userId: number, nonce: string) => createHmac("sha256", secret()).update(`device-cookie:${userId}.${nonce}`).digest("base64url");

function verified(text: string): DeviceEntry | null {
  const match = ENTRY.exec(text);
  if (!match) return null;
  const userId = Number(match[1]);
  const nonce = match[2]!;
  const expected = Buffer.from(macOf(userId, nonce));
  const actual = Buffer.from(match[3]!);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { userId, nonce, text } : null;
}

function cookieValue(request: Request): string | null {
  const name = COOKIE_NAME();
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The genuine entries of the request's device cookie, newest first. */
function entriesOf(request: Request): DeviceEntry[] {
  const value = cookieValue(request);
  if (!value || value.length > 1024) return [];
  return value
    .split("~")
    .slice(0, DEVICES_PER_BROWSER)
    .map(verified)
    .filter((e): e is DeviceEntry => e !== null);
}

/**
 * The device id (its nonce) when the browser has signed in to the account with this email
 * before, else null. The account is looked up only when the browser brings a genuine entry.
 */
export async function knownDeviceFor(request: Request, email: string): Promise<string | null> {
  const entries = entriesOf(request);
  if (entries.length === 0) return null;
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  return (user && entries.find((e) => e.userId === user.id)?.nonce) ?? null;
}

/** The Set-Cookie header that makes this browser known to the account, with a fresh nonce (and so a fresh budget). */
export function rememberDevice(request: Request, userId: number): string {
  const nonce = randomBytes(16).toString("base64url");
  const entry = `${userId}.${nonce}.${macOf(userId, nonce)}`;
  const others = entriesOf(request).filter((e) => e.userId !== userId).map((e) => e.text);
  const value = [entry, ...others].slice(0, DEVICES_PER_BROWSER).join("~");
  return [`${COOKIE_NAME()}=${value}`, "Path=/", `Max-Age=${MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax", ...(isProduction() ? ["Secure"] : [])].join("; ");
}
