import { useState } from "react";
import type { DescriptionReplacement } from "~/modules/listing-wizard/description-replacement";
import type { DraftValues } from "~/modules/seller-listings/drafts.server";
import type { ListingFormOptions } from "~/modules/listing-wizard/form-options.server";
import type { ValueRange } from "~/modules/valuations/value-range.server";
import { DescriptionPhotosFields } from "./description-photos-fields";
import { PackageFields } from "./package-fields";
import { PricingFields } from "./pricing-fields";
import { useHydrated } from "./use-hydrated";
import { VehicleDetailsFields } from "./vehicle-details-fields";
import { DefaultSubmit, WizardNav } from "./wizard-nav";

interface Props {
  step: number;
  values: DraftValues;
  options: ListingFormOptions;
  errors: Record<string, string>;
  valueRange?: ValueRange | null;
  /** The last form step's button: 'Proceed to Payment' when selling, 'Update Listing' when editing. */
  finalLabel: string;
  finalBusyLabel?: string;
  packageNote?: string;
  /** Asking before 'AI Generate' replaces the description, or offering Undo after it did. */
  replacement?: DescriptionReplacement;
  /** Called with the form after the photo list changed (photos upload without a form submit). */
  onImagesChange?: (form: HTMLFormElement) => void;
}

/** The fields and buttons of one of the four form steps the sell and edit wizards share. */
export function ListingStepFields({ step, values, options, errors, valueRange = null, finalLabel, finalBusyLabel, packageNote, replacement, onImagesChange }: Props) {
  const hydrated = useHydrated();
  const [packageId, setPackageId] = useState(values.packageId);
  return (
    <>
      <DefaultSubmit />
      {step === 1 ? <VehicleDetailsFields values={values} options={options} errors={errors} /> : null}
      {step === 2 ? <DescriptionPhotosFields description={values.description} images={values.images} errors={errors} replacement={replacement} onImagesChange={onImagesChange} /> : null}
      {step === 3 ? <PricingFields price={values.price} error={errors.price} valueRange={valueRange} /> : null}
      {step === 4 ? (
        <>
          <PackageFields packages={options.packages} selected={packageId} onSelect={setPackageId} error={errors.packageId} />
          {packageNote ? <p className="mt-3 text-sm text-slate-600">{packageNote}</p> : null}
        </>
      ) : null}
      {/* Without JavaScript a choice cannot enable the last button, so it stays enabled and the server checks. */}
      <WizardNav step={step} nextLabel={step === 4 ? finalLabel : "Next"} busyLabel={step === 4 ? finalBusyLabel : undefined}
        nextDisabled={step === 4 && hydrated && !packageId} />
    </>
  );
}
