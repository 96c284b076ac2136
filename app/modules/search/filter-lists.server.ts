// The catalog lists /buy's filter form offers for a URL: every type, the makes of the chosen
// type and the models of the chosen make. Make and model follow the chosen type and make: a
// stale choice left over in a submitted form (no JavaScript to clear it) is dropped, by sending
// the visitor to the same search without it.
import { listAvailableMakes, listAvailableModels, listVehicleTypes, type Option } from "~/modules/catalog/lookups.server";
import { isVehicleTypeSlug } from "~/modules/catalog/vehicle-types";
import { cleanText } from "~/utils/text";

export type FilterLists = { types: (Option & { slug: string })[]; makes: Option[]; models: Option[] } | { redirectTo: string };

export async function filterListsFor(params: URLSearchParams, path = "/buy"): Promise<FilterLists> {
  const rawType = params.get("type") ?? "";
  const type = isVehicleTypeSlug(rawType) ? rawType : undefined;
  const make = cleanText(params.get("make") ?? "").trim() || undefined;

  const [types, makes, models] = await Promise.all([
    listVehicleTypes(),
    type ? listAvailableMakes(type) : Promise.resolve([]),
    make ? listAvailableModels(make, type) : Promise.resolve([]),
  ]);

  const model = cleanText(params.get("model") ?? "").trim();
  const staleMake = make && type && !makes.some((m) => m.name.toLowerCase() === make.toLowerCase());
  const staleModel = model && (!make || !models.some((m) => m.name.toLowerCase() === model.toLowerCase()));
  if (staleMake || staleModel) {
    const next = new URLSearchParams(params);
    if (staleMake) next.delete("make");
    next.delete("model");
    next.delete("page");
    return { redirectTo: `${path}${next.size ? `?${next}` : ""}` };
  }
  return { types, makes, models };
}
