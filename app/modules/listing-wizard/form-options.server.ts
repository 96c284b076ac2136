import { listConditions, listMakes, listModelYears, listModels, listPackages, listVehicleTypes } from "~/modules/catalog/lookups.server";

export interface ListingFormSelection {
  vehicleTypeId?: number;
  vehicleMakeId?: number;
  vehicleModelId?: number;
}

/** The choices the listing forms offer for what is already selected (server-rendered, so they work without JavaScript). */
export async function listingFormOptions(selection: ListingFormSelection) {
  const [types, makes, models, years, conditions, packages] = await Promise.all([
    listVehicleTypes(),
    selection.vehicleTypeId ? listMakes(selection.vehicleTypeId) : [],
    selection.vehicleMakeId ? listModels(selection.vehicleMakeId) : [],
    selection.vehicleModelId ? listModelYears(selection.vehicleModelId) : [],
    listConditions(),
    listPackages(),
  ]);
  return { types: types.map(({ id, name, slug }) => ({ id, name, slug })), makes, models, years, conditions, packages };
}

export type ListingFormOptions = Awaited<ReturnType<typeof listingFormOptions>>;
