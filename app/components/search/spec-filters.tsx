import { BOAT_TYPE_CHOICES, DRIVE_CHOICES, FUEL_CHOICES, HULL_CHOICES, TRANSMISSION_CHOICES } from "~/modules/search/choices";
import { NumberInput, Select } from "./filter-fields";
import { SPEC_BLOCK_TITLES, specBlockFor } from "./filter-options";

/** The filters of a vehicle type's own specifications (a boat's hull, an RV's length), when the type has any. */
export function SpecFilters({ type, get, fieldErrors }: { type: string; get: (key: string) => string; fieldErrors: Record<string, string> }) {
  const block = specBlockFor(type);
  if (!block) return null;
  return (
    <fieldset className="rounded-lg bg-slate-50 p-3" data-testid="spec-block">
      <legend className="px-1 text-sm font-semibold text-slate-800">{SPEC_BLOCK_TITLES[block]}</legend>
      <div className="mt-2 flex flex-col gap-3">
        {block === "boat" ? (
          <>
            <Select name="boatType" label="Boat Type" value={get("boatType")} placeholder="Any boat type" options={BOAT_TYPE_CHOICES} />
            <Select name="hullMaterial" label="Hull Material" value={get("hullMaterial")} placeholder="Any hull" options={HULL_CHOICES} />
          </>
        ) : null}
        {block === "rv" || block === "boat" ? (
          <NumberInput name="length" label="Minimum length (ft)" value={get("length")} min={0} step="1" error={fieldErrors.length} />
        ) : null}
        {block === "rv" ? <Select name="fuelType" label="Fuel Type" value={get("fuelType")} placeholder="Any fuel" options={FUEL_CHOICES} /> : null}
        {block === "motorcycle" || block === "offroad" ? (
          <NumberInput name="engineSize" label="Minimum engine size (cc)" value={get("engineSize")} min={0} step="1" error={fieldErrors.engineSize} />
        ) : null}
        {block === "offroad" ? <Select name="driveType" label="Drive Type" value={get("driveType")} placeholder="Any drive" options={DRIVE_CHOICES} /> : null}
        {block === "motorcycle" || block === "offroad" ? (
          <Select name="transmission" label="Transmission" value={get("transmission")} placeholder="Any transmission" options={TRANSMISSION_CHOICES} />
        ) : null}
      </div>
    </fieldset>
  );
}
