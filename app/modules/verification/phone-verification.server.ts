// Proving a phone number by a texted six-digit code. Only a salted hash of the code is kept; a
// code lasts PHONE_CODE.ttlMinutes and allows PHONE_CODE.maxAttempts tries; codes are limited per
// account and per number, and a number verifies one account at a time.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { hit, tooManyAttemptsMessage, type LimitRule } from "~/modules/rate-limits/counter.server";
import { displayPhone, PHONE_FORMAT_MESSAGE, toE164 } from "./phone-number";
import { smsSender } from "./sms.server";
import { PHONE_CODE } from "./phone-code";

const MINUTE = 60 * 1000;

export { PHONE_CODE };

const CODE_LIMITS: Record<"perUser" | "perNumber", LimitRule> = {
  perUser: { name: "phone_code_per_user", limit: 3, windowMs: 60 * MINUTE },
  perNumber: { name: "phone_code_per_number", limit: 5, windowMs: 24 * 60 * MINUTE },
};

export const PHONE_MESSAGES = {
  takenNumber: "This number already verifies another account.",
  notSent: "We could not send a text to that number. Please try again later.",
  noCode: "That code has expired. Please ask for a new one.",
  tooManyTries: "Too many wrong codes. Please ask for a new one.",
  wrongCode: "That code is not right. Please check the text and try again.",
};

const refusal = (message: string, field: "phone" | "code", status = 400) => new AppError(message, { status, code: "phone-refused", field });

const hashCode = (salt: string, code: string) => createHash("sha256").update(`${salt}:${code}`).digest("hex");

function codeMatches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split("$");
  if (!salt || !expected) return false;
  const given = Buffer.from(hashCode(salt, code), "hex");
  const wanted = Buffer.from(expected, "hex");
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function numberVerifiesAnother(userId: number, phone: string): Promise<boolean> {
  const other = await prisma.user.findFirst({ where: { id: { not: userId }, phoneVerifiedAt: { not: null }, phone: displayPhone(phone) }, select: { id: true } });
  return other !== null;
}

/** Texts a new code to the number (replacing any earlier code); returns the number in E.164. */
export async function sendPhoneCode(userId: number, phoneInput: string): Promise<{ phone: string }> {
  const phone = toE164(phoneInput);
  if (!phone) throw refusal(PHONE_FORMAT_MESSAGE, "phone");
  if (await numberVerifiesAnother(userId, phone)) throw refusal(PHONE_MESSAGES.takenNumber, "phone", 409);
  for (const state of await Promise.all([hit(`phone-code:user:${userId}`, CODE_LIMITS.perUser), hit(`phone-code:number:${phone}`, CODE_LIMITS.perNumber)])) {
    if (!state.allowed) throw new AppError(tooManyAttemptsMessage(state.retryAfterSeconds), { status: 429, code: "phone-refused", field: "phone", retryAfterSeconds: state.retryAfterSeconds });
  }

  const code = String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, "0");
  const salt = randomBytes(16).toString("hex");
  const verification = await prisma.$transaction(async (tx) => {
    await tx.phoneVerification.deleteMany({ where: { userId } });
    return tx.phoneVerification.create({
      data: { userId, phone, codeHash: `${salt}$${hashCode(salt, code)}`, expiresAt: new Date(Date.now() + PHONE_CODE.ttlMinutes * MINUTE) },
    });
  });
  try {
    await smsSender().send({ to: phone, body: `Your RideMarket code is ${code}. It expires in ${PHONE_CODE.ttlMinutes} minutes. Never share it with anyone.` });
  } catch {
    await prisma.phoneVerification.deleteMany({ where: { id: verification.id } });
    throw refusal(PHONE_MESSAGES.notSent, "phone", 503);
  }
  return { phone };
}

/** The number awaiting a code, if a code is still live. */
export async function pendingPhone(userId: number): Promise<string | null> {
  const pending = await prisma.phoneVerification.findFirst({ where: { userId, expiresAt: { gt: new Date() } }, orderBy: { createdAt: "desc" }, select: { phone: true } });
  return pending?.phone ?? null;
}

/** Checks the texted code; when right, the number becomes the account's verified phone. */
export async function confirmPhoneCode(userId: number, codeInput: string): Promise<{ phone: string }> {
  const code = codeInput.replace(/\s/g, "");
  // Counting the try and reading the code in one statement: parallel guesses cannot share a try.
  const [attempt] = await prisma.$queryRaw<{ id: number; phone: string; code_hash: string; attempts: number }[]>`
    UPDATE phone_verifications SET attempts = attempts + 1
    WHERE id = (SELECT id FROM phone_verifications WHERE user_id = ${userId} AND expires_at > now() ORDER BY created_at DESC LIMIT 1)
    RETURNING id, phone, code_hash, attempts`;
  if (!attempt) throw refusal(PHONE_MESSAGES.noCode, "code");
  if (attempt.attempts > PHONE_CODE.maxAttempts) throw refusal(PHONE_MESSAGES.tooManyTries, "code", 429);
  if (!/^\d+$/.test(code) || !codeMatches(attempt.code_hash, code)) throw refusal(PHONE_MESSAGES.wrongCode, "code");
  if (await numberVerifiesAnother(userId, attempt.phone)) throw refusal(PHONE_MESSAGES.takenNumber, "code", 409);

  await prisma.$transaction([
    prisma.user.update({ where: { id: userId }, data: { phone: displayPhone(attempt.phone), phoneVerifiedAt: new Date() } }),
    prisma.phoneVerification.deleteMany({ where: { userId } }),
  ]);
  return { phone: attempt.phone };
}
