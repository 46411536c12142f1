import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { transform } from "lightningcss";

/**
 * The site's styles, minified, for inlining into each page's <head> (pages/_document): a separate
 * stylesheet request shares the first round trips with the scripts, which delayed the first paint
 * by about a second on a throttled phone connection (docs/performance.md). Each page inlines the
 * shell's sheet and only the feature sheets its own markup uses; the whole stylesheet (the same
 * rules in the same order: styles/site.css, which _app imports for Next to emit as a file) follows without blocking,
 * for pages reached by client-side navigation. Read at build time by next.config.ts, which hands the
 * sheets to the pages and their hashes to the CSP.
 */
export const STYLESHEET_NAMES = ["base", "listing", "article", "rich-text", "affiliate", "comparison", "faq", "people", "planner", "search", "menu-row", "translation"] as const;

export type StylesheetName = (typeof STYLESHEET_NAMES)[number];

export const stylesheetPath = (name: StylesheetName) => (name === "base" ? join("styles", "base.css") : join("styles", "features", `${name}.css`));

/**
 * One sheet, minified, with the classes each of its selectors needs: a page needs a feature sheet
 * when every class of at least one of its selectors is in the page's markup. The base sheet (the
 * shell, and what scripts render later: menus, live search results, the consent question) is in
 * every page.
 */
export type InlineStylesheet = { name: StylesheetName; css: string; selectorClasses: string[][] };

type SelectorPart = Record<string, unknown>;

/** Pseudo-classes whose selectors a match need not meet (:not) or need meet only one of (:is and its kin). */
const NOT_REQUIRED = new Set(["not", "is", "where", "any"]);

/** The classes a selector requires (not those under :not() or among :is() alternatives). */
function requiredClasses(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) requiredClasses(item, into);
  else if (node && typeof node === "object") {
    const part = node as SelectorPart;
    if (typeof part.kind === "string" && NOT_REQUIRED.has(part.kind)) return into;
    if (part.type === "class" && typeof part.name === "string") into.add(part.name);
    for (const value of Object.values(part)) if (value && typeof value === "object") requiredClasses(value, into);
  }
  return into;
}

function minified(name: StylesheetName, root: string): InlineStylesheet {
  const path = join(root, stylesheetPath(name));
  const selectorClasses: string[][] = [];
  const { code } = transform({
    filename: path,
    code: readFileSync(path),
    minify: true,
    visitor: {
      Selector(selector) {
        selectorClasses.push([...requiredClasses(selector, new Set())]);
      },
    },
  });
  return { name, css: Buffer.from(code).toString("utf8"), selectorClasses };
}

export function siteStylesheets(root = process.cwd()): InlineStylesheet[] {
  return STYLESHEET_NAMES.map((name) => minified(name, root));
}

/** Every sheet in order: what the whole stylesheet holds (the App Router reference of the bench inlines it). */
export function siteStylesheet(root = process.cwd()): string {
  return siteStylesheets(root)
    .map((sheet) => sheet.css)
    .join("");
}

/** The classes a page's markup uses (React writes every class attribute double-quoted). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The sheets a page inlines: the base sheet, and each feature sheet one of whose selectors its classes can match. */
export function stylesheetsFor<Sheet extends Pick<InlineStylesheet, "name" | "selectorClasses">>(html: string, sheets: Sheet[]): Sheet[] {
  const classes = classesIn(html);
  return sheets.filter((sheet) => sheet.name === "base" || sheet.selectorClasses.some((needed) => needed.length > 0 && needed.every((name) => classes.has(name))));
}

/** The CSP source that allows exactly this <style> block and no other. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
}
