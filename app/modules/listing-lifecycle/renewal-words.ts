// What a renewal does, in the seller's words (browser-safe): said on the renew page before
// paying and in the message after. renew.server.ts decides the kind (decision 45).
import { formatDate } from "~/shared/dates";

export type RenewalKind = "restart" | "extend" | "upgrade" | "queue";

export interface RenewalPlan {
  kind: RenewalKind;
  packageName: string;
  /** The package running now, and until when (the current expiry). */
  currentName: string;
  currentUntil: string | null;
  /** The expiry after the renewal. */
  until: string;
  /** What an upgrade costs on top of the package's price ("40.00"), for the time left on the current one. */
  difference: string | null;
}

/** Before paying: what renewing with this package will do. */
export function renewalPlanText(plan: RenewalPlan): string {
  const until = formatDate(plan.until);
  switch (plan.kind) {
    case "restart":
      return `${plan.packageName} starts today and runs until ${until}.`;
    case "extend":
      return `Your ${plan.packageName} package carries on until ${until}.`;
    case "upgrade":
      return `${plan.packageName} replaces your ${plan.currentName} package today and runs until ${until}. You pay its price and $${plan.difference}, the difference for the time left on ${plan.currentName}.`;
    case "queue":
      return `Your ${plan.currentName} package keeps its benefits until ${formatDate(plan.currentUntil ?? plan.until)}. ${plan.packageName} starts then and runs until ${until}.`;
  }
}

interface RenewedListing {
  status: string;
  packageName: string;
  packageExpiry: string | null;
  nextPackage: { name: string; from: string } | null;
}

/** After paying for `paidName`: what the renewal did, read from the listing before and after it. */
export function renewedText(before: RenewedListing, after: RenewedListing | null, paidName: string): string {
  const kind: RenewalKind = after?.nextPackage?.name === paidName ? "queue" : before.status !== "expired" && before.packageName === paidName ? "extend" : "restart";
  return outcomeText(kind, paidName, after?.packageName ?? paidName, after?.nextPackage?.from ?? null, after?.packageExpiry ?? null);
}

/** What the message after paying will say, known before paying (a checkout that confirms in the browser). */
export const plannedOutcomeText = (plan: RenewalPlan) => outcomeText(plan.kind, plan.packageName, plan.currentName, plan.currentUntil, plan.until);

function outcomeText(kind: RenewalKind, paidName: string, runningName: string, queuedFrom: string | null, until: string | null): string {
  const runs = until ? ` It now runs until ${formatDate(until)}.` : "";
  if (kind === "queue" && queuedFrom) return `Your ${paidName} package starts when your ${runningName} package ends on ${formatDate(queuedFrom)}.${runs}`;
  if (kind === "extend") return `Your ${paidName} package has been renewed.${runs}`;
  return `Your ${paidName} package has been activated.${runs}`;
}
