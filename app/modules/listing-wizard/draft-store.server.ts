import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { attachablePhotos } from "~/modules/media/photo-ownership.server";
import { draftValues, getDraft, saveDraft, type DraftPatch, type DraftValues } from "~/modules/seller-listings/drafts.server";
import { loadEditableListing, type EditableListing } from "~/modules/seller-listings/edit-listing.server";
import { editStepPath, sellStepPath } from "./steps";

/**
 * Where the listing wizard keeps what the seller entered between steps: the seller's one
 * draft of a new listing, or a staged edit of one live listing. Both survive reloads; the
 * live listing changes only when a staged edit is applied.
 */
export interface DraftStore {
  readonly kind: "sell" | "edit";
  readonly userId: number;
  /** The stored values, and a version that changes with every save. */
  load(): Promise<{ values: DraftValues; version: string }>;
  /** Saves part of the values; returns all of them after the save. */
  save(patch: DraftPatch): Promise<DraftValues>;
  stepPath(step: number): string;
}

export function sellDraftStore(userId: number): DraftStore {
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
    stepPath: sellStepPath,
  };
}

/** The version of a store whose values are the live listing's: nothing is staged. */
export const LIVE_VERSION = "live";

export interface EditStore extends DraftStore {
  readonly kind: "edit";
  readonly vehicleId: number;
  /** The listing as it is live, with the price of the package paid for it. */
  readonly live: EditableListing;
  discard(): Promise<void>;
}

const liveValues = ({ packagePrice: _price, ...values }: EditableListing): DraftValues => values;

/** The owner's staged edit of a listing; null for anyone else's listing or a missing one. */
export async function editDraftStore(userId: number, vehicleId: number): Promise<EditStore | null> {
  const live = await loadEditableListing(userId, vehicleId);
  if (!live) return null;
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
    stepPath: (step) => editStepPath(vehicleId, step),
    async discard() {
      await prisma.listingEditDraft.deleteMany({ where: { vehicleId, userId } });
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
