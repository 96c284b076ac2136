// Runs axe-core (WCAG 2.x A and AA rules) on the page as it is and fails with each violation.
// The script is evaluated through the browser's debugging protocol, which the page's CSP does
// not apply to, so the enforced policy stays on during the check. Needs a page with JavaScript on.
import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** `within`: a selector to check only part of the page (default: the whole document). */
export async function expectNoAccessibilityViolations(page: Page, options: { within?: string } = {}) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(within ? { include: [within] } : document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  }, options.within ?? null);
  expect(violations, `axe found: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
