import { Link } from "react-router";
import { compareHref } from "~/modules/compare/compare-list";
import { useCompareList } from "./compare-list-context";
import { CompareToggle } from "./compare-toggle";

/** "Compare (n)", to the comparison of the visitor's list; nothing while the list is empty. */
export function CompareLink({ className = "" }: { className?: string }) {
  const list = useCompareList();
  if (list.length === 0) return null;
  return (
    <Link to={compareHref([...list])} data-testid="compare-link"
      className={`inline-flex w-fit items-center rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 ${className}`}>
      {`Compare (${list.length})`}
    </Link>
  );
}

/** The vehicle page's pair: add or remove this vehicle, and the way to the comparison. */
export function VehicleCompareControls({ vehicleId, title }: { vehicleId: number; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="vehicle-compare">
      <CompareToggle vehicleId={vehicleId} title={title} className="w-40" />
      <CompareLink />
    </div>
  );
}
