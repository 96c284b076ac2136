import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { isAppError } from "~/utils/app-error";
import { updateProfile } from "~/modules/accounts/users.server";
import { createUser } from "../../../tests/support/fixtures";
import { createSmsSender, useSmsSender } from "./sms.server";
import { confirmPhoneCode, PHONE_CODE, PHONE_MESSAGES, pendingPhone, sendPhoneCode } from "./phone-verification.server";
import { isVerifiedSellerId, sellerStanding } from "./seller-standing.server";

let outbox: string;

beforeEach(async () => {
  outbox = await fs.mkdtemp(path.join(os.tmpdir(), "sms-outbox-"));
  useSmsSender(createSmsSender({ from: "RideMarket", outboxDir: outbox }));
});
afterEach(async () => {
  useSmsSender(undefined);
  await fs.rm(outbox, { recursive: true, force: true });
});

/** The code in the newest text written to the outbox for this number. */
async function textedCode(to: string): Promise<string> {
  const files = (await fs.readdir(outbox)).filter((f) => f.endsWith(".sms.txt")).sort();
  for (const file of files.reverse()) {
    const text = await fs.readFile(path.join(outbox, file), "utf8");
    if (text.includes(`To: ${to}`)) return /\b(\d{6})\b/.exec(text)![1]!;
  }
  throw new Error(`no text to ${to}`);
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { message: error.message, status: error.status, field: error.field };
}

const uniqueNumber = () => `(512) ${String(200 + Math.floor(Math.random() * 700))}-${String(1000 + Math.floor(Math.random() * 8999))}`;

describe("phone verification", () => {
  it("texts a code to the outbox and verifies the number with it; only the code's hash is stored", async () => {
    const user = await createUser(prisma);
    const typed = uniqueNumber();
    const { phone } = await sendPhoneCode(user.id, typed);
    expect(phone).toMatch(/^\+1\d{10}$/);
    expect(await pendingPhone(user.id)).toBe(phone);
    const code = await textedCode(phone);
    const stored = await prisma.phoneVerification.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.codeHash).not.toContain(code);

    await confirmPhoneCode(user.id, code);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.phoneVerifiedAt).not.toBeNull();
    expect(after.phone).toBe(typed);
    expect(await prisma.phoneVerification.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a wrong code beside the code field, and every code after the allowed tries", async () => {
    const user = await createUser(prisma);
    const { phone } = await sendPhoneCode(user.id, uniqueNumber());
    const code = await textedCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await refusal(confirmPhoneCode(user.id, wrong))).toEqual({ message: PHONE_MESSAGES.wrongCode, status: 400, field: "code" });
    for (let i = 1; i < PHONE_CODE.maxAttempts; i++) await refusal(confirmPhoneCode(user.id, wrong));
    expect(await refusal(confirmPhoneCode(user.id, code))).toEqual({ message: PHONE_MESSAGES.tooManyTries, status: 429, field: "code" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).phoneVerifiedAt).toBeNull();
  });

  it("parallel guesses cannot share one try", async () => {
    const user = await createUser(prisma);
    await sendPhoneCode(user.id, uniqueNumber());
    await Promise.allSettled(Array.from({ length: 12 }, () => confirmPhoneCode(user.id, "999999")));
    const stored = await prisma.phoneVerification.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.attempts).toBe(12);
  });

  it("an expired code is refused", async () => {
    const user = await createUser(prisma);
    const { phone } = await sendPhoneCode(user.id, uniqueNumber());
    const code = await textedCode(phone);
    await prisma.phoneVerification.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await refusal(confirmPhoneCode(user.id, code))).toMatchObject({ message: PHONE_MESSAGES.noCode, field: "code" });
  });

  it("refuses a number that is not a US mobile number, and one that verifies another account", async () => {
    const user = await createUser(prisma);
    expect(await refusal(sendPhoneCode(user.id, "555-0123"))).toMatchObject({ status: 400, field: "phone" });
    const other = await createUser(prisma);
    const typed = uniqueNumber();
    await prisma.user.update({ where: { id: other.id }, data: { phone: typed, phoneVerifiedAt: new Date() } });
    expect(await refusal(sendPhoneCode(user.id, typed.replace(/[()\s-]/g, "")))).toMatchObject({ message: PHONE_MESSAGES.takenNumber, status: 409 });
  });

  it("limits the codes texted for one account", async () => {
    const user = await createUser(prisma);
    for (let i = 0; i < 3; i++) await sendPhoneCode(user.id, uniqueNumber());
    const limited = await refusal(sendPhoneCode(user.id, uniqueNumber()));
    expect(limited.status).toBe(429);
    expect(limited.field).toBe("phone");
  });

  it("changing the profile's number ends its verification; saving the same number in another format keeps it", async () => {
    const user = await createUser(prisma);
    const { phone } = await sendPhoneCode(user.id, uniqueNumber());
    await confirmPhoneCode(user.id, await textedCode(phone));
    const profile = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const input = { firstName: profile.firstName, lastName: profile.lastName, email: profile.email };
    await updateProfile(user.id, { ...input, phone: phone.replace("+1", "") });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).phoneVerifiedAt).not.toBeNull();
    await updateProfile(user.id, { ...input, phone: uniqueNumber() });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).phoneVerifiedAt).toBeNull();
  });

  it("a verified phone makes a Verified seller once the account is 30 days old", async () => {
    const user = await createUser(prisma);
    await prisma.user.update({ where: { id: user.id }, data: { phoneVerifiedAt: new Date() } });
    expect(await isVerifiedSellerId(user.id)).toBe(false);
    expect(await sellerStanding(user.id)).toMatchObject({ phoneVerified: true, verifiedSeller: false, daysToGo: 30 });
    await prisma.user.update({ where: { id: user.id }, data: { createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) } });
    expect(await isVerifiedSellerId(user.id)).toBe(true);
    expect(await sellerStanding(user.id)).toMatchObject({ verifiedSeller: true, daysToGo: 0 });
  });
});

describe("the SMS provider", () => {
  it("posts the text as JSON with the bearer token; a refusal by the provider is a 503 beside the phone, and no code is kept", async () => {
    const received: { auth: string | undefined; body: unknown }[] = [];
    let answer = 200;
    const server = createServer(async (req: IncomingMessage, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(answer, { "content-type": "application/json" }).end(JSON.stringify({ id: "msg-1" }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
      useSmsSender(createSmsSender({ apiUrl: url, apiToken: "sms-token", from: "RideMarket", outboxDir: outbox }));
      const user = await createUser(prisma);
      const { phone } = await sendPhoneCode(user.id, uniqueNumber());
      expect(received[0]).toMatchObject({ auth: "Bearer sms-token", body: { to: phone, from: "RideMarket" } });
      expect((received[0]!.body as { body: string }).body).toMatch(/Your RideMarket code is \d{6}\./);
      expect(await fs.readdir(outbox)).toEqual([]);

      answer = 500;
      const other = await createUser(prisma);
      expect(await refusal(sendPhoneCode(other.id, uniqueNumber()))).toEqual({ message: PHONE_MESSAGES.notSent, status: 503, field: "phone" });
      expect(await prisma.phoneVerification.count({ where: { userId: other.id } })).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
