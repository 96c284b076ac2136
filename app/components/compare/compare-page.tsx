import { Form, Link } from "react-router";
import type { Comparison } from "~/modules/compare/compare.server";
import type { CompareRow } from "~/modules/compare/compare-table";
import { COMPARE_MIN, compareHref } from "~/modules/compare/compare-list";
import { ZIP_LENGTH, ZIP_PATTERN_ATTRIBUTE } from "~/shared/zip-code-rules";
import { vehicleTypeBadge, vehicleTypePicture } from "~/modules/catalog/vehicle-types";
import { VehicleImage } from "~/components/vehicle-image";

type Props = Comparison & { zip: string; ids: string };

function Cell({ value, differs }: { value: string | null; differs: boolean }) {
  return (
    <td className={`min-w-36 border-b border-slate-200 px-3 py-2 align-top ${differs ? "bg-amber-50 font-semibold text-slate-900" : "text-slate-700"}`} data-differs={differs ? "true" : undefined}>
      {value === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">Not listed</span>
        </>
      ) : value}
    </td>
  );
}

function Row({ row }: { row: CompareRow }) {
  return (
    <tr data-testid="compare-row" data-label={row.label} data-differs={row.differs ? "true" : "false"}>
      <th scope="row" className="sticky left-0 z-10 w-28 min-w-28 border-b border-r border-slate-200 bg-white px-3 py-2 text-left align-top text-sm font-medium text-slate-800">
        {row.label}
        {/* Said in words as well as shown: the tint alone would not tell everyone. */}
        {row.differs ? <span className="mt-0.5 block text-xs font-semibold uppercase tracking-wide text-amber-900" data-testid="differs-mark">Differs</span> : null}
      </th>
      {row.cells.map((value, i) => <Cell key={i} value={value} differs={row.differs} />)}
    </tr>
  );
}

function ZipForm({ zip, ids, error, origin }: { zip: string; ids: string; error: string | null; origin: Comparison["origin"] }) {
  return (
    <Form method="get" action="/compare" className="flex flex-wrap items-end gap-2" data-testid="compare-zip-form">
      <input type="hidden" name="ids" value={ids} />
      <div className="flex flex-col gap-1">
        <label htmlFor="compare-zip" className="text-sm font-medium text-slate-800">Distance from zip code</label>
        <input id="compare-zip" name="zip" defaultValue={zip} inputMode="numeric" maxLength={ZIP_LENGTH} pattern={ZIP_PATTERN_ATTRIBUTE} autoComplete="postal-code"
          aria-invalid={error ? true : undefined} aria-describedby={error ? "compare-zip-error" : undefined}
          className={`w-28 rounded-md border px-3 py-2 ${error ? "border-red-700" : "border-slate-400"}`} />
      </div>
      <button type="submit" className="rounded-md border border-slate-400 bg-white px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50">Show distance</button>
      {error ? <p id="compare-zip-error" className="basis-full text-sm text-red-700" data-testid="zip-error">{error}</p> : null}
      {!error && origin ? <p className="basis-full text-sm text-slate-600" data-testid="distance-origin">Distances from {origin.place} {origin.zip}{origin.from === "account" ? " (your saved zip code)" : ""}.</p> : null}
    </Form>
  );
}

export function ComparePage({ vehicles, sections, leftOut, overLimit, origin, zipError, idsError, zip, ids }: Props) {
  const shownIds = vehicles.map((v) => v.id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">Compare vehicles</h1>
      <div className="mt-3 flex flex-col gap-2" data-testid="compare-notes">
        {idsError ? <p role="alert" className="text-red-700" data-testid="ids-error">{idsError}</p> : null}
        {overLimit ? <p className="text-slate-700" data-testid="over-limit">Only the first 4 vehicles are compared.</p> : null}
        {leftOut.length ? (
          <p className="text-slate-700" data-testid="left-out">
            {leftOut.length === 1 ? "1 vehicle is" : `${leftOut.length} vehicles are`} no longer listed and left out (no. {leftOut.join(", ")}).
          </p>
        ) : null}
        {!idsError && vehicles.length < COMPARE_MIN ? (
          <p className="text-slate-700" data-testid="compare-empty">
            Pick at least two vehicles to compare: press Compare on a vehicle in the <Link to="/buy" className="font-semibold text-brand-700 underline">search results</Link> or on its page.
          </p>
        ) : null}
      </div>
      {vehicles.length ? (
        <>
          <div className="mt-4"><ZipForm zip={zip} ids={ids} error={zipError} origin={origin} /></div>
          <p id="compare-hint" className="mt-4 text-sm text-slate-600">Rows where the vehicles differ are marked Differs. The table scrolls sideways.</p>
          {/* Its own scrolling region: the page never widens, the first column stays in sight. Relative, so the screen-reader texts inside are clipped by it too. */}
          <div role="region" aria-labelledby="compare-caption" aria-describedby="compare-hint" tabIndex={0} className="relative mt-2 max-w-full overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-3 focus-visible:outline-brand-600" data-testid="compare-region">
            <table className="w-max min-w-full border-collapse text-sm" data-testid="compare-table">
              <caption id="compare-caption" className="sr-only">Comparison of {vehicles.length} vehicles</caption>
              <thead>
                <tr>
                  <td className="sticky left-0 z-10 w-28 min-w-28 border-b border-r border-slate-200 bg-white" />
                  {vehicles.map((v) => {
                    const title = `${v.year} ${v.make} ${v.model}`;
                    return (
                      <th key={v.id} scope="col" className="min-w-36 max-w-48 border-b border-slate-200 px-3 py-2 text-left align-top" data-testid="compare-vehicle">
                        <div className="aspect-[3/2] w-32 overflow-hidden rounded bg-slate-100">
                          <VehicleImage src={v.images[0]} placeholder={vehicleTypePicture(v.type, 400)} alt="" sizes="8rem" className="h-full w-full object-cover" />
                        </div>
                        <span className="mt-1 block text-xs font-medium text-slate-600">{vehicleTypeBadge(v.type)}</span>
                        <Link to={`/vehicles/${v.id}`} className="font-semibold text-brand-700 underline">{title}</Link>
                        <Form method="post" action="/compare" className="mt-2">
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="id" value={v.id} />
                          <input type="hidden" name="redirect" value={compareHref(shownIds.filter((id) => id !== v.id))} />
                          <button type="submit" className="rounded-md border border-slate-400 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50" data-testid="compare-remove">
                            Remove<span className="sr-only"> the {title}</span>
                          </button>
                        </Form>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              {sections.map((section) => (
                <tbody key={section.title} data-testid="compare-section">
                  <tr>
                    <th scope="rowgroup" colSpan={vehicles.length + 1} className="bg-slate-100 px-3 py-2 text-left text-sm font-bold text-slate-900">
                      <span className="sticky left-3">{section.title}</span>
                    </th>
                  </tr>
                  {section.rows.map((row) => <Row key={row.label} row={row} />)}
                </tbody>
              ))}
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
