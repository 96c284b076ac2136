import { Link } from "react-router";
import { storefrontPath, type VehicleDealer } from "~/modules/dealers/storefront-path";

/** The dealership's name, linked to its storefront. */
export function SoldByDealer({ dealer, testId }: { dealer: VehicleDealer; testId: string }) {
  return <Link to={storefrontPath(dealer.slug)} className="font-medium text-brand-700 underline" data-testid={testId}>{dealer.name}</Link>;
}
