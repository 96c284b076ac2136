// Verified sellers through the production request pipeline (decision 39): the Verified Seller
// page texts a code and takes it back, with JavaScript or without; a verified phone on an account
// old enough shows "Verified seller" on the seller's listings and in the relay, and nowhere else.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createSmsSender, useSmsSender } from "~/modules/verification/sms.server";
import { PHONE_MESSAGES } from "~/modules/verification/phone-verification.server";
import { requestApp } from "../support/app-requests";
import { addresses, person, relayScene } from "../support/relay-scene";

let outbox: string;
beforeAll(async () => {
  outbox = await fs.mkdtemp(path.join(os.tmpdir(), "sms-pages-"));
  useSmsSender(createSmsSender({ from: "RideMarket", outboxDir: outbox }));
});
afterAll(async () => {
  useSmsSender(undefined);
  await fs.rm(outbox, { recursive: true, force: true });
});

async function lastCode(): Promise<string> {
  const files = (await fs.readdir(outbox)).sort();
  const text = await fs.readFile(path.join(outbox, files.at(-1)!), "utf8");
  return /code is (\d{6})/.exec(text)![1]!;
}

const BADGE = 'data-testid="verified-seller"';
const oldAccount = (id: number) => prisma.user.update({ where: { id }, data: { createdAt: new Date(Date.now() - 60 * 24 * 3600 * 1000) } });

describe("the Verified Seller page", () => {
  it("is for signed-in users only", async () => {
    const outcome = await requestApp({ url: "/account/verification", document: true });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toContain("/login");
  });

  it("without JavaScript: texts a code, refuses a wrong one beside the field, and verifies with the right one", async () => {
    const user = await person("Vera");
    await oldAccount(user.id);
    const sent = await requestApp({ url: "/account/verification", cookie: user.cookie, document: true, form: { intent: "send-code", phone: "(415) 555-2671" } });
    expect(sent.status).toBe(302);
    const page = await requestApp({ url: "/account/verification", cookie: user.cookie, document: true });
    expect(page.text).toMatch(/We texted a code to (?:<!-- -->)?\(•••\) •••-2671/);

    const wrong = await requestApp({ url: "/account/verification", cookie: user.cookie, document: true, form: { intent: "confirm-code", code: (await lastCode()) === "123456" ? "654321" : "123456" } });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(PHONE_MESSAGES.wrongCode);
    expect(wrong.text).toMatch(/id="[^"]*code-error"[^>]*>[^<]*That code is not right/);

    const right = await requestApp({ url: "/account/verification", cookie: user.cookie, document: true, form: { intent: "confirm-code", code: await lastCode() } });
    expect(right.status).toBe(302);
    const verified = await requestApp({ url: "/account/verification", cookie: user.cookie, document: true });
    expect(verified.text).toContain(BADGE);
    expect(verified.text).toMatch(/Verified phone: (?:<!-- -->)?\(415\) 555-2671/);
  });

  it("answers a malformed number beside the phone field with the number kept", async () => {
    const user = await person("Nico");
    const outcome = await requestApp({ url: "/account/verification", cookie: user.cookie, form: { intent: "send-code", phone: "12345" } });
    expect(outcome.status).toBe(400);
    const reply = JSON.parse(outcome.text) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(reply.result.error.phone).toEqual(["Please enter a 10-digit US mobile number"]);
    expect(reply.result.initialValue.phone).toBe("12345");
  });
});

describe("the Verified seller mark", () => {
  it("shows on the listing and in the buyer's thread for a verified seller with an old account, and not before", async () => {
    const scene = await relayScene(addresses("10.93"));
    const listingPage = () => requestApp({ url: `/vehicles/${scene.vehicleId}`, document: true });
    const thread = (cookie: string) => requestApp({ url: `/messages/${scene.conversationId}`, cookie, document: true });
    expect((await listingPage()).text).not.toContain(BADGE);
    expect((await thread(scene.buyer.cookie)).text).not.toContain(BADGE);

    await prisma.user.update({ where: { id: scene.seller.id }, data: { phoneVerifiedAt: new Date() } });
    expect((await listingPage()).text).not.toContain(BADGE);

    await oldAccount(scene.seller.id);
    expect((await listingPage()).text).toContain(BADGE);
    expect((await thread(scene.buyer.cookie)).text).toContain(BADGE);
    // The seller's own view of the thread names the buyer; the mark is about sellers only.
    expect((await thread(scene.seller.cookie)).text).not.toContain(BADGE);
  });
});
