// A software passkey (ES256) stored for a user, and assertions it signs for a challenge, so a
// test can finish a real passkey sign-in without a browser.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type { PrismaClient } from "../../app/generated/prisma/client";
import { relyingParty } from "../../app/modules/passkeys/config.server";

/** The COSE_Key of a P-256 public key, CBOR-encoded by hand: {1: 2, 3: -7, -1: 1, -2: x, -3: y}. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: "jwk" });
  const x = Buffer.from(jwk.x!, "base64url");
  const y = Buffer.from(jwk.y!, "base64url");
  return Buffer.concat([Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]), x, Buffer.from([0x22, 0x58, 0x20]), y]);
}

export async function createSoftwarePasskey(db: PrismaClient, userId: number) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialID = randomBytes(16).toString("base64url");
  await db.userAuthenticator.create({
    data: { userId, credentialID, credentialPublicKey: new Uint8Array(coseKey(publicKey)), counter: 0n, credentialDeviceType: "singleDevice", credentialBackedUp: false, transports: ["internal"] },
  });
  let counter = 0;
  return {
    credentialID,
    /** An authentication response for the challenge, user present and verified. */
    assert(challenge: string) {
      const rp = relyingParty();
      const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin: rp.origin, crossOrigin: false }));
      const count = Buffer.alloc(4);
      count.writeUInt32BE(++counter);
      const authenticatorData = Buffer.concat([createHash("sha256").update(rp.id).digest(), Buffer.from([0x05]), count]);
      const signature = sign("sha256", Buffer.concat([authenticatorData, createHash("sha256").update(clientDataJSON).digest()]), privateKey);
      return {
        id: credentialID,
        rawId: credentialID,
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJSON.toString("base64url"),
          authenticatorData: authenticatorData.toString("base64url"),
          signature: signature.toString("base64url"),
        },
      };
    },
  };
}
