import { useNavigation } from "react-router";

export const primaryButton = "rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50";
export const secondaryButton = "rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";

/** Previous and Next of a listing wizard: plain submit buttons, so the step is saved either way. */
export function WizardNav({ step, nextLabel, busyLabel, nextDisabled }: { step: number; nextLabel: string; busyLabel?: string; nextDisabled?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const advancing = busy && navigation.formData?.get("intent") === "next";
  return (
    <div className="mt-8 flex justify-between border-t border-slate-200 pt-6">
      <button type="submit" name="intent" value="previous" formNoValidate disabled={step === 1 || busy} className={secondaryButton}>Previous</button>
      <button type="submit" name="intent" value="next" disabled={nextDisabled || busy} className={primaryButton}>
        {advancing && busyLabel ? busyLabel : nextLabel}
      </button>
    </div>
  );
}

/** Enter in a field means Next: the first submit button in a form is its default. */
export function DefaultSubmit() {
  return <button type="submit" name="intent" value="next" tabIndex={-1} aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden" />;
}
