// A listing's draft, and the one place it is read, saved and deleted: the seller's one draft of
// a new listing (`listing_drafts`, spent when its payment completes) and a staged edit of a live
// listing (`listing_edit_drafts`, spent when it is applied). Both survive reloads; the live
// listing changes only when a staged edit is applied (decisions 6, 14 and 37).
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

/** Points the draft at another package (the checkout's package switch). */
export async function setDraftPackage(draftId: number, packageId: number) {
  await prisma.listingDraft.update({ where: { id: draftId }, data: { vehiclePackageId: packageId } });
}

/** A paid draft is spent inside its payment's completion; a draft the seller started afresh since has another id and stays. */
export async function spendDraft(tx: Prisma.TransactionClient, draftId: number) {
  await tx.listingDraft.deleteMany({ where: { id: draftId } });
}

export function getStagedEdit(userId: number, vehicleId: number) {
  return prisma.listingEditDraft.findFirst({ where: { vehicleId, userId } });
}

/** An applied staged edit is spent in the transaction that applies it. */
export async function spendStagedEdit(tx: Prisma.TransactionClient, vehicleId: number) {
  await tx.listingEditDraft.deleteMany({ where: { vehicleId } });
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

/**
 * Where the listing wizard keeps what the seller entered between steps: the seller's one draft
 * of a new listing ("sell"), or a staged edit of one live listing ("edit").
 */
interface StoreOfValues {
  readonly userId: number;
  /** The stored values, and a version that changes with every save. */
  load(): Promise<{ values: DraftValues; version: string }>;
  /** Saves part of the values; returns all of them after the save. */
  save(patch: DraftPatch): Promise<DraftValues>;
}

export interface SellStore extends StoreOfValues {
  readonly kind: "sell";
}

export interface EditStore extends StoreOfValues {
  readonly kind: "edit";
  readonly vehicleId: number;
  /** The listing as it is live, with the price of the package paid for it. */
  readonly live: LiveListing;
  discard(): Promise<void>;
}

export type DraftStore = SellStore | EditStore;

/** The live listing as edit-listing.server.ts loads it for its owner (its EditableListing). */
export type LiveListing = DraftValues & { packagePrice: string };

export function sellDraftStore(userId: number): SellStore {
  return {
    kind: "sell",
    userId,
    async load() {
      const draft = await getDraft(userId);
      return { values: draftValues(draft), version: draft?.updatedAt.toISOString() ?? "new" };
    },
    async save(patch) {
      return draftValues(await saveDraft(userId, patch));
    },
  };
}

/** The version of a store whose values are the live listing's: nothing is staged. */
export const LIVE_VERSION = "live";

const liveValues = ({ packagePrice: _price, ...values }: LiveListing): DraftValues => values;

/** The staged edit of a live listing `live` (loaded by the caller for a user who manages it): one per listing, whoever of its managers staged it. */
export function stagedEditStore(userId: number, vehicleId: number, live: LiveListing): EditStore {
  const staged = () => prisma.listingEditDraft.findUnique({ where: { vehicleId } });
  return {
    kind: "edit",
    userId,
    vehicleId,
    live,
    async load() {
      const row = await staged();
      return row ? { values: draftValues(row), version: row.updatedAt.toISOString() } : { values: liveValues(live), version: LIVE_VERSION };
    },
    async save(patch) {
      const row = await staged();
      const current = row ? draftValues(row) : liveValues(live);
      // Photos already on the live listing or the staged edit stay attachable; others must be the seller's own uploads.
      const checked = patch.images ? { ...patch, images: await attachablePhotos(userId, patch.images, [...live.images, ...(row?.images ?? [])]) } : patch;
      const saved = await prisma.listingEditDraft.upsert({
        where: { vehicleId },
        create: { ...fromValues(current), ...(checked as Prisma.ListingEditDraftUncheckedCreateInput), vehicleId, userId },
        update: checked,
      });
      return draftValues(saved);
    },
    async discard() {
      await prisma.listingEditDraft.deleteMany({ where: { vehicleId } });
    },
  };
}

/** Values as the columns of a staged edit. */
function fromValues(v: DraftValues): Omit<Prisma.ListingEditDraftUncheckedCreateInput, "vehicleId" | "userId"> {
  return {
    vehicleTypeId: v.vehicleTypeId ?? null,
    vehicleMakeId: v.vehicleMakeId ?? null,
    vehicleModelId: v.vehicleModelId ?? null,
    year: v.year ?? null,
    vehicleConditionId: v.vehicleConditionId ?? null,
    mileage: v.mileage ?? null,
    identifier: v.identifier ?? null,
    zipCode: v.zipCode,
    description: v.description,
    images: v.images,
    price: v.price ?? null,
    vehiclePackageId: v.packageId ?? null,
  };
}
