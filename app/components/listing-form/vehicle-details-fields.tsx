import { useState } from "react";
import { FieldError, inputClass } from "~/components/ui/field";
import type { DraftValues } from "~/modules/seller-listings/drafts.server";
import type { ListingFormOptions } from "~/modules/listing-wizard/form-options.server";
import { SelectField } from "./select-field";
import { useDependentOptions } from "./use-dependent-options";
import { useHydrated } from "./use-hydrated";
import { ZIP_LENGTH, ZIP_PATTERN_ATTRIBUTE } from "~/shared/zip-code-rules";
import { MILEAGE_MAX } from "~/modules/listings/listing-limits";
import { IDENTIFIER_HINTS, IDENTIFIER_INPUT_MAX, IDENTIFIER_LABELS, identifierKindFor } from "~/modules/listings/vehicle-identifier";

export type VehicleDetailsValues = Pick<DraftValues, "vehicleTypeId" | "vehicleMakeId" | "vehicleModelId" | "year" | "vehicleConditionId" | "mileage" | "identifier" | "zipCode">;

type Errors = Partial<Record<keyof VehicleDetailsValues, string | undefined>>;
type Option = { id: number; name: string };

const str = (v: number | undefined) => (v === undefined ? "" : String(v));

/**
 * Step 1 of the listing wizards. The server renders the choices for what is selected, so
 * it works without JavaScript (an "Update choices" button refreshes them); with JavaScript
 * the dependent lists fill as soon as their parent changes.
 */
export function VehicleDetailsFields({ values, options, errors }: { values: VehicleDetailsValues; options: ListingFormOptions; errors: Errors }) {
  const hydrated = useHydrated();
  const [typeId, setTypeId] = useState(str(values.vehicleTypeId));
  const [makeId, setMakeId] = useState(str(values.vehicleMakeId));
  const [modelId, setModelId] = useState(str(values.vehicleModelId));
  const [year, setYear] = useState(str(values.year));
  const [conditionId, setConditionId] = useState(str(values.vehicleConditionId));
  const makes = useDependentOptions<Option>("makes", typeId, { parent: str(values.vehicleTypeId), options: options.makes });
  const models = useDependentOptions<Option>("models", makeId, { parent: str(values.vehicleMakeId), options: options.models });
  const years = useDependentOptions<number>("years", modelId, { parent: str(values.vehicleModelId), options: options.years });

  const chooseType = (value: string) => {
    setTypeId(value);
    setMakeId("");
    setModelId("");
    setYear("");
  };
  const chooseMake = (value: string) => {
    setMakeId(value);
    setModelId("");
    setYear("");
  };
  const chooseModel = (value: string) => {
    setModelId(value);
    setYear("");
  };

  const yearOptions = years.map((y) => ({ id: y, name: String(y) }));
  // A boat takes a HIN, any other type a VIN: the label follows the chosen type.
  const identifierKind = identifierKindFor(options.types.find((t) => String(t.id) === typeId)?.slug);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField id="vehicleTypeId" name="vehicleTypeId" label="Vehicle Type" options={options.types} value={typeId} onChange={chooseType}
        placeholder="Select type" error={errors.vehicleTypeId} />
      <SelectField id="vehicleMakeId" name="vehicleMakeId" label="Make" options={makes} value={makeId} onChange={chooseMake}
        placeholder={typeId ? "Select make" : "Select type first"} disabled={!typeId || (hydrated && makes.length === 0)} error={errors.vehicleMakeId} />
      <SelectField id="vehicleModelId" name="vehicleModelId" label="Model" options={models} value={modelId} onChange={chooseModel}
        placeholder={makeId ? "Select model" : "Select make first"} disabled={!makeId || (hydrated && models.length === 0)} error={errors.vehicleModelId} />
      <SelectField id="year" name="year" label="Year" options={yearOptions} value={year} onChange={setYear}
        placeholder={modelId ? "Select year" : "Select model first"} disabled={!modelId || (hydrated && years.length === 0)} error={errors.year} />
      <SelectField id="vehicleConditionId" name="vehicleConditionId" label="Condition" options={options.conditions} value={conditionId}
        onChange={setConditionId} placeholder="Select condition" error={errors.vehicleConditionId} />
      <div>
        <label htmlFor="mileage" className="mb-1 block text-sm font-medium text-slate-700">Mileage <span className="font-normal text-slate-500">(optional)</span></label>
        <input id="mileage" name="mileage" type="number" inputMode="numeric" min={0} max={MILEAGE_MAX} step={1} defaultValue={str(values.mileage)}
          aria-invalid={errors.mileage ? true : undefined} aria-describedby={errors.mileage ? "mileage-error" : undefined} className={inputClass} />
        <FieldError id="mileage-error" message={errors.mileage} />
      </div>
      <div>
        <label htmlFor="identifier" className="mb-1 block text-sm font-medium text-slate-700">
          {IDENTIFIER_LABELS[identifierKind]} <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input id="identifier" name="identifier" type="text" autoCapitalize="characters" autoComplete="off" spellCheck={false} maxLength={IDENTIFIER_INPUT_MAX}
          defaultValue={values.identifier ?? ""} aria-invalid={errors.identifier ? true : undefined}
          aria-describedby={errors.identifier ? "identifier-hint identifier-error" : "identifier-hint"} className={`${inputClass} font-mono uppercase`} />
        <p id="identifier-hint" className="mt-1 text-xs text-slate-600">{IDENTIFIER_HINTS[identifierKind]}</p>
        <FieldError id="identifier-error" message={errors.identifier} />
      </div>
      <div>
        <label htmlFor="zipCode" className="mb-1 block text-sm font-medium text-slate-700">Zip Code</label>
        <input id="zipCode" name="zipCode" type="text" inputMode="numeric" autoComplete="postal-code" maxLength={ZIP_LENGTH} pattern={ZIP_PATTERN_ATTRIBUTE}
          defaultValue={values.zipCode} aria-invalid={errors.zipCode ? true : undefined} aria-describedby={errors.zipCode ? "zipCode-error" : undefined}
          className={inputClass} />
        <FieldError id="zipCode-error" message={errors.zipCode} />
      </div>
      {hydrated ? null : (
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="refresh" formNoValidate
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">
            Update choices
          </button>
          <p className="mt-1 text-xs text-slate-500">After choosing a type, make or model, update the choices that depend on it.</p>
        </div>
      )}
    </div>
  );
}
