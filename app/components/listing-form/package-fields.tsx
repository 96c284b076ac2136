import { FieldError } from "~/components/ui/field";
import { formatPrice } from "~/shared/format";
import type { ListingFormOptions } from "~/modules/listing-wizard/form-options.server";

type Package = ListingFormOptions["packages"][number];

/** Step 4 of the listing wizards: the three packages as radio cards, Elite marked recommended. */
export function PackageFields({ packages, selected, onSelect, error }: { packages: Package[]; selected?: number; onSelect?: (id: number) => void; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "packageId-error" : undefined}>
      <legend className="mb-3 text-sm font-medium text-slate-700">Choose a listing package</legend>
      <div className="grid gap-4 md:grid-cols-3">
        {packages.map((p) => (
          <label key={p.id} data-testid={`package-${p.slug}`}
            className="relative flex cursor-pointer flex-col rounded-xl border-2 border-slate-200 bg-white p-5 shadow-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/20 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            {p.recommended ? (
              <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">Recommended</span>
            ) : null}
            <span className="flex items-center justify-between">
              <span className="text-lg font-bold">{p.name}</span>
              <input type="radio" name="packageId" value={p.id} defaultChecked={selected === p.id} onChange={() => onSelect?.(p.id)} className="h-4 w-4 accent-brand-600" />
            </span>
            <span className="mt-2 text-3xl font-extrabold">{formatPrice(p.price)}</span>
            <span className="text-sm text-slate-500">for {p.durationDays} days</span>
            <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
              {p.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className="mt-0.5 shrink-0 text-brand-600"><path d="M5 12l5 5L20 7" /></svg>
                  {f}
                </li>
              ))}
            </ul>
          </label>
        ))}
      </div>
      <FieldError id="packageId-error" message={error} />
    </fieldset>
  );
}
