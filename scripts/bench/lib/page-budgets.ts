// The page budgets of the performance goal (Lighthouse mobile defaults, medians of 5 runs).
import type { RunSummary } from "./lighthouse-summary";
import { PHONE_PHOTO_MAX_BYTES } from "../../../app/modules/media/variants";

export interface PageBudget {
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  htmlKb: number | null;
  requests: number | null;
}

export const PAGE_BUDGETS: PageBudget[] = [
  { page: "/", performance: 0.98, lcpMs: 1500, tbtMs: 100, cls: 0.02, jsKb: 110, htmlKb: 14, requests: 20 },
  { page: "/buy", performance: 0.98, lcpMs: 1500, tbtMs: 100, cls: 0.02, jsKb: 120, htmlKb: 14, requests: 25 },
  // Landing pages: /buy's budget, for a make's page and a type in a state (decision 23).
  { page: "/buy/dirt-bikes/honda", performance: 0.98, lcpMs: 1500, tbtMs: 100, cls: 0.02, jsKb: 120, htmlKb: 14, requests: 25 },
  { page: "/buy/boats/in/florida", performance: 0.98, lcpMs: 1500, tbtMs: 100, cls: 0.02, jsKb: 120, htmlKb: 14, requests: 25 },
  { page: "/vehicles/{id}", performance: 0.98, lcpMs: 1500, tbtMs: 100, cls: 0.02, jsKb: 120, htmlKb: 14, requests: 20 },
  { page: "/research", performance: 0.98, lcpMs: 1500, tbtMs: 50, cls: 0.02, jsKb: 110, htmlKb: 14, requests: 15 },
  { page: "/sell", performance: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.05, jsKb: 160, htmlKb: null, requests: null },
];

/** Every page, whatever its budget: accessibility, best practices, the stylesheet and the first photo. */
const SHARED = { accessibility: 0.95, bestPractices: 0.95, cssKb: 15, firstPhotoKb: PHONE_PHOTO_MAX_BYTES / 1024 };

export function checkBudget(budget: PageBudget, m: RunSummary): string[] {
  const misses: string[] = [];
  const over = (name: string, value: number, limit: number, unit = "") => {
    if (value > limit) misses.push(`${name} ${value}${unit} > ${limit}${unit}`);
  };
  const under = (name: string, value: number, limit: number) => {
    if (value < limit) misses.push(`${name} ${Math.round(value * 100)} < ${Math.round(limit * 100)}`);
  };
  under("performance", m.performance, budget.performance);
  under("accessibility", m.accessibility, SHARED.accessibility);
  under("best practices", m.bestPractices, SHARED.bestPractices);
  over("LCP", Math.round(m.lcpMs), budget.lcpMs, " ms");
  over("TBT", Math.round(m.tbtMs), budget.tbtMs, " ms");
  over("CLS", Number(m.cls.toFixed(3)), budget.cls);
  over("JS", Number((m.jsBrotli / 1024).toFixed(1)), budget.jsKb, " KB");
  if (budget.htmlKb !== null) over("HTML", Number((m.htmlBrotli / 1024).toFixed(1)), budget.htmlKb, " KB");
  over("CSS", Number((m.cssBrotli / 1024).toFixed(1)), SHARED.cssKb, " KB");
  over("first photo", Number((m.firstPhotoTransfer / 1024).toFixed(1)), SHARED.firstPhotoKb, " KB");
  if (budget.requests !== null) over("requests", m.requests, budget.requests);
  return misses;
}
