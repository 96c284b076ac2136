// The wizards' addresses and step titles, shared by their pages and server modules.
export const SELL_PATH = "/sell";
export const sellStepPath = (step: number) => `${SELL_PATH}?step=${step}`;
export const sellSuccessPath = (vehicleId: number) => `${SELL_PATH}?step=6&vehicle=${vehicleId}`;

export const EDIT_STEP_TITLES = ["Vehicle Details", "Description & Photos", "Pricing", "Package Selection"] as const;
export const editStepPath = (vehicleId: number, step: number) => `/vehicles/${vehicleId}/edit?step=${step}`;
