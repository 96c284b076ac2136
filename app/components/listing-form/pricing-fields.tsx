import { useState } from "react";
import { FieldError, inputClass } from "~/components/ui/field";
import { priceWarning } from "~/modules/valuations/price-warning";
import { formatPrice } from "~/shared/format";
import type { ValueRange } from "~/modules/valuations/value-range.server";
import { PRICE_MAX } from "~/modules/listings/listing-limits";

/** Step 3 of the listing wizards: the asking price, with tips and the model year's market range. */
export function PricingFields({ price, error, valueRange }: { price?: string; error?: string; valueRange: ValueRange | null }) {
  const [typed, setTyped] = useState(price ?? "");
  const warning = priceWarning(typed, valueRange);
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
      <div>
        <label htmlFor="price" className="mb-1 block text-sm font-medium text-slate-700">Asking Price (USD)</label>
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">$</span>
          <input id="price" name="price" type="number" inputMode="decimal" min={0} max={PRICE_MAX} step={0.01} defaultValue={price ?? ""}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={error ? true : undefined} aria-describedby={[error ? "price-error" : "", warning ? "price-warning" : ""].join(" ").trim() || undefined} className={`${inputClass} pl-7`} />
        </div>
        <FieldError id="price-error" message={error} />
        <p id="price-warning" role="status" className={warning ? "mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950" : "sr-only"} data-testid="price-warning">
          {warning}
        </p>
        {valueRange ? (
          <p className="mt-3 rounded-md bg-brand-50 p-3 text-sm text-brand-800" data-testid="pricing-value-range">
            Similar vehicles are valued between {formatPrice(valueRange.low)} and {formatPrice(valueRange.high)} (average {formatPrice(valueRange.average)}).
          </p>
        ) : null}
      </div>
      <aside className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <h3 className="font-semibold text-slate-900">Pricing tips</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Compare similar listings on Buy a Ride by year, make and mileage.</li>
          <li>Price a little above your lowest acceptable offer to leave room to negotiate.</li>
          <li>Recent service, new tires and upgrades justify a higher price: mention them.</li>
          <li>Round numbers like $7,500 read better than $7,493.</li>
        </ul>
      </aside>
    </div>
  );
}
