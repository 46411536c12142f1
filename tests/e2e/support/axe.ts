import axe from "axe-core";
import type { Page } from "playwright-core";

/**
 * axe-core's WCAG 2.2 AA rules run in the page, on the whole document or one region; violations as
 * "rule: targets". The page is audited as it is, regions still skipped by `content-visibility: auto`
 * included, as auditors, browser extensions and crawlers read it.
 */
export async function axeViolations(page: Page, context = "html"): Promise<string[]> {
  await page.evaluate(axe.source);
  const results = await page.evaluate(
    (selector) => (window as unknown as { axe: typeof axe }).axe.run(selector, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } }),
    context,
  );
  if (!results.passes.length) throw new Error("axe checked nothing");
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
