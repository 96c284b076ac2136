// How often a saved search mails, and how many a buyer may keep: without zod, so the forms that
// show them (the /buy page, the account tab) do not carry the validation library to phones.
export const FREQUENCIES = ["instant", "daily", "weekly", "none"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  instant: "Instantly",
  daily: "Daily",
  weekly: "Weekly",
  none: "No email",
};

export const MAX_SAVED_SEARCHES = 25;
