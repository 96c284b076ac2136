import { useFetcher, useLocation } from "react-router";
import { useCompareList } from "./compare-list-context";

/**
 * Add the vehicle to the compare list, or take it off: a plain POST to /compare that comes back
 * to this page without JavaScript, in place (shown at once) with it.
 */
export function CompareToggle({ vehicleId, title, className = "" }: { vehicleId: number; title: string; className?: string }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const list = useCompareList();
  const pending = fetcher.formData?.get("intent");
  const inList = pending ? pending === "add" : list.includes(vehicleId);
  return (
    <fetcher.Form method="post" action="/compare" className={className}>
      <input type="hidden" name="intent" value={inList ? "remove" : "add"} />
      <input type="hidden" name="id" value={vehicleId} />
      <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
      <button type="submit" aria-pressed={inList} data-testid="compare-toggle"
        className={`w-full rounded-md border px-3 py-1.5 text-sm font-semibold ${inList ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}>
        {inList ? "In compare" : "Compare"}
        <span className="sr-only">{inList ? `: remove the ${title} from the comparison` : `: add the ${title} to the comparison`}</span>
      </button>
    </fetcher.Form>
  );
}
