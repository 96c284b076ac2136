import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { beginAuthentication, beginRegistration, finishAuthentication, finishRegistration, VERIFICATION_FAILED } from "./passkeys.server";
import { setupFailureMessage } from "./messages";
import { createUser } from "../../../tests/support/fixtures";

const clientData = (challenge: string, type: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin: "http://localhost:3000" })).toString("base64url");

describe("passkey challenges", () => {
  it("issues registration options with a random user handle of 1 to 64 bytes and user verification required", async () => {
    const user = await createUser(prisma);
    const options = await beginRegistration(user.id);
    const handle = Buffer.from(options.user.id, "base64url");
    expect(handle.length).toBeGreaterThanOrEqual(1);
    expect(handle.length).toBeLessThanOrEqual(64);
    expect(options.user.id).not.toBe(String(user.id));
    expect(options.authenticatorSelection?.userVerification).toBe("required");
    expect(await prisma.webAuthnChallenge.count({ where: { challenge: options.challenge, userId: user.id } })).toBe(1);
  });

  it("uses a challenge at most once", async () => {
    const options = await beginAuthentication();
    const forged = { id: "nope", rawId: "nope", type: "public-key", clientExtensionResults: {}, response: { clientDataJSON: clientData(options.challenge, "webauthn.get"), authenticatorData: "", signature: "" } };
    // The first attempt consumes the challenge even though the credential is unknown...
    await expect(finishAuthentication(forged as never)).rejects.toThrow(VERIFICATION_FAILED);
    expect(await prisma.webAuthnChallenge.count({ where: { challenge: options.challenge } })).toBe(0);
    // ...so a replay of the same challenge is refused before anything else is looked at.
    await expect(finishAuthentication(forged as never)).rejects.toMatchObject({ code: "passkey-refused", status: 400, message: VERIFICATION_FAILED });
  });

  it("refuses expired challenges and another user's registration challenge", async () => {
    const [alice, bob] = [await createUser(prisma), await createUser(prisma)];
    const options = await beginRegistration(alice.id);
    const response = { id: "x", rawId: "x", type: "public-key", clientExtensionResults: {}, response: { clientDataJSON: clientData(options.challenge, "webauthn.create"), attestationObject: "" } };
    await expect(finishRegistration(bob.id, response as never)).rejects.toThrow(VERIFICATION_FAILED);
    await prisma.webAuthnChallenge.updateMany({ where: { challenge: options.challenge }, data: { expiresAt: new Date(Date.now() - 1) } });
    await expect(finishRegistration(alice.id, response as never)).rejects.toThrow(VERIFICATION_FAILED);
  });
});

describe("passkey setup failure messages", () => {
  it("maps browser and server errors to the product's texts", () => {
    const named = (name: string) => Object.assign(new Error("x"), { name });
    expect(setupFailureMessage(named("NotAllowedError"))).toMatch(/cancelled or not allowed/);
    expect(setupFailureMessage(new Error("WebAuthn is not supported in this browser"))).toMatch(/doesn't support passkeys/);
    expect(setupFailureMessage(new Error("No biometric authenticator available on this device"))).toMatch(/No biometric authenticator found/);
    expect(setupFailureMessage(new Error("Failed to start passkey registration"))).toBe("Unable to set up passkey.");
  });
});
