import { conditionLabel } from "~/modules/catalog/conditions";
import type { SpecificationGroup } from "~/modules/public-listings/specifications";
import type { ShownIdentifier } from "~/modules/listings/vehicle-identifier";
import { formatNumber } from "~/shared/format";

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 text-center">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 font-semibold">{value}</dd>
    </div>
  );
}

/** Year, miles, condition and package, as tiles. */
export function FactTiles({ vehicle }: { vehicle: { year: number; mileage: number | null; condition: string; package: string } }) {
  const pkg = vehicle.package.charAt(0).toUpperCase() + vehicle.package.slice(1);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Tile label="Year" value={String(vehicle.year)} />
      {vehicle.mileage !== null ? <Tile label="Miles" value={formatNumber(vehicle.mileage)} /> : null}
      <Tile label="Condition" value={conditionLabel(vehicle.condition)} />
      <Tile label="Package" value={pkg} />
    </dl>
  );
}

export function IdentifierLine({ identifier }: { identifier: ShownIdentifier }) {
  return (
    <p className="text-sm text-slate-700" data-testid="vehicle-identifier">
      <span className="font-semibold">{identifier.label}</span>{" "}
      <span className="font-mono tracking-wide">{identifier.value}</span>
      {identifier.full ? <span className="ml-2 text-slate-600">(shown in full to you only; buyers see part of it)</span> : null}
    </p>
  );
}

export function Specifications({ groups }: { groups: SpecificationGroup[] }) {
  return (
    <section aria-labelledby="specs-heading" data-testid="specifications">
      <h2 id="specs-heading" className="text-xl font-semibold">Vehicle Specifications</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <div key={group.family} className="rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold">{group.family}</h3>
            <dl className="mt-2 divide-y divide-slate-100 text-sm">
              {group.items.map((item) => (
                <div key={item.label} className="flex justify-between gap-4 py-1.5">
                  <dt className="text-slate-600">{item.label}</dt>
                  <dd className="text-right font-medium">{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
