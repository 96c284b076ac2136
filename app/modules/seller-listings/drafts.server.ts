import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { mediaStorage } from "~/modules/media/storage.server";
import { attachablePhotos } from "~/modules/media/photo-ownership.server";
import { cleanTextUpTo } from "~/utils/text";
import { LISTING_STEPS, listingSchema, type ListingInput } from "./listing-schema";
import { ID_DIGITS, ID_MAX } from "~/shared/ids";
import { ZIP_LENGTH } from "~/shared/zip-code-rules";
import { DESCRIPTION_MAX, MAX_PHOTOS } from "~/modules/listings/listing-limits";
import { IDENTIFIER_INPUT_MAX, normalizeIdentifier } from "~/modules/listings/vehicle-identifier";

export type ListingDraft = Prisma.ListingDraftGetPayload<object>;

/** The draft's values as the wizard's forms and schemas read them. */
export interface DraftValues {
  vehicleTypeId?: number;
  vehicleMakeId?: number;
  vehicleModelId?: number;
  year?: number;
  vehicleConditionId?: number;
  mileage?: number;
  /** The VIN or HIN as typed (normalized), checked with the step. */
  identifier?: string;
  zipCode: string;
  description: string;
  images: string[];
  price?: string;
  packageId?: number;
}

/** The listing fields a sell draft and a staged edit both store. */
export type DraftFields = Pick<
  ListingDraft,
  "vehicleTypeId" | "vehicleMakeId" | "vehicleModelId" | "year" | "vehicleConditionId" | "mileage" | "identifier" | "zipCode" | "description" | "images" | "price" | "vehiclePackageId"
>;

export function draftValues(draft: DraftFields | null): DraftValues {
  return {
    vehicleTypeId: draft?.vehicleTypeId ?? undefined,
    vehicleMakeId: draft?.vehicleMakeId ?? undefined,
    vehicleModelId: draft?.vehicleModelId ?? undefined,
    year: draft?.year ?? undefined,
    vehicleConditionId: draft?.vehicleConditionId ?? undefined,
    mileage: draft?.mileage ?? undefined,
    identifier: draft?.identifier ?? undefined,
    zipCode: draft?.zipCode ?? "",
    description: draft?.description ?? "",
    images: draft?.images ?? [],
    price: draft?.price?.toFixed(2),
    packageId: draft?.vehiclePackageId ?? undefined,
  };
}

export function getDraft(userId: number) {
  return prisma.listingDraft.findUnique({ where: { userId } });
}

/** The first wizard step (1 to 4) whose fields are incomplete, or 5 when all are done. */
export function firstIncompleteStep(values: DraftValues): number {
  for (const { step, schema } of LISTING_STEPS) {
    if (!schema.safeParse(values).success) return step;
  }
  return 5;
}

/** The complete listing a payment is taken for; null while a step is incomplete. */
export function draftToListing(values: DraftValues): ListingInput | null {
  const parsed = listingSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

// Lenient readers: a draft keeps whatever of the entered data is well-formed, even when
// the step as a whole does not pass yet, so nothing typed is lost on a reload.
const int = (v: FormDataEntryValue | null, max = ID_MAX) => {
  if (typeof v !== "string" || !ID_DIGITS.test(v.trim())) return null;
  const n = Number(v);
  return n <= max ? n : null;
};
const text = (v: FormDataEntryValue | null, max: number) => (typeof v === "string" ? cleanTextUpTo(v, max) : "");
const money = (v: FormDataEntryValue | null) => {
  const cleaned = typeof v === "string" ? v.replace(/[$,\s]/g, "") : "";
  return /^\d{1,8}(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned).toFixed(2) : null;
};

/** Only photos in our own storage: the hidden inputs that carry the list can be edited by anyone. */
export function acceptedPhotoUrls(values: unknown[]): string[] {
  const storage = mediaStorage();
  const urls = values.filter((v): v is string => typeof v === "string" && v.length <= 2048 && storage.keyForUrl(v) !== null);
  return [...new Set(urls)].slice(0, MAX_PHOTOS);
}

export type DraftPatch = Omit<Prisma.ListingDraftUncheckedUpdateInput, "id" | "userId" | "createdAt" | "updatedAt" | "images"> & { images?: string[] };

/** What a step's form carries, as a draft update. Fields of other steps are left alone. */
export function readDraftPatch(step: number, form: FormData): DraftPatch {
  switch (step) {
    case 1: {
      const patch: DraftPatch = {
        vehicleTypeId: int(form.get("vehicleTypeId")),
        vehicleMakeId: int(form.get("vehicleMakeId")),
        vehicleModelId: int(form.get("vehicleModelId")),
        year: int(form.get("year"), 9999),
        vehicleConditionId: int(form.get("vehicleConditionId")),
        mileage: int(form.get("mileage")),
        identifier: normalizeIdentifier(text(form.get("identifier"), IDENTIFIER_INPUT_MAX)).slice(0, IDENTIFIER_INPUT_MAX) || null,
        zipCode: text(form.get("zipCode"), ZIP_LENGTH).trim(),
      };
      return patch;
    }
    case 2:
      return {
        description: text(form.get("description"), DESCRIPTION_MAX * 2),
        images: acceptedPhotoUrls(form.getAll("images")),
      };
    case 3:
      return { price: money(form.get("price")) };
    case 4:
      return { vehiclePackageId: int(form.get("packageId")) };
    default:
      return {};
  }
}

/** A changed type empties make and model; a changed make empties the model (and year). */
export function withDependentsCleared(current: DraftValues, patch: DraftPatch): DraftPatch {
  const next = { ...patch };
  if ("vehicleTypeId" in patch && patch.vehicleTypeId !== (current.vehicleTypeId ?? null)) {
    if (patch.vehicleMakeId === (current.vehicleMakeId ?? null)) next.vehicleMakeId = null;
    if (patch.vehicleModelId === (current.vehicleModelId ?? null)) next.vehicleModelId = null;
  }
  if ("vehicleMakeId" in next && next.vehicleMakeId !== (current.vehicleMakeId ?? null)) {
    if (patch.vehicleModelId === (current.vehicleModelId ?? null)) next.vehicleModelId = null;
  }
  return next;
}

/** Values with a form's patch applied (a cleared field becomes undefined). */
export function valuesWithPatch(values: DraftValues, patch: DraftPatch): DraftValues {
  const next: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(patch)) next[key === "vehiclePackageId" ? "packageId" : key] = value === null ? undefined : value;
  return next as unknown as DraftValues;
}

/**
 * Saves part of the user's open draft, creating it on first use. Photos the seller may not
 * attach (another seller's, or keys that were never uploaded) are left out.
 */
export async function saveDraft(userId: number, patch: DraftPatch) {
  const checked = patch.images ? { ...patch, images: await attachablePhotos(userId, patch.images, (await getDraft(userId))?.images ?? []) } : patch;
  return prisma.listingDraft.upsert({
    where: { userId },
    create: { ...(checked as Prisma.ListingDraftUncheckedCreateInput), userId },
    update: checked,
  });
}
