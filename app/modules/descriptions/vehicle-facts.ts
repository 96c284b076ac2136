import { formatNumber } from "~/shared/format";
import { DESCRIPTION_MAX } from "~/modules/listings/listing-limits";

/** What the seller entered in the wizard's first step; ids as chosen in its dropdowns. */
export interface DescriptionInput {
  vehicleTypeId?: number;
  vehicleMakeId?: number;
  vehicleModelId?: number;
  year?: number;
  vehicleConditionId?: number;
  mileage?: number | null;
  zipCode?: string;
}

/** The entered vehicle resolved against the catalog: names instead of ids. */
export interface VehicleFacts {
  typeSlug: string;
  /** Singular label, e.g. "Dirt Bike". */
  typeLabel: string;
  make: string;
  model: string;
  modelId: number;
  year: number;
  /** Condition name, e.g. "Very Good"; null when not chosen. */
  condition: string | null;
  mileage: number | null;
  /** "Beverly Hills, CA" when the zip code is known. */
  location: string | null;
}

/** The descriptions shown on the site are capped at this many characters (the wizard's counter). */
export const MAX_DESCRIPTION_LENGTH = DESCRIPTION_MAX;

export const vehicleTitle = (f: VehicleFacts) => `${f.year} ${f.make} ${f.model}`;

export const mileageText = (mileage: number) => `${formatNumber(mileage)} ${mileage === 1 ? "mile" : "miles"}`;

/** One or two sentences from the entered condition, mileage and place. */
export function detailSentences(f: VehicleFacts): string {
  const parts: string[] = [];
  if (f.condition) parts.push(`is in ${f.condition.toLowerCase()} condition`);
  if (f.mileage !== null) parts.push(`has ${mileageText(f.mileage)}`);
  const first = `This ${vehicleTitle(f)} ${parts.length ? parts.join(" and ") : "is ready for its next owner"}.`;
  return f.location ? `${first} It is located in ${f.location}.` : first;
}

export const CONTACT_LINE = "Contact the seller with any questions or to arrange a viewing.";
