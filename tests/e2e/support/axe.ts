import axe from "axe-core";
import type { Page } from "playwright-core";

/** axe-core's WCAG 2.2 AA rules run in the page, on the whole document or one region; violations as "rule: targets". */
export async function axeViolations(page: Page, context = "html"): Promise<string[]> {
  // Regions with `content-visibility: auto` (the footer, FAQ lists) are not painted while off screen,
  // so axe would read light footer text against no background: audit them as the reader sees them.
  // (Through the CSSOM: the site's CSP refuses a style tag.)
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("*")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
  await page.evaluate(axe.source);
  const results = await page.evaluate(
    (selector) => (window as unknown as { axe: typeof axe }).axe.run(selector, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } }),
    context,
  );
  if (!results.passes.length) throw new Error("axe checked nothing");
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
