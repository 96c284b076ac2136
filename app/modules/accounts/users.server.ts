import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { hashPassword, verifyPassword } from "./password.server";
import type { ProfileInput, SignUpInput } from "./schemas";
import { toE164 } from "~/modules/verification/phone-number";

const PUBLIC_USER_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  instagramHandle: true,
  city: true,
  state: true,
  zip: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

export type PublicUser = Prisma.UserGetPayload<{ select: typeof PUBLIC_USER_SELECT }>;

/** Sign-up or an email change to an address another account has (409, shown beside the email field). */
const duplicateEmail = () =>
  new AppError("An account with this email already exists. Please sign in instead.", { status: 409, code: "duplicate-email", field: "email" });

export async function registerUser(input: SignUpInput): Promise<PublicUser> {
  const password = await hashPassword(input.password);
  try {
    return await prisma.user.create({
      data: {
        email: input.email,
        password,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        city: input.city ?? null,
        state: input.state ?? null,
        preferences: { create: {} },
      },
      select: PUBLIC_USER_SELECT,
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw duplicateEmail();
    throw error;
  }
}

// Verifying against this when the email is unknown makes both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** The user for an email and password, or null; unknown email and wrong password look alike. */
export async function checkPassword(email: string, password: string): Promise<PublicUser | null> {
  const user = await prisma.user.findUnique({ where: { email: email.toLowerCase() }, select: { ...PUBLIC_USER_SELECT, password: true } });
  if (!user) {
    dummyHash ??= hashPassword("timing-equaliser-password");
    await verifyPassword(await dummyHash, password);
    return null;
  }
  if (!(await verifyPassword(user.password, password))) return null;
  const { password: _stored, ...publicUser } = user;
  return publicUser;
}

export function getUser(id: number): Promise<PublicUser | null> {
  return prisma.user.findUnique({ where: { id }, select: PUBLIC_USER_SELECT });
}

export async function updateProfile(id: number, input: ProfileInput): Promise<PublicUser> {
  try {
    const before = await prisma.user.findUnique({ where: { id }, select: { phone: true } });
    // A verified number stays verified only while the profile keeps that number.
    const phoneChanged = !samePhone(before?.phone ?? null, input.phone ?? null);
    return await prisma.user.update({
      where: { id },
      data: {
        ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        instagramHandle: input.instagramHandle ? input.instagramHandle.replace(/^@/, "") : null,
        city: input.city ?? null,
        state: input.state ?? null,
        zip: input.zip ?? null,
      },
      select: PUBLIC_USER_SELECT,
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw duplicateEmail();
    }
    throw error;
  }
}

function samePhone(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return (toE164(a) ?? a) === (toE164(b) ?? b);
}

/** Whether the password is the user's own. */
export async function isUsersPassword(userId: number, password: string): Promise<boolean> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { password: true } });
  return !!user && (await verifyPassword(user.password, password));
}

/**
 * Replaces the user's password (the caller has checked the current one). With signOutOthers,
 * every other session of the user ends; the session making the change is kept.
 */
export async function setPassword(userId: number, keepSessionId: string, input: { newPassword: string; signOutOthers: boolean }) {
  const password = await hashPassword(input.newPassword);
  await prisma.$transaction([
    prisma.user.update({ where: { id: userId }, data: { password } }),
    ...(input.signOutOthers ? [prisma.session.deleteMany({ where: { userId, id: { not: keepSessionId } } })] : []),
  ]);
}
