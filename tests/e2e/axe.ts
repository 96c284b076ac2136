// Runs axe-core (WCAG 2.0–2.2 A and AA rules) in the page and fails with the violations listed.
import { createRequire } from "node:module";
import fs from "node:fs";
import { expect, type Page } from "@playwright/test";

const source = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export async function expectNoAxeViolations(page: Page) {
  // Evaluated through the DevTools protocol, so the page's CSP does not block it.
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  expect(violations).toEqual([]);
}
