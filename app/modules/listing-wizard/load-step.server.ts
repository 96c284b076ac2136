import { prisma } from "~/utils/db.server";
import { vehiclesManagedBy } from "~/modules/listings/managed-by";
import { getValueRange } from "~/modules/valuations/value-range.server";
import { firstIncompleteStep, stagedEditStore, type DraftStore, type DraftValues, type EditStore } from "~/modules/seller-listings/drafts.server";
import { loadEditableListing } from "~/modules/seller-listings/edit-listing.server";
import { listingFormOptions } from "~/modules/listing-wizard/form-options.server";
import { FORM_STEPS, stepPathOf } from "./steps";

export type FormStepLoad =
  | { redirect: string }
  | {
      step: number;
      values: DraftValues;
      options: Awaited<ReturnType<typeof listingFormOptions>>;
      valueRange: Awaited<ReturnType<typeof getValueRange>>;
      version: string;
    };

/** The edit wizard's store: the owner's staged edit of a live listing; null for anyone else's listing or a missing one. */
export async function editWizardStore(userId: number, vehicleId: number): Promise<EditStore | null> {
  const live = await loadEditableListing(userId, vehicleId);
  return live && stagedEditStore(userId, vehicleId, live);
}

/**
 * What a form step shows. A new listing's steps open in order: a step beyond the first
 * incomplete one sends the seller back to it (null means "where the seller left off"). A
 * live listing's are all complete already, so any of them opens.
 */
export async function loadFormStep(store: DraftStore, requested: number | null): Promise<FormStepLoad> {
  const { values, version } = await store.load();
  const reachable = store.kind === "sell" ? firstIncompleteStep(values) : FORM_STEPS;
  if (requested !== null && requested > reachable) return { redirect: stepPathOf(store, reachable) };
  const step = requested ?? (store.kind === "sell" ? reachable : 1);
  const [options, valueRange] = await Promise.all([
    listingFormOptions(values),
    step === 3 && values.vehicleModelId && values.year ? getValueRange(values.vehicleModelId, values.year) : null,
  ]);
  return { step, values, options, valueRange, version };
}

/** The success step belongs to a listing the seller owns. */
export async function ownsVehicle(userId: number, vehicleId: number) {
  return (await prisma.vehicle.count({ where: { id: vehicleId, ...vehiclesManagedBy(userId) } })) > 0;
}
