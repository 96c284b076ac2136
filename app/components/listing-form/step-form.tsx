import { Form } from "react-router";
import type { DescriptionReplacement } from "~/modules/listing-wizard/description-replacement";
import type { DraftValues } from "~/modules/seller-listings/drafts.server";
import type { ListingFormOptions } from "~/modules/listing-wizard/form-options.server";
import type { ValueRange } from "~/modules/valuations/value-range.server";
import { ListingStepFields } from "./listing-step-fields";
import { useAutosave } from "./use-autosave";

/**
 * One form step of either wizard. Typing is saved to the draft or staged edit as it happens;
 * a new stored version (after a save) remounts the fields with the stored values.
 */
export function StepForm({ action, step, version, values, options, errors, valueRange, replacement, finalLabel, finalBusyLabel, packageNote }: {
  action: string;
  step: number;
  version: string;
  values: DraftValues;
  options: ListingFormOptions;
  errors: Record<string, string>;
  valueRange?: ValueRange | null;
  replacement?: DescriptionReplacement;
  finalLabel: string;
  finalBusyLabel?: string;
  packageNote?: string;
}) {
  const autosave = useAutosave(action);
  return (
    <Form key={`${step}-${version}`} method="post" action={action} encType={step === 2 ? "multipart/form-data" : undefined} noValidate
      onChange={(e) => autosave.schedule(e.currentTarget)} onSubmit={autosave.cancel}>
      <ListingStepFields step={step} values={values} options={options} errors={errors} valueRange={valueRange} finalLabel={finalLabel} finalBusyLabel={finalBusyLabel}
        replacement={replacement} packageNote={packageNote} onImagesChange={(form) => autosave.schedule(form)} />
    </Form>
  );
}
