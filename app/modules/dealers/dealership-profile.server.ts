// A dealership's own record: made by a signed-in user without one (who becomes its owner), read
// for its pages and changed by its owner or manager. Failures are field errors beside the form's
// fields, never a write.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { slugify } from "~/shared/slug";
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { hoursOf, type DealershipInput, type OpenDay } from "./dealership-schema";

export type DealershipFieldErrors = Partial<Record<"name" | "slug" | "zip" | "form", string>>;
type Outcome = { ok: true; slug: string } | { ok: false; errors: DealershipFieldErrors };

export const SLUG_TAKEN = "Another dealership already uses this address: choose another";
export const ALREADY_A_MEMBER = "You already belong to a dealership.";
const UNKNOWN_ZIP = "We don't know this zip code";

/** A slug made from the name: the name's own, or with the first free number after it ("-2", "-3"...). */
async function freeSlugFor(name: string, ownId?: number): Promise<string> {
  const base = slugify(name).slice(0, 55).replace(/-+$/, "");
  if (!base) return "";
  const taken = new Set((await prisma.dealership.findMany({ where: { slug: { startsWith: base }, ...(ownId ? { id: { not: ownId } } : {}) }, select: { slug: true } })).map((d) => d.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The columns a checked form writes; the zip's coordinates come from zip_codes. A slug typed that is taken is refused beside its field. */
async function columnsOf(input: DealershipInput, ownId?: number): Promise<{ columns: Prisma.DealershipUncheckedCreateInput; errors?: undefined } | { errors: DealershipFieldErrors }> {
  const slug = input.slug ?? (await freeSlugFor(input.name, ownId));
  if (!slug) return { errors: { slug: "Choose an address of letters and digits" } };
  const zip = await findZipCode(input.zip);
  if (!zip) return { errors: { zip: UNKNOWN_ZIP } };
  return {
    columns: {
      name: input.name,
      slug,
      street: input.street ?? null,
      city: input.city,
      state: input.state,
      zip: zip.zipCode,
      latitude: zip.latitude,
      longitude: zip.longitude,
      phone: input.phone,
      hours: hoursOf(input) as unknown as Prisma.InputJsonValue,
      licenseNumber: input.licenseNumber ?? null,
    },
  };
}

const isUniqueViolation = (error: unknown, column: string) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002" && JSON.stringify(error.meta ?? {}).includes(column);

/** Makes the dealership with `userId` as its owner; refused while the user belongs to one. */
export async function createDealership(userId: number, input: DealershipInput): Promise<Outcome> {
  const checked = await columnsOf(input);
  if (checked.errors) return { ok: false, errors: checked.errors };
  try {
    const created = await prisma.dealership.create({ data: { ...checked.columns, members: { create: { userId, role: "owner" } } }, select: { slug: true } });
    return { ok: true, slug: created.slug };
  } catch (error) {
    if (isUniqueViolation(error, "slug")) return { ok: false, errors: { slug: SLUG_TAKEN } };
    if (isUniqueViolation(error, "user_id") || isUniqueViolation(error, "userId")) return { ok: false, errors: { form: ALREADY_A_MEMBER } };
    throw error;
  }
}

/** Changes the dealership's record (the caller has checked the member's role). */
export async function updateDealership(dealershipId: number, input: DealershipInput): Promise<Outcome> {
  const checked = await columnsOf(input, dealershipId);
  if (checked.errors) return { ok: false, errors: checked.errors };
  try {
    const updated = await prisma.dealership.update({ where: { id: dealershipId }, data: checked.columns, select: { slug: true } });
    return { ok: true, slug: updated.slug };
  } catch (error) {
    if (isUniqueViolation(error, "slug")) return { ok: false, errors: { slug: SLUG_TAKEN } };
    throw error;
  }
}

export interface DealershipRecord {
  name: string;
  slug: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  licenseNumber: string;
  hours: OpenDay[];
  /** The stored logo's URL (its largest width), or null. */
  logo: string | null;
}

/** The dealership as its profile form shows it. */
export async function dealershipRecord(dealershipId: number): Promise<DealershipRecord> {
  const d = await prisma.dealership.findUnique({ where: { id: dealershipId } });
  if (!d) throw new AppError("Page not found", { status: 404, code: "not-found" });
  return {
    name: d.name,
    slug: d.slug,
    street: d.street ?? "",
    city: d.city,
    state: d.state,
    zip: d.zip,
    phone: d.phone,
    licenseNumber: d.licenseNumber ?? "",
    hours: Array.isArray(d.hours) ? (d.hours as unknown as OpenDay[]) : [],
    logo: d.logo,
  };
}

/** The overview's numbers: members and listings on the market. */
export async function dealershipOverview(dealershipId: number) {
  const [dealership, members, activeListings] = await Promise.all([
    prisma.dealership.findUniqueOrThrow({ where: { id: dealershipId }, select: { name: true, slug: true, city: true, state: true } }),
    prisma.dealershipMember.count({ where: { dealershipId } }),
    prisma.listing.count({ where: { dealershipId, status: "active", OR: [{ packageExpiry: null }, { packageExpiry: { gt: new Date() } }] } }),
  ]);
  return { ...dealership, members, activeListings };
}
