import { randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { prisma } from "~/utils/db.server";
import { relyingParty } from "./config.server";
import { AppError } from "~/utils/app-error";

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const VERIFICATION_FAILED = "Passkey verification failed";

/** A passkey ceremony that did not verify: always the same message, answered 400. */
const verificationFailed = () => new AppError(VERIFICATION_FAILED, { code: "passkey-refused" });

export interface PasskeySummary {
  id: number;
  credentialID: string;
  credentialDeviceType: string;
  credentialBackedUp: boolean;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listPasskeys(userId: number): Promise<PasskeySummary[]> {
  const rows = await prisma.userAuthenticator.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  return rows.map((r) => ({
    id: r.id,
    credentialID: r.credentialID,
    credentialDeviceType: r.credentialDeviceType,
    credentialBackedUp: r.credentialBackedUp,
    transports: r.transports,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}

export async function countPasskeys(userId: number) {
  return prisma.userAuthenticator.count({ where: { userId } });
}

export async function deletePasskey(userId: number, passkeyId: number): Promise<boolean> {
  const { count } = await prisma.userAuthenticator.deleteMany({ where: { id: passkeyId, userId } });
  return count > 0;
}

async function storeChallenge(challenge: string, kind: "registration" | "authentication", userId: number | null) {
  // Expired challenges are swept whenever a new one is issued.
  await prisma.webAuthnChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  await prisma.webAuthnChallenge.create({ data: { challenge, kind, userId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) } });
}

function challengeOf(clientDataJSON: unknown): string {
  if (typeof clientDataJSON !== "string" || clientDataJSON.length > 4096) throw verificationFailed();
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    if (typeof parsed.challenge !== "string") throw new Error();
    return parsed.challenge;
  } catch {
    throw verificationFailed();
  }
}

/** Takes the challenge out of the store: each one verifies at most one response. */
async function consumeChallenge(challenge: string, kind: "registration" | "authentication", userId: number | null) {
  const consumed = await prisma.webAuthnChallenge.deleteMany({
    where: { challenge, kind, userId, expiresAt: { gt: new Date() } },
  });
  if (consumed.count !== 1) throw verificationFailed();
}

async function webauthnUserId(userId: number): Promise<string> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { webauthnUserId: true } });
  if (user.webauthnUserId) return user.webauthnUserId;
  const handle = randomBytes(32).toString("base64url");
  await prisma.user.update({ where: { id: userId }, data: { webauthnUserId: handle } });
  return handle;
}

export async function beginRegistration(userId: number) {
  const rp = relyingParty();
  const [user, existing, handle] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true, lastName: true } }),
    prisma.userAuthenticator.findMany({ where: { userId }, select: { credentialID: true, transports: true } }),
    webauthnUserId(userId),
  ]);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: Buffer.from(handle, "base64url"),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.credentialID, transports: c.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required", authenticatorAttachment: "platform" },
  });
  await storeChallenge(options.challenge, "registration", userId);
  return options;
}

export async function finishRegistration(userId: number, response: RegistrationResponseJSON): Promise<boolean> {
  const rp = relyingParty();
  const challenge = challengeOf(response?.response?.clientDataJSON);
  await consumeChallenge(challenge, "registration", userId);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw verificationFailed();
  }
  if (!verification.verified) return false;
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  await prisma.userAuthenticator.create({
    data: {
      userId,
      credentialID: credential.id,
      credentialPublicKey: Buffer.from(credential.publicKey),
      counter: BigInt(credential.counter),
      credentialDeviceType,
      credentialBackedUp,
      transports: credential.transports ?? response.response.transports ?? [],
    },
  });
  return true;
}

export async function beginAuthentication() {
  const rp = relyingParty();
  // No allowCredentials: the browser offers whichever discoverable passkey the user has.
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });
  await storeChallenge(options.challenge, "authentication", null);
  return options;
}

/** The id of the user the passkey belongs to, after checking signature and counter. */
export async function finishAuthentication(response: AuthenticationResponseJSON): Promise<number> {
  const rp = relyingParty();
  const challenge = challengeOf(response?.response?.clientDataJSON);
  await consumeChallenge(challenge, "authentication", null);
  if (typeof response.id !== "string" || response.id.length > 1024) throw verificationFailed();
  const stored = await prisma.userAuthenticator.findUnique({ where: { credentialID: response.id } });
  if (!stored) throw verificationFailed();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: stored.credentialID,
        publicKey: new Uint8Array(stored.credentialPublicKey),
        counter: Number(stored.counter),
        transports: stored.transports,
      },
    });
  } catch {
    throw verificationFailed();
  }
  if (!verification.verified) throw verificationFailed();
  await prisma.userAuthenticator.update({
    where: { id: stored.id },
    data: { counter: BigInt(verification.authenticationInfo.newCounter), lastUsedAt: new Date(), credentialBackedUp: verification.authenticationInfo.credentialBackedUp },
  });
  return stored.userId;
}
