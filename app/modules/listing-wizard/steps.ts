// The listing wizard's steps as both wizards show them: four form steps, then (when money is
// due) payment, then, for a new listing, success.
import { ACCOUNT_PATHS } from "~/shared/account-paths";

const FORM_TITLES = ["Vehicle Details", "Description & Photos", "Pricing", "Package Selection"] as const;
export const FORM_STEPS = FORM_TITLES.length;
export const PAYMENT_STEP = FORM_STEPS + 1;
export const SUCCESS_STEP = FORM_STEPS + 2;

export const SELL_STEP_TITLES = [...FORM_TITLES, "Payment", "Success"] as const;
export const EDIT_STEP_TITLES = FORM_TITLES;
export const EDIT_UPGRADE_STEP_TITLES = [...FORM_TITLES, "Payment"] as const;

export const SELL_PATH = "/sell";
export const sellStepPath = (step: number) => `${SELL_PATH}?step=${step}`;
export const sellSuccessPath = (vehicleId: number) => `${SELL_PATH}?step=${SUCCESS_STEP}&vehicle=${vehicleId}`;
export const editStepPath = (vehicleId: number, step: number) => `/vehicles/${vehicleId}/edit?step=${step}`;
export const EDIT_DONE_PATH = ACCOUNT_PATHS.listings;

/** A step of the store's wizard: the sell wizard, or the edit wizard of the store's listing. */
export const stepPathOf = (store: { kind: "sell" } | { kind: "edit"; vehicleId: number }, step: number) =>
  store.kind === "edit" ? editStepPath(store.vehicleId, step) : sellStepPath(step);

/** A step number from the URL within 1..last, or null. */
export function stepFrom(value: string | null, last: number): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= last ? n : null;
}
