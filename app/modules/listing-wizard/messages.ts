// The wizard's toasts, in the product's words (shared by selling and editing).
import type { ToastInput } from "~/modules/toast/toast";

export const STEP_BLOCKED_TOAST = {
  title: "Please complete all required fields",
  description: "Fill in all required information before proceeding to the next step.",
  variant: "destructive",
} as const satisfies ToastInput;

export const DESCRIPTION_GENERATED: ToastInput = { title: "Description Generated!", description: "AI has created a compelling description for your vehicle." };
export const AI_MISSING_INFORMATION: ToastInput = { title: "Missing Information", description: "Please fill in vehicle type, make, model, and year first.", variant: "destructive" };
export const AI_FAILED = { title: "AI Generation Failed", description: "Failed to generate description. Please write your own.", variant: "destructive" } as const satisfies ToastInput;
export const LISTING_UPDATED: ToastInput = { title: "Success!", description: "Your vehicle listing has been updated successfully." };
export const CHANGES_DISCARDED: ToastInput = { title: "Changes discarded", description: "Your listing is as it was before you started editing." };
